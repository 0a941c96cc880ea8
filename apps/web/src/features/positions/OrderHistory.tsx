import { useMemo, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import { Button } from '@repo/ui/components/Button';
import { DateRangeShortcuts } from '@repo/ui/components/DateRangeShortcuts';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { OrdersTable, type TableColumn } from '@repo/ui/components/OrdersTable';
import { Pagination } from '@repo/ui/components/Pagination';
import { Select } from '@repo/ui/components/Select';
import { Stack } from '@repo/ui/components/Stack';
import { formatDateTime } from '@repo/ui/format';
import { apiKey } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import { usePaged } from '../../shared/lists/usePaged';
import { Loaded } from '../../shared/page/loadStates';
import { useOrderText } from './format';
import {
  hasFilters,
  historyRequest,
  isEndedStatus,
  NO_FILTERS,
  type HistoryFilters,
} from './historyFilters';
import { pnlPercent, pnlTrend, type Order } from './livePnl';
import {
  closeReasonMessages,
  positionsMessages as messages,
  revokeReasonMessages,
} from './messages';
import { ENDED_STATUSES, useOrderHistory } from './orderApi';
import { Figure, RowHead } from './PositionRow';
import * as styles from './positions.css';

const ALL = 'all';

/** Precision of each product's prices (from the start-up product list). */
function useProducts(api: ApiClient) {
  const products = useApiQuery(apiKey('/trade/product/list'), async () =>
    unwrap(await api.GET('/trade/product/list')),
  );
  return products.status === 'ready' ? products.data : [];
}

/**
 * Why an ended order ended, in the user's language: its close reason, or for a revoked one its
 * `reasonCode` (never the server's English `reason`).
 */
export function useEndReason() {
  const intl = useIntl();
  return (order: Order): string | null => {
    if (order.closeReason) return intl.formatMessage(closeReasonMessages[order.closeReason]);
    if (order.reasonCode) return intl.formatMessage(revokeReasonMessages[order.reasonCode]);
    if (order.status === 'revoked') return intl.formatMessage(revokeReasonMessages.other);
    return null;
  };
}

function Filters({
  api,
  filters,
  onChange,
}: {
  api: ApiClient;
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}) {
  const intl = useIntl();
  const text = useOrderText();
  const products = useProducts(api);
  const all = intl.formatMessage(messages.all);
  return (
    <Stack gap="small">
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.product)}
          options={[
            { id: ALL, label: all },
            ...products.map((p) => ({ id: String(p.id), label: p.code })),
          ]}
          selectedKey={filters.productId === null ? ALL : String(filters.productId)}
          onSelectionChange={(key) =>
            onChange({ ...filters, productId: key === ALL || key === null ? null : Number(key) })
          }
        />
        <Select
          label={intl.formatMessage(messages.direction)}
          options={[
            { id: ALL, label: all },
            { id: 'long', label: text.direction('long') },
            { id: 'short', label: text.direction('short') },
          ]}
          selectedKey={filters.direction ?? ALL}
          onSelectionChange={(key) =>
            onChange({
              ...filters,
              direction: key === 'long' || key === 'short' ? key : null,
            })
          }
        />
        <Select
          label={intl.formatMessage(messages.status)}
          options={[
            { id: ALL, label: all },
            ...ENDED_STATUSES.map((s) => ({ id: s, label: text.status(s) })),
          ]}
          selectedKey={filters.status ?? ALL}
          onSelectionChange={(key) =>
            onChange({ ...filters, status: isEndedStatus(key) ? key : null })
          }
        />
      </div>
      <DateRangeShortcuts
        value={filters.range?.key ?? null}
        onChange={(range) => onChange({ ...filters, range })}
      />
      {hasFilters(filters) ? (
        <div>
          <Button tone="ghost" size="small" onPress={() => onChange(NO_FILTERS)}>
            {intl.formatMessage(messages.clearFilters)}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

type Column = 'product' | 'direction' | 'lots' | 'open' | 'close' | 'pnl' | 'status' | 'time';

interface HistoryViewProps {
  orders: readonly Order[];
  detailPath: string;
  precisionOf: (productId: number) => number;
  timeZone: string;
}

function HistoryTable({ orders, detailPath, precisionOf, timeZone }: HistoryViewProps) {
  const intl = useIntl();
  const text = useOrderText();
  const reason = useEndReason();
  const navigate = useNavigate();
  const columns: readonly TableColumn<Column>[] = useMemo(
    () => [
      { id: 'product', name: intl.formatMessage(messages.product), isRowHeader: true },
      { id: 'direction', name: intl.formatMessage(messages.direction) },
      { id: 'lots', name: intl.formatMessage(messages.lots), align: 'end' },
      { id: 'open', name: intl.formatMessage(messages.openPrice), align: 'end' },
      { id: 'close', name: intl.formatMessage(messages.closePrice), align: 'end' },
      { id: 'pnl', name: intl.formatMessage(messages.pnl), align: 'end' },
      { id: 'status', name: intl.formatMessage(messages.status) },
      { id: 'time', name: intl.formatMessage(messages.closedAt) },
    ],
    [intl],
  );
  const rows = orders.map((order) => ({ ...order, id: order.orderNo }));
  return (
    <OrdersTable
      aria-label={intl.formatMessage(messages.historyTable)}
      columns={columns}
      rows={rows}
      onRowAction={(id: Key) => void navigate(`${detailPath}/${encodeURIComponent(String(id))}`)}
      renderCell={(order, column) => {
        const precision = precisionOf(order.productId);
        switch (column) {
          case 'product':
            return <bdi>{order.productCode}</bdi>;
          case 'direction':
            return (
              <span className={`${styles.badge} ${styles.direction[order.direction]}`}>
                {text.direction(order.direction)}
              </span>
            );
          case 'lots':
            return text.lotsMultiple(order);
          case 'open':
            return text.price(order.openPrice ?? order.entrustPrice, precision);
          case 'close':
            return text.price(order.closePrice, precision);
          case 'pnl':
            return (
              <span className={styles.trend[pnlTrend(order.profitLoss)]}>
                {text.pnl(order.profitLoss)}
              </span>
            );
          case 'status':
            return [text.status(order.status), reason(order)].filter(Boolean).join(' · ');
          case 'time':
            return formatDateTime(order.closeTime ?? order.createdAt, intl.locale, timeZone);
        }
      }}
    />
  );
}

function HistoryCards({ orders, detailPath, precisionOf, timeZone }: HistoryViewProps) {
  const intl = useIntl();
  const text = useOrderText();
  const reason = useEndReason();
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(messages.historyTab)}>
      {orders.map((order) => {
        const precision = precisionOf(order.productId);
        const percent =
          order.profitLoss == null ? null : pnlPercent(order.profitLoss, order.margin);
        return (
          <li
            key={order.orderNo}
            className={styles.row}
            data-testid={`history-row-${order.orderNo}`}
          >
            <RowHead order={order} detailPath={detailPath} aside={text.status(order.status)} />
            <dl className={styles.figures}>
              <Figure label={intl.formatMessage(messages.pnl)}>
                <bdi className={styles.trend[pnlTrend(order.profitLoss)]}>
                  {order.status === 'closed'
                    ? text.pnlWithPercent(order.profitLoss, percent)
                    : text.pnl(null)}
                </bdi>
              </Figure>
              <Figure label={intl.formatMessage(messages.closePrice)}>
                {text.price(order.closePrice, precision)}
              </Figure>
              <Figure label={intl.formatMessage(messages.closeReason)}>
                {reason(order) ?? text.pnl(null)}
              </Figure>
              <Figure label={intl.formatMessage(messages.closedAt)}>
                <time dateTime={order.closeTime ?? order.createdAt}>
                  {formatDateTime(order.closeTime ?? order.createdAt, intl.locale, timeZone)}
                </time>
              </Figure>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export interface OrderHistoryProps {
  api: ApiClient;
  detailPath: string;
  /** Filters (product, direction, status, date shortcuts): the full history page. */
  withFilters?: boolean;
  /** A table (desktop) instead of cards (phone). */
  table?: boolean;
  timeZone?: string;
  initialFilters?: HistoryFilters;
}

/**
 * Ended orders (closed, cancelled, revoked), newest first, 20 per page (5, 10, 20, 30, 50), with the
 * filters of spec §2 on the full page.
 */
export function OrderHistory({
  api,
  detailPath,
  withFilters = false,
  table = false,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  initialFilters = NO_FILTERS,
}: OrderHistoryProps) {
  const intl = useIntl();
  const { page, pageSize, setPage, setPageSize, restart } = usePaged();
  const [filters, setFilters] = useState(initialFilters);
  const result = useOrderHistory(api, historyRequest(filters, page, pageSize));
  const products = useProducts(api);
  const precisionOf = (productId: number) =>
    products.find((p) => p.id === productId)?.precision ?? 2;
  const View = table ? HistoryTable : HistoryCards;
  return (
    <Stack gap="medium">
      {withFilters ? (
        <Filters
          api={api}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            restart();
          }}
        />
      ) : null}
      <Loaded
        result={result}
        skeletonLines={4}
        loading={messages.loadingHistory}
        failed={messages.historyFailed}
        isEmpty={(data) => data.total === 0 || data.list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(
              hasFilters(filters) ? messages.noHistoryMatch : messages.noHistory,
            )}
          />
        }
      >
        {(data) => (
          <>
            <View
              orders={data.list}
              detailPath={detailPath}
              precisionOf={precisionOf}
              timeZone={timeZone}
            />
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
  );
}
