import { memo, Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@repo/api-schema/client';
import { Button } from '@repo/ui/components/Button';
import { Link } from '@repo/ui/components/Link';
import { PriceText } from '@repo/ui/components/PriceText';
import { usePrice, usePricesStale } from '../../platform/prices/PriceStoreContext';
import { closingPrice, livePnl, pnlPercent, pnlTrend, type Order } from './livePnl';
import { positionsMessages as messages } from './messages';
import { useOrderText } from './format';
import { useTradeRule } from './orderApi';
import * as styles from './positions.css';

/** The fields a position row shows: a refetch that changes none of them leaves the row alone. */
const SHOWN: readonly (keyof Order)[] = [
  'orderNo',
  'status',
  'productCode',
  'direction',
  'lotSize',
  'multiple',
  'margin',
  'fee',
  'openPrice',
  'entrustPrice',
  'stopLoss',
  'takeProfit',
  'profitLoss',
];

export const sameShownOrder = (a: Order, b: Order) => SHOWN.every((key) => a[key] === b[key]);

export interface OrderRowProps {
  api: ApiClient;
  order: Order;
  /** The detail page of an order, without the order number (`/m/user/trade/position`). */
  detailPath: string;
  onClose?: ((order: Order) => void) | undefined;
  onCancel?: ((order: Order) => void) | undefined;
  onEditStops: (order: Order) => void;
  /** Measuring only: told each time the row renders (see PositionsList's onRowCommit). */
  onCommit?: ProfilerOnRenderCallback | undefined;
}

/** One labelled figure of a description list (`<dl>`). */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The live P&L of an open position: its own product's price, its product's rules. */
export function useLivePosition(api: ApiClient, order: Order) {
  const rule = useTradeRule(api, order.productId);
  const quote = usePrice(order.productCode);
  const ready = rule.status === 'ready' ? rule.data : undefined;
  const close = quote && ready ? closingPrice(order.direction, quote.price, ready) : undefined;
  const pnl = quote && ready ? livePnl(order, quote.price, ready) : (order.profitLoss ?? null);
  return {
    rule: ready,
    mid: quote?.price,
    close,
    pnl,
    percent: pnl === null ? null : pnlPercent(pnl, order.margin),
    precision: ready?.precision ?? 2,
  };
}

/** The product and direction (a link to the order's detail) and, at the other end, `aside`. */
export function RowHead({
  order,
  detailPath,
  aside,
}: Pick<OrderRowProps, 'order' | 'detailPath'> & { aside?: ReactNode }) {
  const intl = useIntl();
  const text = useOrderText();
  return (
    <div className={styles.head}>
      <Link
        href={`${detailPath}/${encodeURIComponent(order.orderNo)}`}
        standalone
        aria-label={intl.formatMessage(messages.details, text.named(order))}
        className={styles.product}
      >
        <bdi>{order.productCode}</bdi>
        <span className={`${styles.badge} ${styles.direction[order.direction]}`}>
          {text.direction(order.direction)}
        </span>
      </Link>
      <span className={styles.muted}>{aside ?? text.lotsMultiple(order)}</span>
    </div>
  );
}

/** SL/TP and the row's main action (close a position, cancel a pending order), named per row. */
function RowActions({
  order,
  onEditStops,
  main,
}: {
  order: Order;
  onEditStops: (order: Order) => void;
  main: { label: string; name: string; onPress: () => void };
}) {
  const intl = useIntl();
  const text = useOrderText();
  return (
    <div className={styles.actions}>
      <Button
        tone="secondary"
        size="small"
        aria-label={intl.formatMessage(messages.editStopsNamed, text.named(order))}
        onPress={() => onEditStops(order)}
      >
        {intl.formatMessage(messages.editStops)}
      </Button>
      <Button tone="critical" size="small" aria-label={main.name} onPress={main.onPress}>
        {main.label}
      </Button>
    </div>
  );
}

function StopsFigures({ order, precision }: { order: Order; precision: number }) {
  const intl = useIntl();
  const text = useOrderText();
  const level = (value: string | null | undefined) =>
    value == null ? intl.formatMessage(messages.notSet) : text.price(value, precision);
  return (
    <>
      <Figure label={intl.formatMessage(messages.stopLoss)}>{level(order.stopLoss)}</Figure>
      <Figure label={intl.formatMessage(messages.takeProfit)}>{level(order.takeProfit)}</Figure>
    </>
  );
}

/**
 * One open position with its live P&L. It reads its own product's price from the price store, so a
 * price message re-renders the rows of that product only; memoised on the fields it shows, so the
 * list re-reading (an order topic message) leaves unchanged rows alone.
 */
export const PositionRow = memo(function PositionRow({
  api,
  order,
  detailPath,
  onClose,
  onEditStops,
  onCommit,
}: OrderRowProps) {
  const intl = useIntl();
  const text = useOrderText();
  const live = useLivePosition(api, order);
  const stale = usePricesStale();
  const named = text.named(order);
  const row = (
    <li className={styles.row} data-testid={`position-row-${order.orderNo}`}>
      <RowHead order={order} detailPath={detailPath} />
      <dl className={styles.figures}>
        <Figure label={intl.formatMessage(messages.openPrice)}>
          {text.price(order.openPrice, live.precision)}
        </Figure>
        <Figure label={intl.formatMessage(messages.currentPrice)}>
          {live.close ? (
            <PriceText value={live.close} precision={live.precision} isStale={stale} />
          ) : (
            text.price(null, live.precision)
          )}
        </Figure>
        <Figure label={intl.formatMessage(messages.pnl)}>
          <span
            className={`${styles.pnlValue} ${styles.trend[pnlTrend(live.pnl)]}`}
            data-testid="position-pnl"
          >
            <bdi>{text.pnlWithPercent(live.pnl, live.percent)}</bdi>
          </span>
        </Figure>
        <Figure label={intl.formatMessage(messages.margin)}>
          {intl.formatMessage(messages.amountUsdt, { amount: text.amount(order.margin) })}
        </Figure>
        <StopsFigures order={order} precision={live.precision} />
      </dl>
      {order.status === 'settling' ? (
        <div className={styles.actions}>
          <span className={styles.muted} role="status">
            {intl.formatMessage(messages.closing)}
          </span>
        </div>
      ) : (
        <RowActions
          order={order}
          onEditStops={onEditStops}
          main={{
            label: intl.formatMessage(messages.close),
            name: intl.formatMessage(messages.closeNamed, named),
            onPress: () => onClose?.(order),
          }}
        />
      )}
    </li>
  );
  return onCommit ? (
    <Profiler id={order.orderNo} onRender={onCommit}>
      {row}
    </Profiler>
  ) : (
    row
  );
}, sameRowProps);

/** A pending order: entry price, stops, margin; cancel and SL/TP. No live P&L (not open yet). */
export const PendingRow = memo(function PendingRow({
  api,
  order,
  detailPath,
  onCancel,
  onEditStops,
}: OrderRowProps) {
  const intl = useIntl();
  const text = useOrderText();
  const rule = useTradeRule(api, order.productId);
  const precision = rule.status === 'ready' ? rule.data.precision : 2;
  const named = text.named(order);
  return (
    <li className={styles.row} data-testid={`pending-row-${order.orderNo}`}>
      <RowHead order={order} detailPath={detailPath} />
      <dl className={styles.figures}>
        <Figure label={intl.formatMessage(messages.entryPrice)}>
          {text.price(order.entrustPrice, precision)}
        </Figure>
        <Figure label={intl.formatMessage(messages.margin)}>
          {intl.formatMessage(messages.amountUsdt, { amount: text.amount(order.margin) })}
        </Figure>
        <StopsFigures order={order} precision={precision} />
      </dl>
      <RowActions
        order={order}
        onEditStops={onEditStops}
        main={{
          label: intl.formatMessage(messages.cancelOrder),
          name: intl.formatMessage(messages.cancelNamed, named),
          onPress: () => onCancel?.(order),
        }}
      />
    </li>
  );
}, sameRowProps);

function sameRowProps(a: OrderRowProps, b: OrderRowProps) {
  return (
    a.api === b.api &&
    a.detailPath === b.detailPath &&
    a.onClose === b.onClose &&
    a.onCancel === b.onCancel &&
    a.onEditStops === b.onEditStops &&
    a.onCommit === b.onCommit &&
    sameShownOrder(a.order, b.order)
  );
}
