import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { isInSession } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';
import type { Order } from '@repo/machines/order';
import { ComboBox } from '@repo/ui/components/ComboBox';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { KlineChart } from '@repo/ui/components/KlineChart';
import { PriceText } from '@repo/ui/components/PriceText';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { usePrice, usePricesStale } from '../../platform/prices/PriceStoreContext';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { serverMessage } from '../../shared/errors/errors';
import { useWatchPrices } from '../../shared/services/screenServices';
import { ticketMessages as messages, ticketValues } from './messages';
import { sidesOf } from './ticketMath';
import { TradeTicket, type TradeTicketProps } from './TradeTicket';
import * as styles from './trade.css';

type Product = Schema<'TradeProduct'>;
type TradeRule = Schema<'TradeRule'>;

/** Candles of the mini chart: the last two hours of 1 minute candles. */
const MINI_CHART = { interval: '1m', count: 120, seconds: 60 } as const;
const CHART_HEIGHT = { phone: 180, desktop: 440 } as const;

export interface TradeScreenProps extends Pick<
  TradeTicketProps,
  | 'loggedIn'
  | 'demo'
  | 'available'
  | 'skipConfirm'
  | 'onSkipConfirm'
  | 'onLogin'
  | 'onPlaced'
  | 'actors'
> {
  api: ApiClient;
  /** The product from the address (`?id=`); the first product when null or unknown. */
  productId: number | null;
  onProductChange(id: number): void;
  /** The rules page of a product, with the device prefix. */
  rulesHref(id: number): string;
  desktop: boolean;
  /**
   * The desktop terminal's region below the chart and ticket: the positions panel (features/positions)
   * plugged in by the app. Absent, the region is not drawn.
   */
  positionsPanel?: ReactNode;
  /** The service clock's now (sessions are checked in server time). */
  now?: () => number;
}

/**
 * The trade tab (spec §2 /m/user/trade, issue 14): a product switcher with search, the live bid and
 * ask, a mini chart and the order ticket. Open to visitors, who are asked to log in when they submit.
 * On a desktop it is a terminal: the chart large, the ticket beside it, the positions region below.
 */
export function TradeScreen({
  api,
  productId,
  onProductChange,
  rulesHref,
  desktop,
  positionsPanel,
  now = () => api.serviceClock.now(),
  ...ticket
}: TradeScreenProps) {
  const intl = useIntl();
  const products = useApiQuery(apiKey('/trade/product/list'), async () =>
    unwrap(await api.GET('/trade/product/list')),
  );
  const list = products.status === 'ready' ? products.data : undefined;
  const product = list?.find((p) => p.id === productId) ?? list?.[0];
  const rule = useApiQuery(
    apiKey('/trade/product/rule/{id}', { id: product?.id }),
    async () =>
      unwrap(await api.GET('/trade/product/rule/{id}', { params: { path: { id: product!.id } } })),
    { enabled: product !== undefined },
  );

  const layout = (content: ReactNode) => (
    <div className={desktop ? styles.terminal : styles.screen} data-testid="trade-screen">
      {content}
    </div>
  );
  const failed = products.status === 'error' ? products : rule.status === 'error' ? rule : null;
  if (failed)
    return layout(
      <ErrorState
        description={serverMessage(failed.error) ?? intl.formatMessage(messages.loadError)}
        onRetry={failed.retry}
        isRetrying={failed.isRetrying}
      />,
    );
  if (list && list.length === 0)
    return layout(<EmptyState title={intl.formatMessage(messages.noProducts)} />);
  if (!product || rule.status !== 'ready')
    return layout(<Skeleton lines={8} label={intl.formatMessage(messages.loading)} />);

  return (
    <Terminal
      key={product.id}
      api={api}
      list={list!}
      product={product}
      rule={rule.data}
      desktop={desktop}
      onProductChange={onProductChange}
      rulesHref={rulesHref(product.id)}
      positionsPanel={positionsPanel}
      marketOpen={product.status !== 'closed' && isInSession(rule.data.sessions, now())}
      ticket={ticket}
    />
  );
}

function Terminal({
  api,
  list,
  product,
  rule,
  desktop,
  onProductChange,
  rulesHref,
  positionsPanel,
  marketOpen,
  ticket,
}: {
  api: ApiClient;
  list: readonly Product[];
  product: Product;
  rule: TradeRule;
  desktop: boolean;
  onProductChange(id: number): void;
  rulesHref: string;
  positionsPanel: ReactNode;
  marketOpen: boolean;
  ticket: Omit<TradeScreenProps, 'api' | 'productId' | 'onProductChange' | 'rulesHref' | 'desktop'>;
}) {
  const intl = useIntl();
  useWatchPrices([product.code]);
  const live = usePrice(product.code);
  const stale = usePricesStale();
  const mid = live?.price ?? product.price;
  const sides = useMemo(() => sidesOf(mid, rule), [mid, rule]);
  const options = useMemo(
    () => list.map((p) => ({ id: p.id, label: p.name, detail: p.code })),
    [list],
  );
  const market = (
    <div
      className={desktop ? styles.market : styles.screen}
      style={desktop ? undefined : { padding: 0 }}
    >
      <ComboBox
        label={intl.formatMessage(messages.product)}
        placeholder={intl.formatMessage(messages.productSearch)}
        options={options}
        selectedKey={product.id}
        onSelectionChange={(key) => {
          if (key !== null && Number(key) !== product.id) onProductChange(Number(key));
        }}
      />
      <dl className={styles.quotes} data-testid="trade-quotes">
        <div className={styles.quote}>
          <dt className={styles.quoteLabel}>{intl.formatMessage(messages.bid)}</dt>
          <dd className={styles.quoteValue} data-testid="trade-bid">
            <PriceText value={sides.bid} precision={rule.precision} isStale={stale} />
          </dd>
        </div>
        <div className={styles.quote}>
          <dt className={styles.quoteLabel}>{intl.formatMessage(messages.ask)}</dt>
          <dd className={styles.quoteValue} data-testid="trade-ask">
            <PriceText value={sides.ask} precision={rule.precision} isStale={stale} />
          </dd>
        </div>
      </dl>
      {product.simulated ? (
        <span className={styles.tag}>{intl.formatMessage(messages.simulated)}</span>
      ) : null}
      <MiniChart
        api={api}
        product={product}
        blockSize={desktop ? CHART_HEIGHT.desktop : CHART_HEIGHT.phone}
        live={live}
      />
    </div>
  );
  const ticketPanel = (
    <TradeTicket
      {...ticket}
      api={api}
      product={product}
      rule={rule}
      quote={sides}
      marketOpen={marketOpen}
      rulesHref={rulesHref}
      desktop={desktop}
    />
  );
  if (!desktop)
    return (
      <div className={styles.screen} data-testid="trade-screen">
        {market}
        {ticketPanel}
        {positionsPanel}
      </div>
    );
  return (
    <div className={styles.terminal} data-testid="trade-screen">
      {market}
      <div className={styles.ticketArea}>{ticketPanel}</div>
      {positionsPanel ? <div className={styles.positionsArea}>{positionsPanel}</div> : null}
    </div>
  );
}

function MiniChart({
  api,
  product,
  blockSize,
  live,
}: {
  api: ApiClient;
  product: Product;
  blockSize: number;
  live: { price: string; time?: string } | undefined;
}) {
  const intl = useIntl();
  const candles = useApiQuery(
    apiKey('/trade/product/kdata/{a}/{b}/{c}', {
      code: product.code,
      interval: MINI_CHART.interval,
      count: MINI_CHART.count,
    }),
    async () =>
      unwrap(
        await api.GET('/trade/product/kdata/{a}/{b}/{c}', {
          params: { path: { a: product.code, b: MINI_CHART.interval, c: MINI_CHART.count } },
        }),
      ),
  );
  return (
    <div data-testid="trade-chart">
      <KlineChart
        candles={candles.status === 'ready' ? candles.data : undefined}
        label={intl.formatMessage(ticketValues.chart, { code: product.code })}
        precision={product.precision}
        blockSize={blockSize}
        live={live ? { price: live.price, time: live.time } : undefined}
        intervalSeconds={MINI_CHART.seconds}
        {...(candles.status === 'error'
          ? {
              error: serverMessage(candles.error) ?? intl.formatMessage(messages.loadError),
              onRetry: candles.retry,
              isRetrying: candles.isRetrying,
            }
          : {})}
      />
    </div>
  );
}

export type { Order };
