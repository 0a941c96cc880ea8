import { useCallback, useMemo, useState, type ProfilerOnRenderCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@repo/api-schema/client';
import { EmptyState } from '@repo/ui/components/EmptyState';
import { Stack } from '@repo/ui/components/Stack';
import { Loaded } from '../../shared/page/loadStates';
import { useWatchPrices } from '../../shared/services/screenServices';
import type { Order } from './livePnl';
import { positionsMessages as messages } from './messages';
import {
  OPEN_STATUSES,
  PENDING_STATUSES,
  useOrderAction,
  useOrderList,
  type OpenOrders,
} from './orderApi';
import { CancelDialog, CloseDialog, EditStopsDialog } from './OrderDialogs';
import { PendingRow, PositionRow } from './PositionRow';
import * as styles from './positions.css';

export interface OrderListProps {
  api: ApiClient;
  /** The detail page of an order, without the order number (`/m/user/trade/position`). */
  detailPath: string;
  /**
   * Measuring only (the render benchmark): called each time a position row renders, through a React
   * Profiler inside the row with the order number as its id. React calls it in development and
   * profiling builds, never in production.
   */
  onRowCommit?: ProfilerOnRenderCallback | undefined;
}

type Dialog = { kind: 'close' | 'cancel' | 'stops'; order: Order } | null;

/** The dialogs of a list, one at a time, with the list's idempotent actions. */
function useOrderDialogs(api: ApiClient) {
  const actions = useOrderAction(api);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Stable callbacks: the memoised rows keep them across the list's renders.
  const onClose = useCallback((order: Order) => setDialog({ kind: 'close', order }), []);
  const onCancel = useCallback((order: Order) => setDialog({ kind: 'cancel', order }), []);
  const onEditStops = useCallback((order: Order) => setDialog({ kind: 'stops', order }), []);
  const done = () => setDialog(null);
  const props = dialog ? { api, order: dialog.order, actions, onDone: done } : null;
  const shown =
    props === null ? null : dialog?.kind === 'close' ? (
      <CloseDialog {...props} />
    ) : dialog?.kind === 'cancel' ? (
      <CancelDialog {...props} />
    ) : (
      <EditStopsDialog {...props} />
    );
  return { onClose, onCancel, onEditStops, dialog: shown };
}

/** How many orders the list has (the server's count), above it. */
function ListCount({
  data,
  count,
}: {
  data: OpenOrders;
  count: typeof messages.positionsCount | typeof messages.pendingCount;
}) {
  const intl = useIntl();
  return (
    <p className={styles.listCount} data-testid="orders-count">
      {intl.formatMessage(count, { count: data.total })}
    </p>
  );
}

/** Under a list cut short (more orders than one read walks): says how many of how many it shows. */
function ListPartial({ data }: { data: OpenOrders }) {
  const intl = useIntl();
  if (data.list.length >= data.total) return null;
  return (
    <p className={styles.listCount}>
      {intl.formatMessage(messages.listPartial, { shown: data.list.length, total: data.total })}
    </p>
  );
}

function useSymbols(orders: readonly Order[] | undefined) {
  const symbols = useMemo(
    () => [...new Set((orders ?? []).map((order) => order.productCode))].sort(),
    [orders],
  );
  useWatchPrices(symbols);
}

/** Open positions with live P&L, close at market and SL/TP (the Positions tab). */
export function PositionsList({ api, detailPath, onRowCommit }: OrderListProps) {
  const intl = useIntl();
  const result = useOrderList(api, OPEN_STATUSES);
  const { onClose, onEditStops, dialog } = useOrderDialogs(api);
  useSymbols(result.status === 'ready' ? result.data.list : undefined);
  return (
    <>
      <Loaded
        result={result}
        skeletonLines={4}
        loading={messages.loadingPositions}
        failed={messages.positionsFailed}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(messages.noPositions)}
            description={intl.formatMessage(messages.noPositionsHint)}
          />
        }
      >
        {(data) => (
          <Stack gap="small">
            <ListCount data={data} count={messages.positionsCount} />
            <ul className={styles.list} aria-label={intl.formatMessage(messages.positionsTab)}>
              {data.list.map((order) => (
                <PositionRow
                  key={order.orderNo}
                  api={api}
                  order={order}
                  detailPath={detailPath}
                  onClose={onClose}
                  onEditStops={onEditStops}
                  onCommit={onRowCommit}
                />
              ))}
            </ul>
            <ListPartial data={data} />
          </Stack>
        )}
      </Loaded>
      {dialog}
    </>
  );
}

/** Pending (entrusted) orders with cancel and SL/TP (the Pending tab). */
export function PendingList({ api, detailPath }: OrderListProps) {
  const intl = useIntl();
  const result = useOrderList(api, PENDING_STATUSES);
  const { onCancel, onEditStops, dialog } = useOrderDialogs(api);
  useSymbols(result.status === 'ready' ? result.data.list : undefined);
  return (
    <>
      <Loaded
        result={result}
        skeletonLines={3}
        loading={messages.loadingPending}
        failed={messages.pendingFailed}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(messages.noPending)}
            description={intl.formatMessage(messages.noPendingHint)}
          />
        }
      >
        {(data) => (
          <Stack gap="small">
            <ListCount data={data} count={messages.pendingCount} />
            <ul className={styles.list} aria-label={intl.formatMessage(messages.pendingTab)}>
              {data.list.map((order) => (
                <PendingRow
                  key={order.orderNo}
                  api={api}
                  order={order}
                  detailPath={detailPath}
                  onCancel={onCancel}
                  onEditStops={onEditStops}
                />
              ))}
            </ul>
            <ListPartial data={data} />
          </Stack>
        )}
      </Loaded>
      {dialog}
    </>
  );
}
