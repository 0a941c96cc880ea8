import type { DateRange, DateRangeKey } from '@repo/ui/components/DateRangeShortcuts';
import type { PageLimit } from '../../shared/lists/usePaged';
import type { Order } from './livePnl';
import { ENDED_STATUSES, type EndedStatus, type HistoryRequest } from './orderApi';

/** What the user chose on the order history (spec §2): each filter off when null. */
export interface HistoryFilters {
  productId: number | null;
  direction: Order['direction'] | null;
  status: EndedStatus | null;
  /** A date shortcut (last week, month, three months) with the range it stood for when chosen. */
  range: (Pick<DateRange, 'start' | 'end'> & { key: DateRangeKey }) | null;
}

export const NO_FILTERS: HistoryFilters = {
  productId: null,
  direction: null,
  status: null,
  range: null,
};

export const hasFilters = (filters: HistoryFilters) =>
  filters.productId !== null ||
  filters.direction !== null ||
  filters.status !== null ||
  filters.range !== null;

export const isEndedStatus = (value: unknown): value is EndedStatus =>
  (ENDED_STATUSES as readonly unknown[]).includes(value);

/**
 * The `listOrderHistory` body of a page with these filters: only the filters that are on, the date
 * shortcut as the range it stood for (the day's start in the user's time zone, to the moment chosen).
 */
export function historyRequest(
  filters: HistoryFilters,
  page: number,
  limit: PageLimit,
): HistoryRequest {
  return {
    page,
    limit,
    ...(filters.productId !== null ? { productId: filters.productId } : {}),
    ...(filters.direction !== null ? { direction: filters.direction } : {}),
    ...(filters.status !== null ? { status: [filters.status] } : {}),
    ...(filters.range !== null
      ? { startTime: filters.range.start.toISOString(), endTime: filters.range.end.toISOString() }
      : {}),
  };
}
