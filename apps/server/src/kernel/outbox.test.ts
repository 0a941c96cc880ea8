import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { InProcessBroker, type MessageBroker } from '../realtime/broker';
import { ManualClock } from './clock';
import { createKernel } from './kernel';
import { EventBuffer, Outbox } from './outbox';
import { openKernelTestDatabase } from './testDatabase';

let database: Database;
beforeAll(async () => {
  database = await openKernelTestDatabase();
}, 60_000);
afterAll(() => database?.close());

function recording(): { broker: MessageBroker; got: string[] } {
  const broker = new InProcessBroker();
  const got: string[] = [];
  broker.subscribe('/t', (body) => got.push(JSON.parse(body) as string));
  return { broker, got };
}

const write = (origin: string, body: string) =>
  database.db.transaction(async (tx) => {
    const events = new EventBuffer();
    await events.emit({ destination: '/t', body });
    await events.flush(tx, origin);
  });

describe('outbox', () => {
  it('publishes its own events at once and another instance’s only once they are orphaned', async () => {
    const mine = recording();
    const outbox = new Outbox({
      db: database.db,
      broker: mine.broker,
      origin: 'a',
      orphanAfterMs: 60_000,
    });
    await write('a', 'a-1');
    await write('b', 'b-1');
    expect(await outbox.dispatch()).toBe(1);
    expect(mine.got).toEqual(['a-1']);
    // b's event is taken over when it has waited longer than orphanAfterMs (b died).
    await database.db.execute(
      sql`UPDATE outbox SET created_at = now() - interval '2 minutes' WHERE body = '"b-1"'`,
    );
    expect(await outbox.dispatch()).toBe(1);
    expect(mine.got).toEqual(['a-1', 'b-1']);
    expect(await outbox.dispatch()).toBe(0);
  });

  it('publishes again what failed to publish (at least once), in order', async () => {
    const got: string[] = [];
    let failing = true;
    const broker = new InProcessBroker();
    const flaky: MessageBroker = {
      publish: (destination, body) => {
        if (failing) throw new Error('broker down');
        got.push(JSON.parse(body) as string);
        broker.publish(destination, body);
      },
      subscribe: (d, l) => broker.subscribe(d, l),
      close: () => broker.close(),
    };
    const outbox = new Outbox({ db: database.db, broker: flaky, origin: 'c' });
    await write('c', 'c-1');
    await write('c', 'c-2');
    await expect(outbox.dispatch()).rejects.toThrow('broker down');
    failing = false;
    expect(await outbox.dispatch()).toBe(2);
    expect(got).toEqual(['c-1', 'c-2']);
  });

  it('publishes in id order across passes, past a power of ten, each event once', async () => {
    const { broker, got } = recording();
    const outbox = new Outbox({ db: database.db, broker, origin: 'e', batch: 6 });
    // The next ids are 96 to 105, the first pass 96 to 101: as strings, "100" sorts before "96".
    await database.db.execute(sql`SELECT setval(pg_get_serial_sequence('outbox', 'id'), 95)`);
    const sent = Array.from({ length: 10 }, (_, i) => `e-${i}`);
    for (const body of sent) await write('e', body);
    expect(await outbox.dispatch()).toBe(10);
    expect(got).toEqual(sent);
    expect(await outbox.dispatch()).toBe(0);
    expect(got).toEqual(sent);
  });

  it('publishes the commits that land while a pass waits for the database in that same pass', async () => {
    const { broker, got } = recording();
    const kernel = createKernel({
      db: database.db,
      clock: new ManualClock(0),
      broker,
      instanceId: 'f',
    });
    const passes = vi.spyOn(kernel.outbox, 'dispatch');
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // PGlite runs one transaction at a time: the three writes queue behind this one, and the pass the
    // first commit schedules queues behind the other two.
    const blocker = database.db.transaction(async () => gate);
    const writes = ['f-1', 'f-2', 'f-3'].map((body) =>
      kernel.tx((_tx, emit) => emit({ destination: '/t', body })),
    );
    await new Promise((r) => setTimeout(r, 20));
    open();
    await blocker;
    await Promise.all(writes);
    await kernel.outbox.idle();
    expect(got).toEqual(['f-1', 'f-2', 'f-3']);
    expect(passes).toHaveBeenCalledTimes(1);
  });

  it('idle() waits for a pass under way that no commit scheduled (the sweep job’s)', async () => {
    const { broker, got } = recording();
    const outbox = new Outbox({ db: database.db, broker, origin: 's' });
    await write('s', 's-1');
    const sweep = outbox.dispatch();
    await outbox.idle();
    expect(got).toEqual(['s-1']);
    expect(await sweep).toBe(1);
  });

  it('prunes published events', async () => {
    const { broker } = recording();
    const outbox = new Outbox({ db: database.db, broker, origin: 'd' });
    await write('d', 'd-1');
    await outbox.dispatch();
    await database.db.execute(
      sql`UPDATE outbox SET published_at = now() - interval '2 hours' WHERE body = '"d-1"'`,
    );
    expect(await outbox.prune(3_600_000)).toBe(1);
  });
});
