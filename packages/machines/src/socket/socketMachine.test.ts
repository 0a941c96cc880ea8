import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { seededRandom } from '../testing/seededRandom';
import { reconnectDelay } from './backoff';
import { DEFAULT_DESTINATIONS } from './destinations';
import {
  BACKGROUND_RECONNECT_MS,
  CONNECT_IN_PROGRESS_RETRY_MS,
  createSocketMachine,
  HEARTBEAT_MS,
  isConnectionLost,
  socketMachine,
  withReconnectRandom,
} from './socketMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const PRICE = '/topic/price/BTCUSDT';
const ETH = '/topic/price/ETHUSDT';

function start(machine = socketMachine) {
  const io = controlledActors();
  const log: string[] = [];
  const actor = createActor(
    machine.provide({
      actors: { connect: io.actor('connect') },
      actions: {
        subscribe: (_, p) => log.push(`subscribe ${p.destinations.join(',')}`),
        unsubscribe: (_, p) => log.push(`unsubscribe ${p.destinations.join(',')}`),
        closeConnection: () => log.push('close'),
        requestSnapshots: (_, p) => log.push(`snapshots ${p.snapshots.join(',')}`),
        logFailure: (_, p) => log.push(`log ${p.message}`),
      },
    }),
    { input: {} },
  ).start();
  return { actor, io, log, connects: () => io.names().filter((n) => n === 'connect').length };
}

describe('socket machine', () => {
  it('connects with the token and a 2000/2000 heart-beat, then subscribes the user set', async () => {
    const { actor, io, log } = start();
    expect(actor.getSnapshot().context.stale).toBe(true);
    actor.send({ type: 'socket.start', token: 'tok' });
    expect(io.calls[0]).toEqual({
      name: 'connect',
      input: { token: 'tok', heartbeat: { incoming: HEARTBEAT_MS, outgoing: HEARTBEAT_MS } },
    });
    expect(HEARTBEAT_MS).toBe(2000);
    await io.resolve('connect');
    expect(log).toEqual([`subscribe ${DEFAULT_DESTINATIONS.user.join(',')}`]);
    expect(actor.getSnapshot().context.stale).toBe(false);
  });

  it('gives a guest connection only the notice, UI-refresh and dictionary-refresh topics', async () => {
    const { actor, io, log } = start();
    actor.send({ type: 'socket.start', token: null });
    expect(io.calls[0]!.input).toMatchObject({ token: null });
    await io.resolve('connect');
    expect(log).toEqual([`subscribe ${DEFAULT_DESTINATIONS.guest.join(',')}`]);
    expect(DEFAULT_DESTINATIONS.guest).toHaveLength(3);
    expect(DEFAULT_DESTINATIONS.user).toEqual(
      expect.arrayContaining([...DEFAULT_DESTINATIONS.guest]),
    );
  });

  it('retries 2 s after a failure, then ×1.6, and resets after a successful connect', async () => {
    const { actor, io, log, connects } = start(withReconnectRandom(() => 0.5));
    actor.send({ type: 'socket.start', token: 'tok' });
    await io.reject('connect', new Error('refused'));
    expect(log).toEqual(['log refused']);
    vi.advanceTimersByTime(1999);
    expect(connects()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(connects()).toBe(2);
    await io.reject('connect', new Error('refused'));
    vi.advanceTimersByTime(3199);
    expect(connects()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(connects()).toBe(3);
    await io.resolve('connect');
    actor.send({ type: 'socket.dropped', reason: 'closed' });
    vi.advanceTimersByTime(2000);
    expect(connects()).toBe(4);
  });

  it('applies ±20 % jitter from the random source', async () => {
    const delays = [0, 1, 2].map((n) => reconnectDelay(n, seededRandom(7)));
    const { actor, io, connects } = start(withReconnectRandom(seededRandom(7)));
    actor.send({ type: 'socket.start', token: 'tok' });
    await io.reject('connect', new Error('refused'));
    vi.advanceTimersByTime(delays[0]! - 1);
    expect(connects()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(connects()).toBe(2);
    expect(delays[0]).not.toBe(2000);
    expect(Math.abs(delays[0]! - 2000)).toBeLessThanOrEqual(400);
  });

  it('retries a start request after 1 s while a connect is in progress', async () => {
    const { actor, io, log, connects } = start();
    actor.send({ type: 'socket.start', token: null });
    actor.send({ type: 'socket.start', token: 'user' });
    vi.advanceTimersByTime(CONNECT_IN_PROGRESS_RETRY_MS);
    expect(connects()).toBe(1);
    await io.resolve('connect');
    expect(actor.getSnapshot().context.token).toBeNull();
    vi.advanceTimersByTime(CONNECT_IN_PROGRESS_RETRY_MS);
    expect(connects()).toBe(2);
    expect(io.calls[1]!.input).toMatchObject({ token: 'user' });
    expect(log).toContain('close');
  });

  it('ignores a start with the token it is already connected with', async () => {
    const { actor, io, connects } = start();
    actor.send({ type: 'socket.start', token: 'tok' });
    await io.resolve('connect');
    actor.send({ type: 'socket.start', token: 'tok' });
    expect(connects()).toBe(1);
  });

  it('subscribes only to destinations not yet subscribed', async () => {
    const { actor, io, log } = start();
    actor.send({ type: 'socket.subscribe', destinations: [PRICE] });
    actor.send({ type: 'socket.start', token: 'tok' });
    await io.resolve('connect');
    expect(log.at(-1)).toContain(PRICE);
    log.length = 0;
    actor.send({ type: 'socket.subscribe', destinations: [PRICE, DEFAULT_DESTINATIONS.user[0]!] });
    expect(log).toEqual([]);
    actor.send({ type: 'socket.subscribe', destinations: [PRICE, ETH] });
    expect(log).toEqual([`subscribe ${ETH}`]);
    expect(actor.getSnapshot().context.subscribed.filter((d) => d === PRICE)).toHaveLength(1);
  });

  it('keeps a price topic while any watcher wants it: the last one to let go unsubscribes', async () => {
    const { actor, io, log } = start();
    actor.send({ type: 'socket.start', token: null });
    await io.resolve('connect');
    log.length = 0;
    // Two screens show BTC (the home list and a product page), one also ETH.
    actor.send({ type: 'socket.subscribe', destinations: [PRICE, ETH] });
    actor.send({ type: 'socket.subscribe', destinations: [PRICE] });
    expect(log).toEqual([`subscribe ${PRICE},${ETH}`]);
    actor.send({ type: 'socket.unsubscribe', destinations: [PRICE, ETH] });
    expect(log.at(-1)).toBe(`unsubscribe ${ETH}`);
    expect(actor.getSnapshot().context.subscribed).toContain(PRICE);
    actor.send({ type: 'socket.unsubscribe', destinations: [PRICE] });
    expect(log.at(-1)).toBe(`unsubscribe ${PRICE}`);
    expect(actor.getSnapshot().context.subscribed).toEqual([...DEFAULT_DESTINATIONS.guest]);
    // Letting go of more than was asked for changes nothing; a role topic is never let go.
    log.length = 0;
    actor.send({
      type: 'socket.unsubscribe',
      destinations: [PRICE, DEFAULT_DESTINATIONS.guest[0]!],
    });
    expect(log).toEqual([]);
  });

  it('a watcher that lets go while the connection is down leaves the others subscribed on reconnect', async () => {
    const { actor, io, log } = start(withReconnectRandom(() => 0.5));
    actor.send({ type: 'socket.start', token: null });
    await io.resolve('connect');
    actor.send({ type: 'socket.subscribe', destinations: [PRICE] });
    actor.send({ type: 'socket.subscribe', destinations: [PRICE, ETH] });
    actor.send({ type: 'socket.dropped', reason: 'network' });
    actor.send({ type: 'socket.unsubscribe', destinations: [PRICE, ETH] });
    log.length = 0;
    vi.advanceTimersByTime(2000);
    await io.resolve('connect');
    expect(log[0]).toBe(`subscribe ${[...DEFAULT_DESTINATIONS.guest, PRICE].join(',')}`);
  });

  it('re-subscribes everything after a reconnect and asks for snapshot re-reads', async () => {
    const { actor, io, log } = start(withReconnectRandom(() => 0.5));
    actor.send({ type: 'socket.start', token: 'tok' });
    await io.resolve('connect');
    actor.send({ type: 'socket.subscribe', destinations: [PRICE] });
    actor.send({ type: 'socket.dropped', reason: 'network' });
    expect(actor.getSnapshot().context).toMatchObject({ stale: true, subscribed: [] });
    log.length = 0;
    vi.advanceTimersByTime(2000);
    await io.resolve('connect');
    expect(log).toEqual([
      `subscribe ${[...DEFAULT_DESTINATIONS.user, PRICE].join(',')}`,
      'snapshots products,unreadCount,money',
    ]);
    expect(actor.getSnapshot().context.awaitingSnapshots).toBe(true);
    actor.send({ type: 'socket.snapshotsRead' });
    expect(actor.getSnapshot().context.awaitingSnapshots).toBe(false);
  });

  it('asks a guest connection to re-read only the products', async () => {
    const { actor, io, log } = start(withReconnectRandom(() => 0.5));
    actor.send({ type: 'socket.start', token: null });
    await io.resolve('connect');
    actor.send({ type: 'socket.dropped', reason: 'network' });
    vi.advanceTimersByTime(2000);
    await io.resolve('connect');
    expect(log.at(-1)).toBe('snapshots products');
  });

  it('reconnects the price stream on return after 10 s in the background', async () => {
    const { actor, io, log, connects } = start();
    actor.send({ type: 'socket.start', token: 'tok' });
    await io.resolve('connect');
    actor.send({ type: 'app.hidden' });
    vi.advanceTimersByTime(BACKGROUND_RECONNECT_MS - 1);
    actor.send({ type: 'app.visible' });
    expect(connects()).toBe(1);
    actor.send({ type: 'app.hidden' });
    vi.advanceTimersByTime(BACKGROUND_RECONNECT_MS);
    actor.send({ type: 'app.visible' });
    expect(log).toContain('close');
    expect(connects()).toBe(2);
    expect(actor.getSnapshot().context.stale).toBe(true);
  });

  it('stops: closes the connection, stays stale and does not retry', async () => {
    const { actor, io, log, connects } = start();
    actor.send({ type: 'socket.start', token: 'tok' });
    await io.resolve('connect');
    actor.send({ type: 'socket.stop' });
    vi.advanceTimersByTime(60_000);
    expect(log.at(-1)).toBe('close');
    expect(connects()).toBe(1);
    expect(actor.getSnapshot().context.stale).toBe(true);
  });

  it('forgets a destination dropped while disconnected', async () => {
    const { actor, io, log } = start();
    actor.send({ type: 'socket.subscribe', destinations: [PRICE] });
    actor.send({ type: 'socket.unsubscribe', destinations: [PRICE] });
    actor.send({ type: 'socket.start', token: null });
    await io.resolve('connect');
    expect(log).toEqual([`subscribe ${DEFAULT_DESTINATIONS.guest.join(',')}`]);
  });

  describe('a logout while the connection is down (the server ends the account socket first)', () => {
    const userOnly = DEFAULT_DESTINATIONS.user.filter(
      (d) => !DEFAULT_DESTINATIONS.guest.includes(d),
    );

    async function droppedAccount() {
      const kit = start();
      kit.actor.send({ type: 'socket.start', token: 'tok' });
      await kit.io.resolve('connect');
      kit.actor.send({ type: 'socket.dropped', reason: 'session ended' });
      kit.log.length = 0;
      return kit;
    }

    it('stop, then start as a guest: the account topics go before the guest connects', async () => {
      const { actor, io, log } = await droppedAccount();
      actor.send({ type: 'socket.stop' });
      actor.send({ type: 'socket.start', token: null });
      expect(io.calls.at(-1)!.input).toMatchObject({ token: null });
      await io.resolve('connect');
      expect(log).toEqual([
        'close',
        `subscribe ${DEFAULT_DESTINATIONS.guest.join(',')}`,
        'snapshots products',
      ]);
      expect(actor.getSnapshot().context.stale).toBe(false);
    });

    it('a start with another token lets the old role go too; the same token keeps it', async () => {
      const guest = await droppedAccount();
      guest.actor.send({ type: 'socket.start', token: null });
      expect(guest.log).toEqual(['close']);

      const same = await droppedAccount();
      same.actor.send({ type: 'socket.start', token: 'tok' });
      expect(same.log).toEqual([]);
      expect(same.io.calls.at(-1)!.input).toMatchObject({ token: 'tok' });
    });

    it('a guest connection never holds an account topic, even one the app asked for', async () => {
      const { actor, io, log } = start();
      actor.send({ type: 'socket.subscribe', destinations: [...userOnly, PRICE] });
      actor.send({ type: 'socket.start', token: null });
      await io.resolve('connect');
      expect(log).toEqual([`subscribe ${[...DEFAULT_DESTINATIONS.guest, PRICE].join(',')}`]);
      expect(actor.getSnapshot().context.subscribed).not.toEqual(
        expect.arrayContaining([userOnly[0]]),
      );
    });
  });

  it('says the connection is lost from a drop until it is back, through failed retries', async () => {
    const { actor, io } = start(withReconnectRandom(() => 0.5));
    const lost = () => isConnectionLost(actor.getSnapshot());
    actor.send({ type: 'socket.start', token: 'tok' });
    expect(lost()).toBe(false); // the first connect of a page is not a loss
    await io.resolve('connect');
    expect(lost()).toBe(false);

    actor.send({ type: 'socket.dropped', reason: 'heart-beat lost' });
    expect(lost()).toBe(true);
    expect(actor.getSnapshot().context.stale).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().matches({ connection: 'connecting' })).toBe(true);
    expect(lost()).toBe(true); // still offline: the retry is running
    await io.reject('connect', new Error('offline'));
    expect(lost()).toBe(true);
    vi.advanceTimersByTime(3200);
    await io.resolve('connect');
    expect(lost()).toBe(false);
    expect(actor.getSnapshot().context.stale).toBe(false);

    // A token switch (logout) reconnects without being a loss.
    actor.send({ type: 'socket.start', token: null });
    expect(lost()).toBe(false);
  });
});

describe('createSocketMachine (the app builds its socket machine with it)', () => {
  it('connects with the connect it is given and subscribes, unsubscribes with its actions', async () => {
    const io = controlledActors();
    const log: string[] = [];
    const actor = createActor(
      createSocketMachine({
        actors: { connect: io.actor('connect') },
        actions: {
          subscribe: (_, p) => log.push(`subscribe ${p.destinations.join(',')}`),
          unsubscribe: (_, p) => log.push(`unsubscribe ${p.destinations.join(',')}`),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'socket.start', token: null });
    await io.resolve('connect');
    actor.send({ type: 'socket.subscribe', destinations: [PRICE] });
    actor.send({ type: 'socket.unsubscribe', destinations: [PRICE] });
    expect(log).toEqual([
      `subscribe ${DEFAULT_DESTINATIONS.guest.join(',')}`,
      `subscribe ${PRICE}`,
      `unsubscribe ${PRICE}`,
    ]);
    expect(actor.getSnapshot().context.stale).toBe(false);
  });

  it('keeps the defaults it is not given: without a connect, the connect fails and is retried', async () => {
    const subscribe = vi.fn();
    const actor = createActor(createSocketMachine({ actions: { subscribe } }), {
      input: {},
    }).start();
    actor.send({ type: 'socket.start', token: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(subscribe).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.failures).toBe(1);
    expect(isConnectionLost(actor.getSnapshot())).toBe(true);
  });
});
