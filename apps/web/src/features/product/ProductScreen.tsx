import { useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { KLINE_INTERVAL_MS, type Schema } from '@repo/api-schema/schema';
import { ChangeRateText } from '@repo/ui/components/ChangeRateText';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { Link } from '@repo/ui/components/Link';
import { compareTrend, PriceText } from '@repo/ui/components/PriceText';
import { KlineChart } from '@repo/ui/components/KlineChart';
import { Skeleton } from '@repo/ui/components/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@repo/ui/components/Tabs';
import { formatCompact, formatPrice } from '@repo/ui/format';
import { useDesktopFrame } from '../../layouts/desktopFrame';
import { usePrice, usePricesStale } from '../../platform/prices/PriceStoreContext';
import { PageFrame } from '../../shared/page/PageFrame';
import { isNotFound, serverMessage } from '../../shared/errors/errors';
import { quoteStyles, useLiveQuote } from '../quotes';
import { useWatchPrices } from '../../shared/services/screenServices';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import {
  chartLabel,
  intervalMessages,
  productActions,
  productMessages as messages,
} from './messages';
import * as styles from './product.css';

type Product = Schema<'TradeProduct'>;

/** The intervals the switcher offers (the contract also knows 1w). */
export const INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d'] as const;
export type Interval = (typeof INTERVALS)[number];
/** Candles asked for per interval. */
export const CANDLE_COUNT = 100;
/** The chart's height in px: the phone's default, and a desktop chart that uses the room it has. */
const CHART_HEIGHT = { phone: 280, desktop: 480 } as const;

export interface ProductScreenProps {
  api: ApiClient;
  /** The product id from the address (`?id=`); null when the address names none. */
  id: number | null;
  /** The quotes path with the device prefix, for the "no product" state. */
  quotesPath: string;
  /** The trade tab on this product, with the device prefix (the "Trade" action). */
  tradeHref?: string;
  onBack?: (() => void) | undefined;
  defaultInterval?: Interval;
}

/**
 * Product detail (spec §2 /m/market): live last price, 24 h change, high, low and volume, the
 * "simulated" label when the data says so, and the candle chart with its interval switcher. On a
 * desktop the chart takes most of the width, the interval tabs above it, and the figures beside it.
 */
export function ProductScreen({
  api,
  id,
  quotesPath,
  tradeHref,
  onBack,
  defaultInterval = '15m',
}: ProductScreenProps) {
  const intl = useIntl();
  const desktop = useDesktopFrame();
  const product = useApiQuery(apiKey('/trade/product/info/{id}', { id }), async () => {
    if (id === null) return null;
    return unwrap(await api.GET('/trade/product/info/{id}', { params: { path: { id } } }));
  });
  const loaded = product.status === 'ready' ? product.data : null;
  const title = loaded
    ? `${loaded.code} · ${loaded.name}`
    : intl.formatMessage(messages.fallbackTitle);

  const body = () => {
    if (product.status === 'loading')
      return <Skeleton lines={6} label={intl.formatMessage(messages.loading)} />;
    // A product that does not exist: said as such, with the way back; retrying would change nothing.
    if (product.status === 'error' && isNotFound(product.error))
      return (
        <EmptyState
          title={intl.formatMessage(messages.notFound)}
          description={intl.formatMessage(messages.notFoundDetail)}
          action={<Link href={quotesPath}>{intl.formatMessage(messages.backToQuotes)}</Link>}
        />
      );
    if (product.status === 'error')
      return (
        <ErrorState
          description={serverMessage(product.error) ?? intl.formatMessage(messages.loadError)}
          onRetry={product.retry}
          isRetrying={product.isRetrying}
        />
      );
    if (!product.data)
      return (
        <EmptyState
          title={intl.formatMessage(messages.missing)}
          action={<Link href={quotesPath}>{intl.formatMessage(messages.toQuotes)}</Link>}
        />
      );
    const chart = (
      <Chart
        api={api}
        product={product.data}
        defaultInterval={defaultInterval}
        blockSize={desktop ? CHART_HEIGHT.desktop : CHART_HEIGHT.phone}
      />
    );
    const trade = tradeHref ? (
      <Link href={tradeHref} standalone data-testid="product-trade">
        {intl.formatMessage(productActions.trade, { code: product.data.code })}
      </Link>
    ) : null;
    if (desktop)
      return (
        <div className={styles.desktopDetail}>
          <div className={styles.desktopFigures}>
            <LiveSummary product={product.data} />
            {trade}
          </div>
          <div className={styles.desktopChart}>{chart}</div>
        </div>
      );
    return (
      <>
        <LiveSummary product={product.data} />
        {trade}
        {chart}
      </>
    );
  };

  return (
    <PageFrame title={title} onBack={onBack} wide>
      {body()}
    </PageFrame>
  );
}

function LiveSummary({ product }: { product: Product }) {
  const intl = useIntl();
  useWatchPrices([product.code]);
  const quote = useLiveQuote(product);
  const stale = usePricesStale();
  const price = (value: string) => formatPrice(value, intl.locale, product.precision);
  return (
    <section
      className={styles.summary}
      aria-label={intl.formatMessage(messages.lastPrice)}
      data-testid="product-summary"
    >
      <div className={styles.labels}>
        {product.simulated ? (
          <span className={styles.label} data-testid="product-simulated">
            {intl.formatMessage(messages.simulated)}
          </span>
        ) : null}
        {product.status === 'closed' ? (
          <span className={styles.label}>{intl.formatMessage(messages.closed)}</span>
        ) : null}
      </div>
      <p className={styles.lastPrice} data-testid="product-last-price">
        <PriceText
          value={quote.price}
          precision={product.precision}
          trend={compareTrend(quote.changeRate, '0')}
          isStale={stale}
        />
      </p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{intl.formatMessage(messages.change)}</dt>
          <dd className={styles.statValue}>
            <ChangeRateText value={quote.changeRate} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{intl.formatMessage(messages.high)}</dt>
          <dd className={styles.statValue}>{price(quote.high)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{intl.formatMessage(messages.low)}</dt>
          <dd className={styles.statValue}>{price(quote.low)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{intl.formatMessage(messages.volume)}</dt>
          <dd className={styles.statValue}>{formatCompact(quote.volume, intl.locale)}</dd>
        </div>
        {/* The price 24 h ago, when the backend sends it (optional in the contract). */}
        {product.open ? (
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{intl.formatMessage(messages.open)}</dt>
            <dd className={styles.statValue}>{price(product.open)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Chart({
  api,
  product,
  defaultInterval,
  blockSize,
}: {
  api: ApiClient;
  product: Product;
  defaultInterval: Interval;
  blockSize: number;
}) {
  const intl = useIntl();
  const [interval, setInterval] = useState<Interval>(defaultInterval);
  return (
    <section aria-labelledby="product-chart-heading">
      <h2 id="product-chart-heading" className={quoteStyles.visuallyHidden}>
        {intl.formatMessage(messages.chartHeading)}
      </h2>
      <Tabs selectedKey={interval} onSelectionChange={(key: Key) => setInterval(key as Interval)}>
        <TabList aria-label={intl.formatMessage(messages.intervals)} fill>
          {INTERVALS.map((id) => (
            <Tab key={id} id={id}>
              {intl.formatMessage(intervalMessages[id])}
            </Tab>
          ))}
        </TabList>
        {INTERVALS.map((id) => (
          <TabPanel key={id} id={id} className={styles.chart}>
            {id === interval ? (
              <Candles api={api} product={product} interval={id} blockSize={blockSize} />
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

function Candles({
  api,
  product,
  interval,
  blockSize,
}: {
  api: ApiClient;
  product: Product;
  interval: Interval;
  blockSize: number;
}) {
  const intl = useIntl();
  const candles = useApiQuery(
    apiKey('/trade/product/kdata/{a}/{b}/{c}', { code: product.code, interval }),
    async () =>
      unwrap(
        await api.GET('/trade/product/kdata/{a}/{b}/{c}', {
          params: { path: { a: product.code, b: interval, c: CANDLE_COUNT } },
        }),
      ),
  );
  // The live price topic moves the newest candle (the header subscribes to it).
  const tick = usePrice(product.code);
  // The chart draws its own loading, empty and error states, and a text summary for screen readers.
  return (
    <div data-testid="product-chart" data-interval={interval}>
      <KlineChart
        candles={candles.status === 'ready' ? candles.data : undefined}
        label={intl.formatMessage(chartLabel.label, {
          code: product.code,
          interval: intl.formatMessage(intervalMessages[interval]),
        })}
        precision={product.precision}
        blockSize={blockSize}
        live={tick ? { price: tick.price, time: tick.time } : undefined}
        intervalSeconds={KLINE_INTERVAL_MS[interval] / 1000}
        {...(candles.status === 'error'
          ? {
              error: serverMessage(candles.error) ?? intl.formatMessage(messages.chartError),
              onRetry: candles.retry,
              isRetrying: candles.isRetrying,
            }
          : {})}
      />
    </div>
  );
}
