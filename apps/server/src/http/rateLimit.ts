import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { accountIdOf, loginNameKey } from '../modules/auth/service';
import * as throttle from '../modules/auth/throttle';

/**
 * Request limits per operation and client address (login also per normalised account name; `byUser`
 * ones per signed-in user instead of per address; `withoutAccountOnly` ones count only callers with
 * no session or a guest's), counted in the database so that every instance on one database shares
 * them. The domain adds its own limits on failures (logins, codes, resets); these cap plain request
 * volume.
 */
export const RATE_LIMITS: Record<
  string,
  throttle.Limit & { byAccount?: boolean; byUser?: boolean; withoutAccountOnly?: boolean }
> = {
  login: { max: 10, windowMs: 60_000, byAccount: true },
  register: { max: 10, windowMs: 60_000 },
  forgetPassword: { max: 10, windowMs: 60_000 },
  forgetWithdrawalPassword: { max: 10, windowMs: 60_000 },
  sendVerificationCode: { max: 5, windowMs: 60_000 },
  getCaptcha: { max: 30, windowMs: 60_000 },
  getPaper: { max: 30, windowMs: 60_000 },
  loginGuest: { max: 20, windowMs: 60_000 },
  // Each one creates an account with a balance: a few an hour from one address.
  loginDemo: { max: 5, windowMs: 3_600_000 },
  // Each upload may write up to 5 MB to the disk.
  uploadFile: { max: 20, windowMs: 60_000 },
  // A coupon code can be guessed: checks are counted per user (the app checks once per typed code).
  checkRechargeCoupon: { max: 20, windowMs: 60_000, byUser: true },
  // Each token is a database row kept for a day, and the call needs no account: without one (no
  // session, or a guest's) a few a minute per address, where the app asks for one per money call, a
  // call a guest cannot make anyway. Signed-in accounts are not counted here: each is registered
  // (itself limited) and can be disabled, and the order benchmark fetches thousands for one.
  getIdempotentToken: { max: 30, windowMs: 60_000, withoutAccountOnly: true },
};

/**
 * The bucket of one request: operation, address and, for login, the name as login matches it; for a
 * `byUser` limit the signed-in user (the address when there is none: the call is then refused anyway).
 */
export function requestBucket(operationId: string, req: FastifyRequest): string {
  const limit = RATE_LIMITS[operationId];
  if (limit?.byUser && req.auth) return `request:${operationId}:user:${req.auth.user.id}`;
  const username = (req.body as { username?: unknown } | undefined)?.username;
  const account = limit?.byAccount && typeof username === 'string' ? loginNameKey(username) : '';
  return `request:${operationId}:${req.ip}:${account}`;
}

/** The money calls' bucket: one per signed-in account, shared by every money operation. */
export const moneyCallBucket = (accountId: number) => `request:money:user:${accountId}`;

/**
 * A preHandler for the money calls (the contract's `x-idempotent` operations: orders, bets, deposits,
 * withdrawals, subscriptions, …): a signed-in account may make `perMinute` of them a minute, all
 * operations together, then 429 with the wait (`MONEY_CALLS_PER_MINUTE`, 120 by default: two a second,
 * more than a person tapping makes, and each call is a transaction a script could repeat without end).
 * A refused call runs nothing and stores nothing, so its token stays good for a retry. Callers with no
 * account are not counted: money calls need one, and their security requirement refuses them.
 */
export function moneyCallLimitHook(db: Db, perMinute: number): preHandlerAsyncHookHandler {
  const limit = { max: perMinute, windowMs: 60_000 };
  return async (req) => {
    const account = accountIdOf(req.auth);
    if (account === null) return;
    await throttle.consume(db, moneyCallBucket(account), limit, 'Too many money requests');
  };
}

/** A preHandler (after validation) that counts the request and answers 429 over the limit. */
export function rateLimitHook(db: Db, operationId: string): preHandlerAsyncHookHandler | null {
  const limit = RATE_LIMITS[operationId];
  if (!limit) return null;
  return async (req) => {
    if (limit.withoutAccountOnly && accountIdOf(req.auth) !== null) return;
    await throttle.consume(db, requestBucket(operationId, req), limit);
  };
}
