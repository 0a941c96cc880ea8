import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { multiply } from '@repo/api-schema/money';
import type { Schema } from '@repo/api-schema/schema';
import { formatAmount } from '@repo/ui/format';
import { useOrderText } from './format';
import {
  historyEventMessages as events,
  historyRemarkMessages as remarks,
  orderTypeMessages,
  positionsMessages,
  sideMessages,
} from './messages';

export type HistoryEntry = Schema<'OrderHistoryEntry'>;

/** What a history entry says in the user's language; null for an older entry that has only a note. */
export interface HistoryText {
  what: string;
  /** Remarks after it: the price gapped past a level, settled after a restart. */
  remarks: string[];
}

const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

/**
 * The text of each order history entry from its `event` and `values` (never the server's English
 * note): prices at the product's `precision`, amounts with two decimals, quote sides as words.
 */
export function useHistoryText(precision: number) {
  const intl = useIntl();
  const text = useOrderText();
  return useMemo(() => {
    const price = (value: string | undefined) => text.price(value, precision);
    const amount = (value: string | undefined) => text.amount(value);
    const side = (value: string | undefined) =>
      value === 'ask' || value === 'bid' ? intl.formatMessage(sideMessages[value]) : '';
    const level = (value: string | undefined) =>
      value === undefined ? intl.formatMessage(positionsMessages.notSet) : price(value);
    /** A share of the margin ("0.8") as percent units ("80"), Latin digits. */
    const percent = (value: string | undefined) => {
      if (value === undefined) return text.amount(undefined);
      const units = multiply(value, '100');
      return formatAmount(units, intl.locale, decimalsOf(units));
    };

    const whatOf = (entry: HistoryEntry): string | null => {
      const v = entry.values;
      switch (entry.event) {
        case 'placed':
          return intl.formatMessage(events.placed, {
            orderType: intl.formatMessage(
              orderTypeMessages[v.orderType === 'stop' ? 'stop' : 'limit'],
            ),
            direction: text.direction(v.direction === 'short' ? 'short' : 'long'),
            price: price(v.price),
            margin: amount(v.margin),
          });
        case 'opened_at_market':
          return intl.formatMessage(events.opened_at_market, {
            price: price(v.price),
            side: side(v.side),
            margin: amount(v.margin),
            fee: amount(v.fee),
          });
        case 'filled':
          return intl.formatMessage(events.filled, {
            price: price(v.price),
            side: side(v.side),
            entry: price(v.entry),
            margin: amount(v.margin),
            fee: amount(v.fee),
          });
        case 'stops_edited':
          return intl.formatMessage(events.stops_edited, {
            stopLoss: level(v.stopLoss),
            takeProfit: level(v.takeProfit),
          });
        case 'cancelled_by_user':
        case 'cancelled_by_demo_reset':
          return intl.formatMessage(events[entry.event], { margin: amount(v.margin) });
        case 'revoked_margin_unavailable':
          return intl.formatMessage(events.revoked_margin_unavailable, {
            price: price(v.price),
            margin: amount(v.margin),
            fee: amount(v.fee),
            available: amount(v.available),
          });
        case 'closed_by_user':
          return intl.formatMessage(events.closed_by_user, {
            price: price(v.price),
            side: side(v.side),
          });
        case 'closed_by_demo_reset':
          return intl.formatMessage(events.closed_by_demo_reset, { price: price(v.price) });
        case 'stop_loss_crossed':
        case 'take_profit_crossed':
          return intl.formatMessage(events[entry.event], {
            level: price(v.level),
            price: price(v.price),
            side: side(v.side),
          });
        case 'stop_out':
          return intl.formatMessage(events.stop_out, {
            percent: percent(v.stopOutLevel),
            margin: amount(v.margin),
            price: price(v.price),
            side: side(v.side),
          });
        case 'closed':
          return intl.formatMessage(events.closed, {
            price: price(v.price),
            pnl: text.pnl(v.pnl),
            openFee: amount(v.openFee),
            closeFee: amount(v.closeFee),
          });
        case 'note_only':
          return null;
      }
    };

    return (entry: HistoryEntry): HistoryText | null => {
      const what = whatOf(entry);
      if (what === null) return null;
      const notes: string[] = [];
      if (entry.values.gappedPast !== undefined) {
        notes.push(
          intl.formatMessage(remarks.gappedPast, { level: price(entry.values.gappedPast) }),
        );
      }
      if (entry.afterRestart) notes.push(intl.formatMessage(remarks.afterRestart));
      return { what, remarks: notes };
    };
  }, [intl, text, precision]);
}
