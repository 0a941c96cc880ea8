import { BILL_TYPES } from '@repo/api-schema/rules';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import type { DateRange } from '@repo/ui/components/DateRangeShortcuts';
import type { PageLimit } from '../../shared/lists/usePaged';

export type Bill = Schema<'Bill'>;
export type BillType = Schema<'BillType'>;
export type FundsStatus = Schema<'FundsStatus'>;
export type RechargeRecord = Schema<'RechargeRecord'>;
export type WithdrawRecord = Schema<'WithdrawRecord'>;
export type ExchangeRecord = Schema<'ExchangeRecord'>;

/** The record lists of the wallet: funds (every ledger entry), deposits, withdrawals, exchanges. */
export type RecordKind = 'funds' | 'deposits' | 'withdrawals' | 'exchanges';

export interface RecordOf {
  funds: Bill;
  deposits: RechargeRecord;
  withdrawals: WithdrawRecord;
  exchanges: ExchangeRecord;
}
export type AnyRecord = RecordOf[RecordKind];

/** Every ledger kind the contract names, in the order the type filter offers them. */
export { BILL_TYPES };

export const FUNDS_STATUSES = [
  'processing',
  'success',
  'failure',
] as const satisfies readonly FundsStatus[];

/**
 * What a record list is filtered by: the ledger type (funds) or the request status (deposits and
 * withdrawals), and a period from the date shortcuts. Exchange records take no filter (the contract
 * pages them only).
 */
export interface RecordFilter {
  type: BillType | null;
  status: FundsStatus | null;
  range: DateRange | null;
}

export const NO_FILTER: RecordFilter = { type: null, status: null, range: null };

/** Which filters a kind offers. */
export const kindFilters = (kind: RecordKind) => ({
  type: kind === 'funds',
  status: kind === 'deposits' || kind === 'withdrawals',
  range: kind !== 'exchanges',
});

/** The request body of one page of a filtered list (only what is set is sent). */
export function recordQuery(
  kind: RecordKind,
  filter: RecordFilter,
  page: number,
  limit: PageLimit,
) {
  const offered = kindFilters(kind);
  return {
    page,
    limit,
    ...(offered.type && filter.type ? { type: filter.type } : {}),
    ...(offered.status && filter.status ? { status: filter.status } : {}),
    ...(offered.range && filter.range
      ? { startTime: filter.range.start.toISOString(), endTime: filter.range.end.toISOString() }
      : {}),
  };
}

export interface RecordPage<K extends RecordKind = RecordKind> {
  list: RecordOf[K][];
  total: number;
}

/** One page of a record list through the contract's own call for the kind. */
export async function loadRecordPage<K extends RecordKind>(
  api: ApiClient,
  kind: K,
  filter: RecordFilter,
  page: number,
  limit: PageLimit,
): Promise<RecordPage<K>> {
  const query = recordQuery(kind, filter, page, limit);
  const answer = async (): Promise<RecordPage> => {
    switch (kind) {
      case 'funds':
        return unwrap(await api.POST('/user/bill/list', { body: query }));
      case 'deposits':
        return unwrap(await api.POST('/user/recharge/list', { body: query }));
      case 'withdrawals':
        return unwrap(await api.POST('/user/withdraw/list', { body: query }));
      default:
        return unwrap(await api.POST('/user/exchange/records', { body: query }));
    }
  };
  const { list, total } = await answer();
  return { list: list as RecordOf[K][], total };
}

/** The largest page the contract serves: an export reads the filter's records 50 at a time. */
export const EXPORT_PAGE_SIZE = 50;

/**
 * Every record of a filter, all pages (not just the one showing), for the CSV export. A record that
 * moved onto the next page while reading (a new one arrived) is kept once.
 */
export async function loadAllRecords<K extends RecordKind>(
  api: ApiClient,
  kind: K,
  filter: RecordFilter,
): Promise<RecordOf[K][]> {
  const first = await loadRecordPage(api, kind, filter, 1, EXPORT_PAGE_SIZE);
  const pages = Math.ceil(first.total / EXPORT_PAGE_SIZE);
  const all = [...first.list];
  for (let page = 2; page <= pages; page += 1) {
    const next = await loadRecordPage(api, kind, filter, page, EXPORT_PAGE_SIZE);
    all.push(...next.list);
  }
  const seen = new Set<string>();
  return all.filter((record) => {
    const key = String(record.id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
