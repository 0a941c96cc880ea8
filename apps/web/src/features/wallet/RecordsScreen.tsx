import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@repo/api-schema/client';
import { BottomSheet } from '@repo/ui/components/BottomSheet';
import { Button } from '@repo/ui/components/Button';
import { DateRangeShortcuts, type DateRange } from '@repo/ui/components/DateRangeShortcuts';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { Inline } from '@repo/ui/components/Inline';
import { List, ListItem } from '@repo/ui/components/List';
import { Pagination } from '@repo/ui/components/Pagination';
import { Select } from '@repo/ui/components/Select';
import { Stack } from '@repo/ui/components/Stack';
import { Stepper } from '@repo/ui/components/Stepper';
import { Text } from '@repo/ui/components/Text';
import { formatAmount, formatDateTime, MISSING_VALUE } from '@repo/ui/format';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { usePaged } from '../../shared/lists/usePaged';
import { Loaded } from '../../shared/page/loadStates';
import { PageFrame } from '../../shared/page/PageFrame';
import { csvFileName, recordFields, recordsCsv, statusMessages } from './csv';
import { billTypeMessages, walletMessages as m, walletValueMessages as v } from './messages';
import {
  BILL_TYPES,
  FUNDS_STATUSES,
  NO_FILTER,
  kindFilters,
  loadAllRecords,
  loadRecordPage,
  recordQuery,
  type AnyRecord,
  type BillType,
  type FundsStatus,
  type RecordFilter,
  type RecordKind,
  type RecordOf,
} from './records';
import * as styles from './wallet.css';

export const recordTitles = {
  funds: m.fundsTitle,
  deposits: m.depositsTitle,
  withdrawals: m.withdrawalsTitle,
  exchanges: m.exchangesTitle,
} as const;

const PATHS = {
  funds: '/user/bill/list',
  deposits: '/user/recharge/list',
  withdrawals: '/user/withdraw/list',
  exchanges: '/user/exchange/records',
} as const;

/** Saves a file the browser way (a download link); tests and e2e see it as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface RecordsScreenProps {
  api: ApiClient;
  kind: RecordKind;
  onBack?: (() => void) | undefined;
  timeZone?: string;
  /** The clock of the date shortcuts and the file name (stories and tests fix it). */
  now?: () => Date;
  initialFilter?: RecordFilter;
  /** Where the CSV goes; a browser download by default. */
  download?: (fileName: string, text: string) => void;
}

const ALL = 'all';

/** What a row says: its type, order number or coin pair; then the amount with its unit. */
function rowOf(kind: RecordKind, record: AnyRecord, intl: ReturnType<typeof useIntl>) {
  const unit = (amount: string, currency: string) =>
    intl.formatMessage(v.unitAmount, { amount: formatAmount(amount, intl.locale), unit: currency });
  switch (kind) {
    case 'funds': {
      const bill = record as RecordOf['funds'];
      return {
        title: intl.formatMessage(billTypeMessages[bill.type]),
        // A bill in a coin (an exchange leg) says so; a backend that names no currency means USDT.
        amount: unit(bill.amount, bill.currency ?? 'USDT'),
        status: null,
      };
    }
    case 'deposits': {
      const deposit = record as RecordOf['deposits'];
      return {
        title: `${deposit.channelName} · ${deposit.orderNo}`,
        amount: unit(deposit.amount, deposit.currency ?? 'USDT'),
        status: deposit.status,
      };
    }
    case 'withdrawals': {
      const withdrawal = record as RecordOf['withdrawals'];
      return {
        title: `${withdrawal.accountLabel} · ${withdrawal.orderNo}`,
        amount: unit(withdrawal.amount, 'USDT'),
        status: withdrawal.status,
      };
    }
    default: {
      const exchange = record as RecordOf['exchanges'];
      return {
        title: `${exchange.fromCoin} → ${exchange.toCoin}`,
        amount: unit(exchange.receive, exchange.toCoin),
        status: exchange.status,
      };
    }
  }
}

/** The status timeline of a request: submitted, under review, then completed or failed. */
export function RequestTimeline({
  status,
  createdAt,
  timeZone,
}: {
  status: FundsStatus;
  createdAt: string;
  timeZone: string;
}) {
  const intl = useIntl();
  const steps = [
    intl.formatMessage(v.stepSubmitted, { time: formatDateTime(createdAt, intl.locale, timeZone) }),
    intl.formatMessage(m.stepReview),
    intl.formatMessage(status === 'failure' ? m.stepFailed : m.stepDone),
  ];
  return (
    <Stepper
      aria-label={intl.formatMessage(m.timeline)}
      steps={steps}
      current={status === 'processing' ? 1 : steps.length}
    />
  );
}

/**
 * A record list of the wallet (spec §2 funds, deposit, withdrawal and exchange records): filters by
 * type (funds) or status (requests) and by period (date shortcuts), 20 per page with the page sizes
 * of spec §9, a detail sheet per record with the status timeline of a request, and a CSV export of
 * every record the filter matches (all pages).
 */
export function RecordsScreen({
  api,
  kind,
  onBack,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  now = () => new Date(),
  initialFilter = NO_FILTER,
  download = downloadText,
}: RecordsScreenProps) {
  const intl = useIntl();
  const { page, pageSize, setPage, setPageSize, restart } = usePaged();
  const [filter, setFilter] = useState<RecordFilter>(initialFilter);
  const [open, setOpen] = useState<AnyRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportNote, setExportNote] = useState<{ ok: boolean; text: string } | null>(null);
  const offered = kindFilters(kind);
  const result = useApiQuery(apiKey(PATHS[kind], recordQuery(kind, filter, page, pageSize)), () =>
    loadRecordPage(api, kind, filter, page, pageSize),
  );

  const change = (next: Partial<RecordFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setExportNote(null);
    restart();
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportNote(null);
    try {
      const records = await loadAllRecords(api, kind, filter);
      download(csvFileName(kind, filter, now()), recordsCsv(kind, records, intl, timeZone));
      setExportNote({
        ok: true,
        text: intl.formatMessage(v.exportDone, { count: records.length }),
      });
    } catch {
      setExportNote({ ok: false, text: intl.formatMessage(m.exportError) });
    } finally {
      setExporting(false);
    }
  };

  const filtered = filter.type !== null || filter.status !== null || filter.range !== null;

  return (
    <PageFrame title={intl.formatMessage(recordTitles[kind])} onBack={onBack} wide>
      <Stack gap="medium">
        <div role="group" aria-label={intl.formatMessage(m.filters)} className={styles.filters}>
          {offered.type ? (
            <Select
              label={intl.formatMessage(m.typeFilter)}
              selectedKey={filter.type ?? ALL}
              onSelectionChange={(key) => change({ type: key === ALL ? null : (key as BillType) })}
              options={[
                { id: ALL, label: intl.formatMessage(m.allTypes) },
                ...BILL_TYPES.map((type) => ({
                  id: type,
                  label: intl.formatMessage(billTypeMessages[type]),
                })),
              ]}
            />
          ) : null}
          {offered.status ? (
            <Select
              label={intl.formatMessage(m.statusFilter)}
              selectedKey={filter.status ?? ALL}
              onSelectionChange={(key) =>
                change({ status: key === ALL ? null : (key as FundsStatus) })
              }
              options={[
                { id: ALL, label: intl.formatMessage(m.allStatuses) },
                ...FUNDS_STATUSES.map((status) => ({
                  id: status,
                  label: intl.formatMessage(statusMessages[status]),
                })),
              ]}
            />
          ) : null}
          {offered.range ? (
            <Inline gap="small" alignY="center" wrap>
              <DateRangeShortcuts
                value={filter.range?.key ?? null}
                now={now}
                onChange={(range: DateRange) => change({ range })}
              />
              {filter.range ? (
                <Button tone="secondary" size="small" onPress={() => change({ range: null })}>
                  {intl.formatMessage(m.anyTime)}
                </Button>
              ) : null}
            </Inline>
          ) : null}
          <Inline gap="small" alignY="center" wrap>
            <Button
              tone="secondary"
              onPress={() => void exportCsv()}
              isPending={exporting}
              isDisabled={result.status === 'ready' && result.data.total === 0}
            >
              {intl.formatMessage(m.exportCsv)}
            </Button>
            <span role="status" className={styles.exportNote} data-ok={exportNote?.ok}>
              {exportNote?.text}
            </span>
          </Inline>
        </div>
        <Loaded
          result={result}
          skeletonLines={6}
          loading={m.recordsLoading}
          failed={m.recordsLoadError}
          isEmpty={(data) => data.total === 0 || data.list.length === 0}
          empty={
            <EmptyState
              title={intl.formatMessage(m.recordsEmpty)}
              description={intl.formatMessage(
                filtered ? m.recordsEmptyFiltered : m.recordsEmptyHint,
              )}
            />
          }
        >
          {(data) => (
            <>
              <List
                aria-label={intl.formatMessage(m.recordsList)}
                items={data.list.map((record) => ({ record, key: String(record.id) }))}
                data-testid="record-list"
              >
                {({ record, key }) => {
                  const row = rowOf(kind, record, intl);
                  return (
                    <ListItem
                      id={key}
                      title={row.title}
                      onAction={() => setOpen(record)}
                      description={
                        <>
                          <time dateTime={record.createdAt}>
                            {formatDateTime(record.createdAt, intl.locale, timeZone)}
                          </time>
                          {row.status ? ` · ${intl.formatMessage(statusMessages[row.status])}` : ''}
                        </>
                      }
                      end={<bdi className={styles.amount}>{row.amount}</bdi>}
                    />
                  );
                }}
              </List>
              <Pagination
                page={page}
                total={data.total}
                pageSize={pageSize}
                onPageChange={setPage}
                onPageSizeChange={setPageSize}
              />
            </>
          )}
        </Loaded>
      </Stack>
      <BottomSheet
        isOpen={open !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
        title={intl.formatMessage(m.detailTitle)}
      >
        {open ? (
          <Stack gap="medium">
            {'status' in open ? (
              <RequestTimeline
                status={open.status}
                createdAt={open.createdAt}
                timeZone={timeZone}
              />
            ) : null}
            <dl className={styles.fields}>
              {recordFields(kind, open as RecordOf[typeof kind], intl, timeZone).map((field) => (
                <div key={field.label} className={styles.field}>
                  <dt>
                    <Text as="span" tone="secondary" size="small">
                      {field.label}
                    </Text>
                  </dt>
                  <dd>
                    <bdi>{field.value || MISSING_VALUE}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </Stack>
        ) : null}
      </BottomSheet>
    </PageFrame>
  );
}
