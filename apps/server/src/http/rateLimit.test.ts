import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { readConfig } from '../config';
import { DEMO_PASSWORD } from '../db/seedData';
import {
  assertMatchesContract,
  call,
  signIn,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { moneyCallBucket, RATE_LIMITS } from './rateLimit';

/**
 * Idempotency tokens need no account and each is a row kept for a day: callers without an account
 * get a few a minute per address; signed-in accounts are not counted there. Money calls are counted
 * per account, all operations together.
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

describe('money calls per account', () => {
  const PER_MINUTE = 3;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ moneyCallsPerMinute: PER_MINUTE });
  }, 60_000);
  afterAll(() => limited?.close());

  /** One money call with a fresh idempotency token (or the given one); its envelope. */
  async function moneyCall(operationId: string, token: string, body: unknown, idem?: string) {
    const idemToken =
      idem ??
      (
        (await call(limited.app, 'getIdempotentToken', { token })).json().data as {
          token: string;
        }
      ).token;
    const { op, res, json } = await call(limited.app, operationId, {
      token,
      body,
      headers: { 'x-idempotent-token': idemToken },
    });
    assertMatchesContract(op, res);
    return { ...json(), idemToken };
  }

  const storedAnswers = async (userId: number) => {
    const [row] = await queryRows<{ n: number }>(
      limited.app.appContext.db,
      sql`SELECT count(*)::int AS n FROM idempotency_records WHERE user_id = ${userId}`,
    );
    return row!.n;
  };

  it(`answers 429 after the setting's number a minute per account, every money operation counted together; nothing runs, the token stays good, others go on`, async () => {
    expect(readConfig({}).moneyCallsPerMinute).toBe(120);
    const { token, userId } = await signIn(limited.app, 'demouser', DEMO_PASSWORD);
    // Three calls of two operations (each answered on its merits: no such order) use the minute up.
    const answers = [
      await moneyCall('cancelOrder', token, { orderNo: 'NO-SUCH-1' }),
      await moneyCall('closeOrder', token, { orderNo: 'NO-SUCH-2' }),
      await moneyCall('cancelOrder', token, { orderNo: 'NO-SUCH-3' }),
    ];
    expect(answers.map((a) => a.code)).toEqual([404, 404, 404]);
    const stored = await storedAnswers(userId);

    const refused = await moneyCall('closeOrder', token, { orderNo: 'NO-SUCH-4' });
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/^Too many money requests; try again in \d+ s$/);
    // Another operation shares the count; the refusals stored no answer under their tokens.
    expect((await moneyCall('cancelOrder', token, { orderNo: 'NO-SUCH-5' })).code).toBe(429);
    expect(await storedAnswers(userId)).toBe(stored);

    // Another account goes on; so does a call that is not a money call.
    const demo = await call(limited.app, 'loginDemo', { remoteAddress: '10.0.4.1' });
    const otherToken = (demo.json().data as { token: string }).token;
    expect((await moneyCall('cancelOrder', otherToken, { orderNo: 'NO-SUCH-6' })).code).toBe(404);
    expect((await call(limited.app, 'getUserInfo', { token })).json().code).toBe(0);

    // When the window ends, the refused call's own token is good for its retry.
    await limited.app.appContext.db.execute(
      sql`UPDATE rate_limit_hits SET reset_at = now() WHERE bucket = ${moneyCallBucket(userId)}`,
    );
    const retried = await moneyCall(
      'closeOrder',
      token,
      { orderNo: 'NO-SUCH-4' },
      refused.idemToken,
    );
    expect(retried.code).toBe(404);
  });
});
