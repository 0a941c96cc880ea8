import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { DEMO_PASSWORD } from '../db/seedData';
import {
  assertMatchesContract,
  call,
  signIn,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { RATE_LIMITS } from './rateLimit';

/**
 * Idempotency tokens need no account and each is a row kept for a day: callers without an account
 * get a few a minute per address; signed-in accounts are not counted there.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const storedTokens = async () => {
  const [row] = await queryRows<{ n: number }>(
    server.app.appContext.db,
    sql`SELECT count(*)::int AS n FROM idempotent_tokens`,
  );
  return row!.n;
};

async function tokenCall(remoteAddress: string, token?: string) {
  const { op, res, json } = await call(server.app, 'getIdempotentToken', {
    remoteAddress,
    ...(token ? { token } : {}),
  });
  assertMatchesContract(op, res);
  return json();
}

describe('idempotency tokens without an account', () => {
  it(`answers 429 after ${RATE_LIMITS.getIdempotentToken!.max} a minute from one address, guests counted with it; accounts and other addresses go on`, async () => {
    const limit = RATE_LIMITS.getIdempotentToken!;
    expect(limit.max).toBeLessThanOrEqual(60);
    expect(limit.windowMs).toBeGreaterThanOrEqual(60_000);
    const address = '10.0.3.1';
    const before = await storedTokens();
    const codes: number[] = [];
    for (let i = 0; i < limit.max - 1; i++) codes.push((await tokenCall(address)).code);
    // A guest session from the same address is one more caller without an account.
    const guest = await call(server.app, 'loginGuest', { remoteAddress: address });
    const guestToken = (guest.json().data as { token: string }).token;
    codes.push((await tokenCall(address, guestToken)).code);
    expect(codes).toEqual(Array.from({ length: limit.max }, () => 0));

    const refused = await tokenCall(address);
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/try again in \d+ s/);
    expect((await tokenCall(address, guestToken)).code).toBe(429);
    // The refused calls stored nothing.
    expect(await storedTokens()).toBe(before + limit.max);

    // A signed-in account from that address is not counted against it, nor is another address.
    const { token } = await signIn(server.app, 'demouser', DEMO_PASSWORD);
    expect((await tokenCall(address, token)).code).toBe(0);
    expect((await tokenCall('10.0.3.2')).code).toBe(0);
  });
});
