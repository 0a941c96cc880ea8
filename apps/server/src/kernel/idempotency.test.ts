import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { DEMO_PASSWORD } from '../db/seedData';
import { claimsInTransaction, type Handler } from '../http/route';
import { audit, freeze } from '../ledger/ledger';
import { call, startTestServer, type TestServer } from '../test/harness';
import { AppError, ErrorCode } from '../kernel/errors';

/**
 * Idempotency through the real server: `buildOrder` (x-idempotent) is answered here by a test handler
 * that does what an order does to money (freezes a margin and emits an event in one transaction), so the
 * plugin, the transaction helper and the ledger are exercised together. The trading issue replaces the
 * handler, not the mechanism.
 */
let server: TestServer;
let token: string;
let userId: number;
let runs = 0;
let gate: Promise<void> = Promise.resolve();

const testBuildOrder = (async ({ body, me }, ctx) => {
  runs += 1;
  await gate;
  if (body.lotSize === '999')
    throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'Not enough money');
  if (body.lotSize === '500') throw new Error('crash before any effect');
  const user = me();
  const result = await ctx.kernel.tx(
    async (tx, emit) => {
      const holdId = await freeze(tx, {
        userId: user.id,
        currency: 'USDT',
        amount: body.lotSize,
        kind: 'order_margin',
        reference: `test-${runs}`,
      });
      // '700': a transaction without events (its mark is written on its own, not with the events).
      if (body.lotSize !== '700') {
        await emit({ destination: `/user/${user.id}/topic/order`, body: { holdId } });
      }
      return { holdId, run: runs };
      // '800': the transaction's result is the answer (stored with the effect).
    },
    body.lotSize === '800' ? { answer: true } : {},
  );
  if (body.lotSize === '600' || body.lotSize === '700' || body.lotSize === '800')
    throw new Error('crash after the effect committed');
  // The trading issue returns the contract's Order; this test only needs the answer to be replayed.
  return result as never;
}) satisfies Handler<'buildOrder'>;

/** Starts the server with `buildOrder` answered by `handler`, logged in as the demo user. */
async function serve(handler: Handler<'buildOrder'>) {
  server = await startTestServer({}, { handlers: { buildOrder: handler } });
  const login = await call(server.app, 'login', {
    body: { username: 'demouser', password: DEMO_PASSWORD },
  });
  token = (login.json().data as { token: string }).token;
  userId = (login.json().data as { userInfo: { id: number } }).userInfo.id;
}

beforeAll(() => serve(testBuildOrder), 60_000);
afterAll(() => server?.close());

const order = { productId: 1, direction: 'long', orderType: 'market', multiple: 10 };

async function newToken() {
  const res = await call(server.app, 'getIdempotentToken', { token });
  return (res.json().data as { token: string }).token;
}

const place = (idem: string | undefined, lotSize: string) =>
  call(server.app, 'buildOrder', {
    token,
    body: { ...order, lotSize },
    headers: idem ? { 'x-idempotent-token': idem } : {},
  });

async function holdsOf() {
  const [row] = await queryRows<{ n: number }>(
    server.app.appContext.db,
    sql`SELECT count(*)::int AS n FROM ledger_holds WHERE user_id = ${userId}`,
  );
  return row!.n;
}

describe('idempotent operations', () => {
  it('refuses a call without a token (1100) and with a token never issued (1101)', async () => {
    expect((await place(undefined, '1')).json().code).toBe(1100);
    expect((await place('not-issued-token-123', '1')).json().code).toBe(1101);
  });

  it('runs N concurrent calls with one token once and answers every later call with the stored answer', async () => {
    const idem = await newToken();
    const holdsBefore = await holdsOf();
    const runsBefore = runs;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = place(idem, '2');
    // Let the first claim the token before the others arrive.
    await new Promise((r) => setTimeout(r, 50));
    const others = await Promise.all(Array.from({ length: 8 }, () => place(idem, '2')));
    for (const r of others) expect(r.json().code).toBe(1103);
    open();
    const answer = (await first).json();
    expect(answer.code).toBe(0);
    const retries = await Promise.all(Array.from({ length: 8 }, () => place(idem, '2')));
    for (const r of retries) expect(r.json()).toEqual(answer);
    expect(runs - runsBefore).toBe(1);
    expect((await holdsOf()) - holdsBefore).toBe(1);
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });

  it('answers the same token with another body with 1102 and does nothing', async () => {
    const idem = await newToken();
    expect((await place(idem, '3')).json().code).toBe(0);
    const holds = await holdsOf();
    const other = await place(idem, '4');
    expect(other.json().code).toBe(1102);
    expect(await holdsOf()).toBe(holds);
  });

  it('stores a business error as the answer', async () => {
    const idem = await newToken();
    const first = (await place(idem, '999')).json();
    expect(first.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const runsBefore = runs;
    expect((await place(idem, '999')).json()).toEqual(first);
    expect(runs).toBe(runsBefore);
  });

  it('lets a retry run again when the first failed on the server before any effect committed', async () => {
    const idem = await newToken();
    expect((await place(idem, '500')).json().code).toBe(500);
    const runsBefore = runs;
    expect((await place(idem, '500')).json().code).toBe(500);
    expect(runs).toBe(runsBefore + 1);
  });

  it('refuses a token issued to another user', async () => {
    const other = await call(server.app, 'login', {
      body: { username: 'demoacct', password: DEMO_PASSWORD },
    });
    const otherToken = (other.json().data as { token: string }).token;
    const res = await call(server.app, 'getIdempotentToken', { token: otherToken });
    const idem = (res.json().data as { token: string }).token;
    expect((await place(idem, '1')).json().code).toBe(1101);
  });

  it('refuses an expired token (1101) and runs nothing', async () => {
    const idem = await newToken();
    await server.app.appContext.db.execute(
      sql`UPDATE idempotent_tokens SET expires_at = now() - interval '1 second' WHERE token = ${idem}`,
    );
    const runsBefore = runs;
    expect((await place(idem, '1')).json().code).toBe(1101);
    expect(runs).toBe(runsBefore);
  });

  it.each(['600', '700'])(
    'never runs twice when the first attempt died after its effect committed (lots %s)',
    async (lots) => {
      const idem = await newToken();
      const holds = await holdsOf();
      expect((await place(idem, lots)).json().code).toBe(500);
      expect(await holdsOf()).toBe(holds + 1);
      const [row] = await queryRows<{ state: string }>(
        server.app.appContext.db,
        sql`SELECT state FROM idempotency_records WHERE token = ${idem}`,
      );
      // The mark was written in the transaction of the hold.
      expect(row!.state).toBe('committed');
      const runsBefore = runs;
      const retry = await place(idem, lots);
      expect(retry.json().code).toBe(1103);
      expect(retry.json().msg).toMatch(/carried out/);
      expect(runs).toBe(runsBefore);
      expect(await holdsOf()).toBe(holds + 1);
    },
  );

  it('stores the answer with the effect when the transaction’s result is the answer', async () => {
    const idem = await newToken();
    const holds = await holdsOf();
    // The handler dies after the commit: the answer stored in the transaction is there.
    expect((await place(idem, '800')).json().code).toBe(500);
    expect(await holdsOf()).toBe(holds + 1);
    const [row] = await queryRows<{ state: string; response: string }>(
      server.app.appContext.db,
      sql`SELECT state, response FROM idempotency_records WHERE token = ${idem}`,
    );
    expect(row!.state).toBe('done');
    const runsBefore = runs;
    const retry = await place(idem, '800');
    expect(retry.res.statusCode).toBe(200);
    expect(retry.res.body).toBe(row!.response);
    expect(retry.json().data).toEqual({ holdId: expect.any(String), run: runsBefore });
    expect(runs).toBe(runsBefore);
    expect(await holdsOf()).toBe(holds + 1);
  });
});

/**
 * The same handler declared `claimsInTransaction`: no record before it runs; its transaction makes the
 * record with the effect, or rolls back when the token is taken or not valid.
 */
describe('idempotent operations whose transaction claims the token', () => {
  beforeAll(async () => {
    await server.close();
    await serve(claimsInTransaction(testBuildOrder));
  }, 60_000);

  const recordOf = async (idem: string) =>
    (
      await queryRows<{ state: string; response: string | null }>(
        server.app.appContext.db,
        sql`SELECT state, response FROM idempotency_records WHERE token = ${idem}`,
      )
    )[0];

  it('makes the record in the transaction of the effect, and a retry gets the answer as sent', async () => {
    const idem = await newToken();
    const holds = await holdsOf();
    const first = await place(idem, '800');
    // '800' dies after its commit: the answer stored with the effect is the one a retry gets.
    expect(first.json().code).toBe(500);
    const record = await recordOf(idem);
    expect(record!.state).toBe('done');
    const runsBefore = runs;
    const retry = await place(idem, '800');
    expect(retry.res.statusCode).toBe(200);
    expect(retry.res.body).toBe(record!.response);
    // The retry ran up to its transaction, which found the token taken and rolled back.
    expect(runs).toBe(runsBefore + 1);
    expect(await holdsOf()).toBe(holds + 1);
  });

  it('makes one effect of N concurrent calls with one token, and every call gets its answer', async () => {
    const idem = await newToken();
    const holdsBefore = await holdsOf();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    // All of them run up to their transaction; one of those commits, the others roll back.
    const calls = Array.from({ length: 8 }, () => place(idem, '2'));
    await new Promise((r) => setTimeout(r, 50));
    open();
    const answers = (await Promise.all(calls)).map((r) => r.json());
    expect(answers[0]!.code).toBe(0);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await holdsOf()) - holdsBefore).toBe(1);
    expect((await recordOf(idem))!.state).toBe('done');
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });

  it('refuses a token never issued, or issued to another user (1101), and undoes the effect', async () => {
    const other = await call(server.app, 'login', {
      body: { username: 'demoacct', password: DEMO_PASSWORD },
    });
    const otherToken = (other.json().data as { token: string }).token;
    const theirs = (
      (await call(server.app, 'getIdempotentToken', { token: otherToken })).json().data as {
        token: string;
      }
    ).token;
    const holds = await holdsOf();
    expect((await place('not-issued-token-123', '1')).json().code).toBe(1101);
    expect((await place(theirs, '1')).json().code).toBe(1101);
    expect(await holdsOf()).toBe(holds);
    expect(await recordOf(theirs)).toBeUndefined();
  });

  it('answers the same token with another body with 1102 and undoes its effect', async () => {
    const idem = await newToken();
    expect((await place(idem, '3')).json().code).toBe(0);
    const holds = await holdsOf();
    expect((await place(idem, '4')).json().code).toBe(1102);
    expect(await holdsOf()).toBe(holds);
  });

  it('stores a refusal made before any transaction, and answers a retry with it', async () => {
    const idem = await newToken();
    const first = (await place(idem, '999')).json();
    expect(first.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await recordOf(idem))!.state).toBe('done');
    expect((await place(idem, '999')).json()).toEqual(first);
  });

  it('leaves no record when the first attempt failed before its effect: a retry runs', async () => {
    const idem = await newToken();
    expect((await place(idem, '500')).json().code).toBe(500);
    expect(await recordOf(idem)).toBeUndefined();
    const runsBefore = runs;
    expect((await place(idem, '500')).json().code).toBe(500);
    expect(runs).toBe(runsBefore + 1);
  });

  it('never runs twice when the first attempt died after a transaction that is not the answer', async () => {
    const idem = await newToken();
    const holds = await holdsOf();
    expect((await place(idem, '600')).json().code).toBe(500);
    expect((await recordOf(idem))!.state).toBe('committed');
    const retry = await place(idem, '600');
    expect(retry.json().code).toBe(1103);
    expect(retry.json().msg).toMatch(/carried out/);
    expect(await holdsOf()).toBe(holds + 1);
  });

  it('answers a retry that fails on what the first attempt did with the first attempt’s answer', async () => {
    const idem = await newToken();
    const first = (await place(idem, '5')).json();
    expect(first.code).toBe(0);
    // All the money left is held meanwhile: the retry, run again, fails on that state.
    const { kernel } = server.app.appContext;
    const [balance] = await queryRows<{ available: string }>(
      kernel.db,
      sql`SELECT available::text AS available FROM balances WHERE user_id = ${userId} AND currency = 'USDT'`,
    );
    await kernel.tx((tx) =>
      freeze(tx, { userId, currency: 'USDT', amount: balance!.available, kind: 'order_margin' }),
    );
    const holds = await holdsOf();
    expect((await place(idem, '5')).json()).toEqual(first);
    expect(await holdsOf()).toBe(holds);
    expect(await audit(kernel.db)).toEqual([]);
  });
});
