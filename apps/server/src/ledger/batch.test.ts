import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/database';
import { ManualClock } from '../kernel/clock';
import { createKernel, type Kernel } from '../kernel/kernel';
import { addUser, openKernelTestDatabase } from '../kernel/testDatabase';
import { InProcessBroker } from '../realtime/broker';
import {
  audit,
  balancesOf,
  credit,
  debit,
  freeze,
  hold,
  HoldError,
  InsufficientBalanceError,
  postAll,
  takeHolds,
  transfer,
  type Entry,
} from './ledger';

/** The batch postings the engine settles a tick with: the same books as posting one by one. */
let database: Database;
let kernel: Kernel;

beforeAll(async () => {
  database = await openKernelTestDatabase();
  kernel = createKernel({
    db: database.db,
    clock: new ManualClock(0),
    broker: new InProcessBroker(),
  });
}, 60_000);
afterAll(async () => {
  await kernel.outbox.idle();
  await database.close();
});

const rowsOf = (userId: number) =>
  queryRows<{ bucket: string; amount: string; after: string; kind: string; reference: string }>(
    database.db,
    sql`SELECT bucket, amount::text AS amount, balance_after::text AS after, kind, reference
        FROM ledger_entries WHERE user_id = ${userId} ORDER BY id`,
  );

describe('postAll', () => {
  it('writes the rows and balances that posting the entries one by one writes', async () => {
    const [one, batch] = [await addUser(database), await addUser(database)];
    const base = { currency: 'USDT', reference: 'R1' };
    await kernel.tx(async (tx) => {
      await credit(tx, { ...base, userId: one, amount: '100.5', kind: 'recharge' });
      await debit(tx, { ...base, userId: one, amount: '0.12345678', kind: 'order_fee' });
      await transfer(tx, {
        ...base,
        userId: one,
        amount: '40',
        kind: 'stake',
        from: 'available',
        to: 'locked',
      });
      await credit(tx, {
        ...base,
        userId: one,
        currency: 'BTC',
        amount: '0.001',
        kind: 'recharge',
      });
    });
    const entries = (userId: number): Entry[] => [
      { ...base, userId, bucket: 'available', signed: '100.5', kind: 'recharge' },
      { ...base, userId, bucket: 'available', signed: '-0.12345678', kind: 'order_fee' },
      { ...base, userId, bucket: 'available', signed: '-40', kind: 'stake' },
      { ...base, userId, bucket: 'locked', signed: '40', kind: 'stake' },
      { ...base, userId, currency: 'BTC', bucket: 'available', signed: '0.001', kind: 'recharge' },
    ];
    const after = await kernel.tx((tx) => postAll(tx, entries(batch)));
    expect(after.get(`${batch}:USDT`)).toMatchObject({ available: '60.37654322', locked: '40' });
    expect(await rowsOf(batch)).toEqual(await rowsOf(one));
    expect(await balancesOf(database.db, batch)).toEqual(await balancesOf(database.db, one));
    expect(await audit(database.db, batch)).toEqual([]);
  });

  it('refuses the whole batch when a bucket would go below zero at any step, even if it ends above', async () => {
    const userId = await addUser(database);
    await kernel.tx((tx) =>
      credit(tx, { userId, currency: 'USDT', amount: '10', kind: 'recharge' }),
    );
    const m = { userId, currency: 'USDT', bucket: 'available' as const, kind: 'test' };
    await expect(
      kernel.tx((tx) =>
        postAll(tx, [
          { ...m, signed: '-15' },
          { ...m, signed: '20' },
        ]),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect((await balancesOf(database.db, userId))[0]).toMatchObject({ available: '10.00000000' });
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('refuses a zero or malformed amount before writing anything', async () => {
    const userId = await addUser(database);
    const m = { userId, currency: 'USDT', bucket: 'available' as const, kind: 'test' };
    await expect(kernel.tx((tx) => postAll(tx, [{ ...m, signed: '0' }]))).rejects.toThrow(
      RangeError,
    );
    await expect(kernel.tx((tx) => postAll(tx, [{ ...m, signed: '1.123456789' }]))).rejects.toThrow(
      RangeError,
    );
    expect(await rowsOf(userId)).toEqual([]);
  });
});

describe('takeHolds', () => {
  it('takes part of one hold and all of another in one statement; a short or missing hold refuses all', async () => {
    const userId = await addUser(database);
    const m = { userId, currency: 'USDT', kind: 'order_margin' };
    const [a, b] = await kernel.tx(async (tx) => {
      await credit(tx, { ...m, amount: '100', kind: 'recharge' });
      return [await freeze(tx, { ...m, amount: '30' }), await freeze(tx, { ...m, amount: '20' })];
    });
    const holds = () =>
      queryRows<{ id: string; remaining: string; closed: boolean }>(
        database.db,
        sql`SELECT id::text AS id, remaining::text AS remaining, closed_at IS NOT NULL AS closed
            FROM ledger_holds WHERE user_id = ${userId} ORDER BY id`,
      );
    await expect(
      kernel.tx((tx) =>
        takeHolds(tx, [
          { holdId: a, amount: '5' },
          { holdId: b, amount: '20.00000001' },
        ]),
      ),
    ).rejects.toThrow(new HoldError(`Hold ${b} has 20.00000000 left, cannot take 20.00000001`));
    await expect(
      kernel.tx((tx) => takeHolds(tx, [{ holdId: '999999', amount: '1' }])),
    ).rejects.toThrow(new HoldError('No hold 999999'));
    expect((await holds()).map((h) => h.remaining)).toEqual(['30.00000000', '20.00000000']);

    const before = await kernel.tx((tx) =>
      takeHolds(tx, [
        { holdId: a, amount: '10' },
        { holdId: b, amount: '15' },
        { holdId: b, amount: '5' },
      ]),
    );
    expect(before.get(b)).toMatchObject({
      userId,
      amount: '20.00000000',
      remaining: '20.00000000',
    });
    expect(await holds()).toEqual([
      { id: a, remaining: '20.00000000', closed: false },
      { id: b, remaining: '0.00000000', closed: true },
    ]);
  });
});

describe('hold', () => {
  it('writes the hold and its two ledger rows in one statement and returns the buckets after', async () => {
    const userId = await addUser(database);
    const m = { userId, currency: 'USDT', kind: 'order_margin', reference: 'O1' };
    const made = await kernel.tx(async (tx) => {
      await credit(tx, { ...m, amount: '100', kind: 'recharge' });
      return hold(tx, { ...m, amount: '30.5' });
    });
    expect(made).toMatchObject({ available: '69.50000000', frozen: '30.50000000' });
    expect((await rowsOf(userId)).slice(1)).toEqual([
      {
        bucket: 'available',
        amount: '-30.50000000',
        after: '69.50000000',
        kind: 'order_margin',
        reference: 'O1',
      },
      {
        bucket: 'frozen',
        amount: '30.50000000',
        after: '30.50000000',
        kind: 'order_margin',
        reference: 'O1',
      },
    ]);
    const [row] = await queryRows<{ holds: string; entries: string }>(
      database.db,
      sql`SELECT (SELECT string_agg(id::text, ',') FROM ledger_holds WHERE user_id = ${userId}) AS holds,
                 (SELECT string_agg(DISTINCT hold_id::text, ',') FROM ledger_entries
                  WHERE user_id = ${userId} AND hold_id IS NOT NULL) AS entries`,
    );
    expect(row).toEqual({ holds: made.holdId, entries: made.holdId });
    expect(await audit(database.db, userId)).toEqual([]);
  });

  it('with a charge, writes the rows a hold and then a debit write, in the same statement', async () => {
    const [one, apart] = [await addUser(database), await addUser(database)];
    const m = { currency: 'USDT', kind: 'order_margin', reference: 'O2' };
    const made = await kernel.tx(async (tx) => {
      await credit(tx, { ...m, userId: one, amount: '100', kind: 'recharge' });
      await credit(tx, { ...m, userId: apart, amount: '100', kind: 'recharge' });
      await hold(tx, { ...m, userId: apart, amount: '30.5' });
      await debit(tx, { ...m, userId: apart, amount: '0.25', kind: 'order_fee' });
      return hold(
        tx,
        { ...m, userId: one, amount: '30.5' },
        { charge: { amount: '0.25', kind: 'order_fee' } },
      );
    });
    expect(made).toMatchObject({ available: '69.25000000', frozen: '30.50000000' });
    expect(await rowsOf(one)).toEqual(await rowsOf(apart));
    expect((await rowsOf(one)).at(-1)).toEqual({
      bucket: 'available',
      amount: '-0.25000000',
      after: '69.25000000',
      kind: 'order_fee',
      reference: 'O2',
    });
    const [fee] = await queryRows<{ holdId: string | null }>(
      database.db,
      sql`SELECT hold_id::text AS "holdId" FROM ledger_entries
          WHERE user_id = ${one} AND kind = 'order_fee'`,
    );
    expect(fee).toEqual({ holdId: null });
    expect(await audit(database.db, one)).toEqual([]);
  });

  it('refuses unless what it needs is available (hold and charge, or more), writing nothing', async () => {
    const userId = await addUser(database);
    const m = { userId, currency: 'USDT', kind: 'order_margin' };
    await kernel.tx((tx) => credit(tx, { ...m, amount: '10', kind: 'recharge' }));
    const charge = { amount: '0.00000001', kind: 'order_fee' };
    await expect(
      kernel.tx((tx) => hold(tx, { ...m, amount: '10' }, { charge })),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(
      kernel.tx((tx) => hold(tx, { ...m, amount: '9' }, { needs: '10.00000001' })),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(
      kernel.tx((tx) => hold(tx, { ...m, amount: '9' }, { needs: '8' })),
    ).rejects.toBeInstanceOf(RangeError);
    expect(await rowsOf(userId)).toHaveLength(1);
    // Exactly enough: held and charged; a pending order's need leaves its fee's worth available.
    const held = await kernel.tx((tx) => hold(tx, { ...m, amount: '4' }, { needs: '10' }));
    expect(held).toMatchObject({ available: '6.00000000', frozen: '4.00000000' });
    const charged = await kernel.tx((tx) => hold(tx, { ...m, amount: '5.99999999' }, { charge }));
    expect(charged).toMatchObject({ available: '0.00000000', frozen: '9.99999999' });
    expect(await audit(database.db, userId)).toEqual([]);
  });

  it('refuses more than is available, and a user without a balance row, writing nothing', async () => {
    const userId = await addUser(database);
    const m = { userId, currency: 'USDT', kind: 'order_margin' };
    await expect(kernel.tx((tx) => freeze(tx, { ...m, amount: '1' }))).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    );
    await kernel.tx((tx) => credit(tx, { ...m, amount: '10', kind: 'recharge' }));
    await expect(
      kernel.tx((tx) => freeze(tx, { ...m, amount: '10.00000001' })),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM ledger_holds WHERE user_id = ${userId}`,
    );
    expect(row!.n).toBe(0);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(await kernel.tx((tx) => freeze(tx, { ...m, amount: '10' }))).toMatch(/^\d+$/);
    expect(await audit(database.db, userId)).toEqual([]);
  });
});
