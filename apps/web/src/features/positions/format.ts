import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { compare } from '@repo/api-schema/money';
import { formatAmount, formatChangeRate, formatPrice, MISSING_VALUE } from '@repo/ui/format';
import type { Order } from './livePnl';
import { positionsMessages as messages, statusMessages } from './messages';

/** A signed amount with 2 decimals: `+12.50`, `-3.10`, `0.00` (P&L is never shown unsigned). */
export function formatPnl(value: string | null | undefined, locale: string): string {
  if (value == null) return MISSING_VALUE;
  const text = formatAmount(value, locale, 2);
  return compare(value, '0') > 0 ? `+${text}` : text;
}

/** The texts of an order every list shares: direction, status, prices at the product's precision. */
export function useOrderText() {
  const intl = useIntl();
  const { locale } = intl;
  const direction = useCallback(
    (d: Order['direction']) => intl.formatMessage(d === 'long' ? messages.long : messages.short),
    [intl],
  );
  return useMemo(
    () => ({
      direction,
      status: (s: Order['status']) => intl.formatMessage(statusMessages[s]),
      price: (value: string | null | undefined, precision: number) =>
        value == null ? MISSING_VALUE : formatPrice(value, locale, precision),
      amount: (value: string | null | undefined) =>
        value == null ? MISSING_VALUE : formatAmount(value, locale, 2),
      pnl: (value: string | null | undefined) => formatPnl(value, locale),
      percent: (value: string | null | undefined) =>
        value == null ? MISSING_VALUE : formatChangeRate(value, locale),
      pnlWithPercent: (pnl: string | null | undefined, percent: string | null | undefined) =>
        intl.formatMessage(messages.pnlValue, {
          amount: formatPnl(pnl, locale),
          percent: percent == null ? MISSING_VALUE : formatChangeRate(percent, locale),
        }),
      lotsMultiple: (order: Pick<Order, 'lotSize' | 'multiple'>) =>
        intl.formatMessage(messages.lotsMultiple, {
          lots: order.lotSize,
          multiple: order.multiple,
        }),
      named: (order: Pick<Order, 'productCode' | 'direction'>) => ({
        product: order.productCode,
        direction: direction(order.direction),
      }),
    }),
    [intl, locale, direction],
  );
}
