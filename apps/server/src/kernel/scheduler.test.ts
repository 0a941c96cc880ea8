import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/database';
import { ManualClock } from './clock';
import { acquireLease, releaseLease, Scheduler, type JobDefinition } from './scheduler';
import { openKernelTestDatabase } from './testDatabase';

let database: Database;
beforeAll(async () => {
  database = await openKernelTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
let seq = 0;

function job(
  overrides: Partial<JobDefinition> = {},
): JobDefinition & { slots: number[]; name: string } {
  const slots: number[] = [];
  return {
    name: `job-${++seq}`,
    everyMs: HOUR,
    catchUp: 'every',
    run: async ({ scheduledAt }) => {
      slots.push(scheduledAt);
    },
    ...overrides,
    slots,
  } as JobDefinition & { slots: number[]; name: string };
}

const quiet = () => undefined;
const scheduler = (clock: ManualClock, owner: string, jobs: JobDefinition[]) =>
  new Scheduler({ db: database.db, clock, owner, jobs, log: quiet });

describe('job scheduler', () => {
  it('runs a new job at once, then once per period', async () => {
    const clock = new ManualClock(T0);
    const j = job();
    const s = scheduler(clock, 'a', [j]);
    await s.register();
    await s.runDue();
    await s.runDue();
    clock.advance(HOUR - 1);
    await s.runDue();
    clock.advance(1);
    await s.runDue();
    expect(j.slots).toEqual([T0, T0 + HOUR]);
  });

  it('runs each slot once when two instances race for it', async () => {
    const clock = new ManualClock(T0);
    const slots: number[] = [];
    const shared = job({
      run: async ({ scheduledAt }) => {
        await new Promise((r) => setTimeout(r, 5));
        slots.push(scheduledAt);
      },
    });
    const a = scheduler(clock, 'a', [shared]);
    const b = scheduler(clock, 'b', [shared]);
    await a.register();
    await b.register();
    for (let i = 0; i < 6; i++) {
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      clock.advance(HOUR);
    }
    expect(slots).toEqual(Array.from({ length: 6 }, (_, i) => T0 + i * HOUR));
  });

  it('catches up every missed slot in order after downtime (catchUp: every)', async () => {
    const clock = new ManualClock(T0);
    const j = job();
    const s = scheduler(clock, 'a', [j]);
    await s.register();
    await s.runDue();
    clock.advance(5 * HOUR + 10); // the server was down for five hours
    await scheduler(clock, 'restarted', [j]).runDue();
    expect(j.slots).toEqual([0, 1, 2, 3, 4, 5].map((i) => T0 + i * HOUR));
  });

  it('runs only the newest missed slot for catchUp: latest', async () => {
    const clock = new ManualClock(T0);
    const j = job({ catchUp: 'latest' });
    const s = scheduler(clock, 'a', [j]);
    await s.register();
    await s.runDue();
    clock.advance(5 * HOUR + 10);
    await s.runDue();
    expect(j.slots).toEqual([T0, T0 + 5 * HOUR]);
  });

  it('keeps the slots done before a failure and resumes at the failed one', async () => {
    const clock = new ManualClock(T0);
    let failAt: number | null = T0 + 2 * HOUR;
    const done: number[] = [];
    const j = job({
      run: async ({ scheduledAt }) => {
        if (scheduledAt === failAt) throw new Error('injected');
        done.push(scheduledAt);
      },
    });
    const s = scheduler(clock, 'a', [j]);
    await s.register();
    clock.advance(3 * HOUR);
    const errors = console.error;
    console.error = quiet;
    try {
      await s.runDue();
    } finally {
      console.error = errors;
    }
    expect(done).toEqual([T0, T0 + HOUR]);
    failAt = null;
    await s.runDue();
    expect(done).toEqual([0, 1, 2, 3].map((i) => T0 + i * HOUR));
  });

  it('leaves a job claimed by a crashed instance alone until its lease expires', async () => {
    const clock = new ManualClock(T0);
    const j = job({ leaseMs: 60_000 });
    const s = scheduler(clock, 'b', [j]);
    await s.register();
    await database.db.execute(
      sql`UPDATE jobs SET lease_owner = 'crashed', lease_until_ms = ${T0 + 60_000} WHERE name = ${j.name}`,
    );
    await s.runDue();
    expect(j.slots).toEqual([]);
    clock.advance(60_001);
    await s.runDue();
    expect(j.slots).toEqual([T0]);
    const [row] = await queryRows<{ owner: string | null }>(
      database.db,
      sql`SELECT lease_owner AS owner FROM jobs WHERE name = ${j.name}`,
    );
    expect(row!.owner).toBeNull();
  });
});

describe('leases', () => {
  it('has one holder at a time, renewable by it, free after expiry or release', async () => {
    const clock = new ManualClock(T0);
    const db = database.db;
    expect(await acquireLease(db, clock, 'leader', 'a', 10_000)).toBe(true);
    expect(await acquireLease(db, clock, 'leader', 'b', 10_000)).toBe(false);
    clock.advance(9_000);
    expect(await acquireLease(db, clock, 'leader', 'a', 10_000)).toBe(true);
    clock.advance(9_000);
    expect(await acquireLease(db, clock, 'leader', 'b', 10_000)).toBe(false);
    clock.advance(1_001);
    expect(await acquireLease(db, clock, 'leader', 'b', 10_000)).toBe(true);
    await releaseLease(db, 'leader', 'b');
    expect(await acquireLease(db, clock, 'leader', 'a', 10_000)).toBe(true);
  });
});
