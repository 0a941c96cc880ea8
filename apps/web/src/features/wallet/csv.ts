import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatDateTime } from '@repo/ui/format';
import { billTypeMessages, walletMessages as m } from './messages';
import type { AnyRecord, RecordFilter, RecordKind, RecordOf } from './records';

/** Spreadsheets read a UTF-8 file as UTF-8 (Chinese, Persian) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** A plain decimal number: written as it is (a leading minus is a sign, not a formula). */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet
 * would run as a formula (=, +, -, @ at the start, from a remark or an account label) gets a leading
 * apostrophe; numbers stay exactly as the server sent them.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV file: the BOM, then rows joined with CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

interface Column<R> {
  header: MessageDescriptor;
  value: (record: R) => string;
}

type Columns = { [K in RecordKind]: Column<RecordOf[K]>[] };

/** The columns of each kind: every field the record has; amounts are the server's decimal strings. */
function columnsOf(intl: IntlShape, timeZone: string): Columns {
  const time = {
    header: m.fieldTime,
    value: (r: AnyRecord) => formatDateTime(r.createdAt, 'en-US', timeZone),
  };
  const status = {
    header: m.fieldStatus,
    value: (r: { status: keyof typeof statusMessages }) =>
      intl.formatMessage(statusMessages[r.status]),
  };
  const reason = {
    header: m.fieldReason,
    value: (r: { rejectReason?: string | null }) => r.rejectReason ?? '',
  };
  return {
    funds: [
      time,
      { header: m.fieldType, value: (r) => intl.formatMessage(billTypeMessages[r.type]) },
      { header: m.fieldAmount, value: (r) => r.amount },
      { header: m.fieldCurrency, value: (r) => r.currency ?? 'USDT' },
      { header: m.fieldBalanceAfter, value: (r) => r.balanceAfter },
      { header: m.fieldRemark, value: (r) => r.remark ?? '' },
      { header: m.fieldId, value: (r) => String(r.id) },
    ],
    deposits: [
      time,
      { header: m.fieldOrderNo, value: (r) => r.orderNo },
      { header: m.fieldChannel, value: (r) => r.channelName },
      { header: m.fieldAmount, value: (r) => r.amount },
      { header: m.fieldRate, value: (r) => r.exchangeRate },
      { header: m.fieldActualPayment, value: (r) => r.actualPayment },
      { header: m.fieldCurrency, value: (r) => r.currency ?? '' },
      status,
      reason,
    ],
    withdrawals: [
      time,
      { header: m.fieldOrderNo, value: (r) => r.orderNo },
      { header: m.fieldAmount, value: (r) => r.amount },
      { header: m.fieldFee, value: (r) => r.fee },
      { header: m.fieldActualAmount, value: (r) => r.actualAmount },
      { header: m.fieldAccount, value: (r) => r.accountLabel },
      status,
      reason,
    ],
    exchanges: [
      time,
      { header: m.fieldFrom, value: (r) => r.fromCoin },
      { header: m.fieldAmount, value: (r) => r.amount },
      { header: m.fieldRate, value: (r) => r.rate },
      { header: m.fieldFee, value: (r) => r.fee },
      { header: m.fieldTo, value: (r) => r.toCoin },
      { header: m.fieldReceive, value: (r) => r.receive },
      status,
    ],
  };
}

export const statusMessages = {
  processing: m.status_processing,
  success: m.status_success,
  failure: m.status_failure,
} as const;

/**
 * The label/value pairs of one record, in the CSV's column order: the detail sheet shows the same
 * fields the export writes.
 */
export function recordFields<K extends RecordKind>(
  kind: K,
  record: RecordOf[K],
  intl: IntlShape,
  timeZone: string,
): { label: string; value: string }[] {
  const columns = columnsOf(intl, timeZone)[kind] as Column<RecordOf[K]>[];
  return columns.map((column) => ({
    label: intl.formatMessage(column.header),
    value: column.value(record),
  }));
}

/** The CSV file of records: a header row in the user's language, then one row per record. */
export function recordsCsv<K extends RecordKind>(
  kind: K,
  records: readonly RecordOf[K][],
  intl: IntlShape,
  timeZone: string,
): string {
  const columns = columnsOf(intl, timeZone)[kind] as Column<RecordOf[K]>[];
  return toCsv([
    columns.map((column) => intl.formatMessage(column.header)),
    ...records.map((record) => columns.map((column) => column.value(record))),
  ]);
}

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A file name that says what the file holds: the list, its type or status filter, and its period
 * (`funds-records_recharge_2026-10-25_to_2026-11-25.csv`; `_all-time` without a period).
 */
export function csvFileName(kind: RecordKind, filter: RecordFilter, now: Date): string {
  const parts = [`${kind === 'funds' ? 'funds' : kind.slice(0, -1)}-records`];
  if (kind === 'funds' && filter.type) parts.push(filter.type);
  if ((kind === 'deposits' || kind === 'withdrawals') && filter.status) parts.push(filter.status);
  if (kind !== 'exchanges')
    parts.push(
      filter.range ? `${day(filter.range.start)}_to_${day(filter.range.end)}` : 'all-time',
    );
  parts.push(`exported-${day(now)}`);
  return `${parts.join('_')}.csv`;
}
