import {
  useCallback,
  useMemo,
  useState,
  type ProfilerOnRenderCallback,
  type ReactNode,
} from 'react';
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

/** What differs between the open lists: their words and how a row is drawn. */
interface OpenListTexts {
  loading: typeof messages.loadingPositions;
  failed: typeof messages.positionsFailed;
  empty: typeof messages.noPositions;
  emptyHint: typeof messages.noPositionsHint;
  count: typeof messages.positionsCount | typeof messages.pendingCount;
  label: typeof messages.positionsTab;
}

/**
 * One open list (positions or pending orders): every open order of its statuses with the count, the
 * live prices of their products watched, and the dialogs of its row actions.
 */
function OpenList({
  api,
  statuses,
  texts,
  skeletonLines,
  renderRow,
  dialog,
}: {
  api: ApiClient;
  statuses: readonly Order['status'][];
  texts: OpenListTexts;
  skeletonLines: number;
  renderRow: (order: Order) => ReactNode;
  dialog: ReactNode;
}) {
  const intl = useIntl();
  const result = useOrderList(api, statuses);
  useSymbols(result.status === 'ready' ? result.data.list : undefined);
  return (
    <>
      <Loaded
        result={result}
        skeletonLines={skeletonLines}
        loading={texts.loading}
        failed={texts.failed}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(texts.empty)}
            description={intl.formatMessage(texts.emptyHint)}
          />
        }
      >
        {(data) => (
          <Stack gap="small">
            <ListCount data={data} count={texts.count} />
            <ul className={styles.list} aria-label={intl.formatMessage(texts.label)}>
              {data.list.map(renderRow)}
            </ul>
            <ListPartial data={data} />
          </Stack>
        )}
      </Loaded>
      {dialog}
    </>
  );
}

const POSITION_TEXTS: OpenListTexts = {
  loading: messages.loadingPositions,
  failed: messages.positionsFailed,
  empty: messages.noPositions,
  emptyHint: messages.noPositionsHint,
  count: messages.positionsCount,
  label: messages.positionsTab,
};

const PENDING_TEXTS: OpenListTexts = {
  loading: messages.loadingPending,
  failed: messages.pendingFailed,
  empty: messages.noPending,
  emptyHint: messages.noPendingHint,
  count: messages.pendingCount,
  label: messages.pendingTab,
};

/** Open positions with live P&L, close at market and SL/TP (the Positions tab). */
export function PositionsList({ api, detailPath, onRowCommit }: OrderListProps) {
  const { onClose, onEditStops, dialog } = useOrderDialogs(api);
  return (
    <OpenList
      api={api}
      statuses={OPEN_STATUSES}
      texts={POSITION_TEXTS}
      skeletonLines={4}
      dialog={dialog}
      renderRow={(order) => (
        <PositionRow
          key={order.orderNo}
          api={api}
          order={order}
          detailPath={detailPath}
          onClose={onClose}
          onEditStops={onEditStops}
          onCommit={onRowCommit}
        />
      )}
    />
  );
}

/** Pending (entrusted) orders with cancel and SL/TP (the Pending tab). */
export function PendingList({ api, detailPath }: OrderListProps) {
  const { onCancel, onEditStops, dialog } = useOrderDialogs(api);
  return (
    <OpenList
      api={api}
      statuses={PENDING_STATUSES}
      texts={PENDING_TEXTS}
      skeletonLines={3}
      dialog={dialog}
      renderRow={(order) => (
        <PendingRow
          key={order.orderNo}
          api={api}
          order={order}
          detailPath={detailPath}
          onCancel={onCancel}
          onEditStops={onEditStops}
        />
      )}
    />
  );
}
