import { compare, type DecimalString } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';

/**
 * What an order history row records, built in one place: the contract's `event`, its `values` (decimal
 * strings and enum words, for apps to show in the user's language) and the English `note` (for logs
 * and API clients) written from the same figures, so the two cannot say different things.
 */

export type HistoryEvent = Schema<'OrderHistoryEvent'>;
export type RevokeReason = Schema<'OrderRevokeReason'>;
type Side = 'ask' | 'bid';
type Direction = 'long' | 'short';

export interface Recorded {
  event: HistoryEvent;
  values: Record<string, string>;
  note: string;
  /** Settled at the first price after the server restarted. */
  afterRestart: boolean;
}

/** The previous run's last evaluated tick, when this evaluation is the first after a restart. */
export interface Restart {
  lastEvaluated: number;
}

function recorded(
  event: HistoryEvent,
  values: Record<string, string | undefined>,
  note: string,
  restart?: Restart,
): Recorded {
  const defined: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) defined[key] = value;
  const after = restart
    ? `; the first price after the server restarted (last evaluated ${new Date(restart.lastEvaluated).toISOString()})`
    : '';
  return { event, values: defined, note: note + after, afterRestart: restart !== undefined };
}

/** The level a price gapped past (filled or closed at the tick that crossed), if it did. */
export function gappedPast(level: DecimalString | null, price: DecimalString) {
  return level !== null && compare(level, price) !== 0 ? level : undefined;
}

const gapNote = (level: string | undefined) =>
  level === undefined ? '' : ` (the price gapped past ${level}; filled at the tick that crossed)`;

const CROSSED_TEXT = {
  stop_loss_crossed: 'Stop loss',
  take_profit_crossed: 'Take profit',
} as const;

/** The history row of each kind of change of an order. */
export const history = {
  placed: (v: {
    orderType: 'limit' | 'stop';
    direction: Direction;
    price: string;
    margin: string;
  }) =>
    recorded(
      'placed',
      v,
      `Placed: ${v.orderType} ${v.direction} at ${v.price}; margin ${v.margin} held`,
    ),

  openedAtMarket: (v: { price: string; side: Side; margin: string; fee: string }) =>
    recorded(
      'opened_at_market',
      v,
      `Opened at market at ${v.price} (${v.side}); margin ${v.margin} held, fee ${v.fee}`,
    ),

  filled: (
    v: { price: string; side: Side; entry: string; margin: string; fee: string },
    restart?: Restart,
  ) => {
    const gap = gappedPast(v.entry, v.price);
    return recorded(
      'filled',
      { ...v, gappedPast: gap },
      `Filled at ${v.price} (${v.side}), entry ${v.entry}${gapNote(gap)}; margin ${v.margin}, fee ${v.fee}`,
      restart,
    );
  },

  /** A level left out (or null) is none. */
  stopsEdited: (v: {
    stopLoss?: string | null | undefined;
    takeProfit?: string | null | undefined;
  }) =>
    recorded(
      'stops_edited',
      { stopLoss: v.stopLoss ?? undefined, takeProfit: v.takeProfit ?? undefined },
      `Stop loss ${v.stopLoss ?? 'none'}, take profit ${v.takeProfit ?? 'none'}`,
    ),

  cancelled: (by: 'user' | 'demo_reset', v: { margin: string }) =>
    recorded(
      by === 'user' ? 'cancelled_by_user' : 'cancelled_by_demo_reset',
      v,
      `${by === 'user' ? 'Cancelled by the user' : 'Cancelled: the demo account was reset'}; margin ${v.margin} released`,
    ),

  revokedMarginUnavailable: (v: {
    price: string;
    margin: string;
    fee: string;
    available: string;
  }) =>
    recorded(
      'revoked_margin_unavailable',
      v,
      `Margin could not be held at the fill price ${v.price}: margin ${v.margin} and fee ${v.fee} needed, ${v.available} available`,
    ),

  closedByUser: (v: { price: string; side: Side }) =>
    recorded('closed_by_user', v, `Closed by the user at market at ${v.price} (${v.side})`),

  closedByDemoReset: (v: { price: string }) =>
    recorded('closed_by_demo_reset', v, `Closed at ${v.price}: the demo account was reset`),

  crossed: (
    event: 'stop_loss_crossed' | 'take_profit_crossed',
    v: { level: string; price: string; side: Side },
    restart?: Restart,
  ) => {
    const gap = gappedPast(v.level, v.price);
    return recorded(
      event,
      { ...v, gappedPast: gap },
      `${CROSSED_TEXT[event]} ${v.level} crossed: closed at ${v.price} (${v.side})${gapNote(gap)}`,
      restart,
    );
  },

  stopOut: (
    v: { stopOutLevel: string; margin: string; price: string; side: Side },
    restart?: Restart,
  ) =>
    recorded(
      'stop_out',
      v,
      `Stop-out: the loss reached ${v.stopOutLevel} of the margin ${v.margin}; closed at ${v.price} (${v.side})`,
      restart,
    ),

  closed: (v: { price: string; pnl: string; openFee: string; closeFee: string }) =>
    recorded(
      'closed',
      v,
      `Closed at ${v.price}: P&L ${v.pnl} after fees (open ${v.openFee}, close ${v.closeFee})`,
    ),
};
