import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The query key of a contract call: its path as written in the contract, then its parameters when it
 * has any. Two screens asking the same call with the same parameters share one cache entry.
 */
export function apiKey(path: string, params?: Record<string, unknown>): QueryKey {
  return params === undefined ? [path] : [path, params];
}

/**
 * The start-up loads of spec §4 that screens read too (GET, no parameters). Their answer is kept until
 * the server says otherwise: start-up, a re-read after a reconnect or a refresh topic writes it.
 */
export const STARTUP_GETS = ['/trade/product/list', '/country/list', '/translation/list'] as const;
/** The start-up loads sent as POST (site parameters, dictionaries). */
export const STARTUP_POSTS = ['/common/dict/allMap', '/common/dictEnumMapAll'] as const;

const keyPath = (key: QueryKey): string => (typeof key[0] === 'string' ? key[0] : '');

/** Calls about the user's messages and notices: read again when a refresh-notice topic arrives. */
export function isNoticeQuery(key: QueryKey): boolean {
  const path = keyPath(key);
  return path.startsWith('/user/message') || path === '/user/getUserNotice';
}

/**
 * Calls about the user's orders, positions and balance: read again when the order topic says one
 * changed, and after a reconnect (messages may have been missed meanwhile).
 */
export function isOrderQuery(key: QueryKey): boolean {
  const path = keyPath(key);
  return path.startsWith('/user/orders/') || path.startsWith('/user/money');
}

/** Calls whose answer holds balances or money records: read again when the money topic arrives. */
const MONEY_PATHS: ReadonlySet<string> = new Set([
  '/user/info',
  '/user/money/info',
  '/user/bill/list',
  '/user/recharge/list',
  '/user/withdraw/list',
  '/user/exchange/records',
  '/exchange/coin/list',
]);

export function isMoneyQuery(key: QueryKey): boolean {
  return MONEY_PATHS.has(keyPath(key));
}

/** Calls about timed bets (my bets, the periods and their results): read again when a bet changes. */
export function isBetQuery(key: QueryKey): boolean {
  const path = keyPath(key);
  return path.startsWith('/user/bet/') || path.startsWith('/bet/coin/period/');
}

/** Calls about the signed-in account: dropped when the account changes (logout, another login). */
export function isAccountQuery(key: QueryKey): boolean {
  return keyPath(key).startsWith('/user/');
}

/**
 * The app's query cache. No automatic retries (a failed read shows its own Retry, and the error
 * middleware has already told the user), no refetch on window focus (the socket and the refresh
 * topics say when data changed); an answer counts as fresh for 30 s, start-up loads until rewritten.
 */
export function createAppQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
  for (const path of [...STARTUP_GETS, ...STARTUP_POSTS])
    client.setQueryDefaults(apiKey(path), { staleTime: Infinity });
  return client;
}
