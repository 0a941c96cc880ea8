import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { MessageBroker } from '../realtime/broker';
import type { Clock } from './clock';
import { checkMark, Idempotency, takeCommittedMark } from './idempotency';
import { EventBuffer, Outbox, type OutboxEvent } from './outbox';
import { withTx, type Tx, type TxOptions } from './tx';

/**
 * What every use case stands on: the database, the clock, one transaction helper that publishes the
 * transaction's events after it commits, and idempotency. Built once per server instance.
 */
export interface Kernel {
  readonly db: Db;
  readonly clock: Clock;
  /** This server process (outbox origin, job and lease owner). */
  readonly instanceId: string;
  readonly outbox: Outbox;
  readonly idempotency: Idempotency;
  /** One transaction; `emit` writes events that are published only after it commits. */
  tx<T>(
    work: (tx: Tx, emit: (event: OutboxEvent) => Promise<void>) => Promise<T>,
    options?: TxOptions,
  ): Promise<T>;
}

export function createKernel(options: {
  db: Db;
  clock: Clock;
  broker: MessageBroker;
  instanceId?: string;
}): Kernel {
  const instanceId = options.instanceId ?? randomUUID();
  const outbox = new Outbox({ db: options.db, broker: options.broker, origin: instanceId });
  return {
    db: options.db,
    clock: options.clock,
    instanceId,
    outbox,
    idempotency: new Idempotency(options.db, options.clock),
    tx: (work, txOptions = {}) =>
      withTx(
        options.db,
        async (tx) => {
          const events = new EventBuffer();
          const value = await work(tx, events.emit);
          // The idempotent request's mark (its stored answer, when the result is the answer) rides in
          // the events' INSERT (withTx skips it).
          const mark = takeCommittedMark(tx, txOptions.answer ? { value } : undefined);
          checkMark(tx, await events.flush(tx, instanceId, mark));
          return value;
        },
        outbox,
      ),
  };
}
