import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import { apiKey, isOrderQuery } from '../../shared/data/queryClient';
import { useApiQuery } from '../../shared/data/useApiQuery';
import type { Order, TradeRule } from './livePnl';

/** Open positions (in position, or settling a close): the Positions tab. */
export const OPEN_STATUSES = ['in_position', 'settling'] as const satisfies Order['status'][];
/** Pending (entrusted) orders: the Pending tab. */
export const PENDING_STATUSES = ['entrusted'] as const satisfies Order['status'][];
/** The ended statuses the history lists (spec §4). */
export const ENDED_STATUSES = [
  'closed',
  'cancelled',
  'revoked',
] as const satisfies Order['status'][];
export type EndedStatus = (typeof ENDED_STATUSES)[number];

/** The page size the open lists are read in: the contract's largest (`PageLimit`). */
export const OPEN_PAGE_SIZE = 50;
/**
 * The most pages one read of an open list walks (10,000 orders): a bound, so that a list growing
 * while it is read cannot keep the read going. The list says when it shows fewer than there are.
 */
export const OPEN_MAX_PAGES = 200;

/** Every open order of some statuses (as far as `OPEN_MAX_PAGES` goes), and how many the server has. */
export interface OpenOrders {
  list: Order[];
  /** The server's count; more than `list.length` only when the read stopped at the bound. */
  total: number;
}

/**
 * Reads all of the user's orders of some statuses, newest first, page by page through the contract's
 * pagination until it has the server's total (a page shorter than asked for, or one with nothing new,
 * ends it too). An order that moved to the next page while the pages were read (a new order arrived)
 * is listed once; one that a close moved up is in the next read, which the order topic brings.
 */
export async function readOpenOrders(
  api: ApiClient,
  status: readonly Order['status'][],
): Promise<OpenOrders> {
  const list: Order[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (let page = 1; page <= OPEN_MAX_PAGES; page += 1) {
    const body: Schema<'OrderListRequest'> = { status: [...status], page, limit: OPEN_PAGE_SIZE };
    const answer = unwrap(await api.POST('/user/orders/list', { body }));
    total = answer.total;
    let added = 0;
    for (const order of answer.list) {
      if (seen.has(order.orderNo)) continue;
      seen.add(order.orderNo);
      list.push(order);
      added += 1;
    }
    if (list.length >= total || answer.list.length < OPEN_PAGE_SIZE || added === 0) break;
  }
  return { list, total: Math.max(total, list.length) };
}

export type HistoryRequest = Schema<'OrderHistoryRequest'>;

/** All of the user's orders of some statuses, newest first (the Positions and Pending tabs). */
export function useOrderList(api: ApiClient, status: readonly Order['status'][]) {
  return useApiQuery(apiKey('/user/orders/list', { status: [...status] }), () =>
    readOpenOrders(api, status),
  );
}

/** One page of the order history with its filters. */
export function useOrderHistory(api: ApiClient, body: HistoryRequest) {
  return useApiQuery(apiKey('/user/orders/history', body), async () =>
    unwrap(await api.POST('/user/orders/history', { body })),
  );
}

/** One order with its history rows. */
export function useOrder(api: ApiClient, orderNo: string) {
  return useApiQuery(apiKey('/user/orders/info/{orderNo}', { orderNo }), async () =>
    unwrap(await api.GET('/user/orders/info/{orderNo}', { params: { path: { orderNo } } })),
  );
}

/** A product's published trading rules (spread, contract size, fees), shared by its rows. */
export function useTradeRule(api: ApiClient, productId: number) {
  return useApiQuery<TradeRule>(apiKey('/trade/product/rule/{id}', { id: productId }), async () =>
    unwrap(await api.GET('/trade/product/rule/{id}', { params: { path: { id: productId } } })),
  );
}

export type OrderAction =
  | { kind: 'close'; orderNo: string }
  | { kind: 'cancel'; orderNo: string }
  | {
      kind: 'stops';
      orderNo: string;
      stopLoss: string | null;
      takeProfit: string | null;
    };

const intentOf = (action: OrderAction) => JSON.stringify(action);

async function send(api: ApiClient, action: OrderAction, token: string): Promise<Order> {
  const params = { header: { 'X-IDEMPOTENT-TOKEN': token } };
  if (action.kind === 'close')
    return unwrap(
      await api.POST('/user/orders/close', { params, body: { orderNo: action.orderNo } }),
    );
  if (action.kind === 'cancel')
    return unwrap(
      await api.POST('/user/orders/cancel', { params, body: { orderNo: action.orderNo } }),
    );
  const { orderNo, stopLoss, takeProfit } = action;
  return unwrap(
    await api.POST('/user/orders/update', { params, body: { orderNo, stopLoss, takeProfit } }),
  );
}

/**
 * Close, cancel or edit the stops of an order, idempotently (ARCHITECTURE.md "Idempotency"): the
 * intent gets one token from `/common/getToken` before its first attempt and reuses it on every
 * retry of the same body (a double tap, a retry after a timeout), so the server does it once. A
 * different intent gets a new token. On success the order lists and the balance are read again.
 */
export function useOrderAction(api: ApiClient) {
  const queryClient = useQueryClient();
  const tokens = useRef(new Map<string, Promise<string>>());
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (action: OrderAction): Promise<Order | null> => {
      const intent = intentOf(action);
      let token = tokens.current.get(intent);
      if (!token) {
        token = api
          .POST('/common/getToken')
          .then((result) => unwrap(result).token)
          .catch((failure: unknown) => {
            tokens.current.delete(intent);
            throw failure;
          });
        tokens.current.set(intent, token);
      }
      setPending(intent);
      setError(null);
      try {
        const order = await send(api, action, await token);
        tokens.current.delete(intent);
        void queryClient.invalidateQueries({ predicate: (q) => isOrderQuery(q.queryKey) });
        return order;
      } catch (failure) {
        // The token stays: a retry of this intent is the same request to the server.
        setError(failure);
        return null;
      } finally {
        setPending(null);
      }
    },
    [api, queryClient],
  );
  const reset = useCallback(() => setError(null), []);
  return {
    run,
    error,
    reset,
    isPending: (action: OrderAction) => pending === intentOf(action),
    isBusy: pending !== null,
  };
}
