import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import { socketMachine } from './socketMachine';

export const stubbedSocketMachine = socketMachine.provide({ actors: { connect: pending() } });

export const socketModel: PathModel = {
  name: 'socket',
  machine: stubbedSocketMachine,
  input: {},
  samples: {
    'socket.start': [
      { type: 'socket.start', token: null },
      { type: 'socket.start', token: 'user-token' },
    ],
    'socket.subscribe': [{ type: 'socket.subscribe', destinations: ['/topic/price/BTCUSDT'] }],
    'socket.unsubscribe': [{ type: 'socket.unsubscribe', destinations: ['/topic/price/BTCUSDT'] }],
    'socket.dropped': [{ type: 'socket.dropped', reason: 'heart-beat missed' }],
  },
  // Guards read the token, the subscriptions and whether a connection existed; failures only set a delay.
  serializeState: (s) => {
    const c = s.context as {
      token: unknown;
      subscribed: unknown;
      requested: unknown;
      hasConnected: unknown;
    };
    // The wish list is a multiset; how many watchers beyond two makes no difference to a guard.
    const wants = [...new Set(c.requested as string[])].map((d) => [
      d,
      Math.min((c.requested as string[]).filter((r) => r === d).length, 2),
    ]);
    return JSON.stringify([s.value, c.token, c.subscribed, wants, c.hasConnected]);
  },
  invariant: (s) => {
    const { stale, subscribed } = s.context as { stale: boolean; subscribed: string[] };
    const live = s.matches({ connection: 'connected' });
    if (stale === live) throw new Error(`stale is ${stale} while ${live ? '' : 'not '}connected`);
    if (!live && subscribed.length > 0) throw new Error('subscriptions kept without a connection');
    if (new Set(subscribed).size !== subscribed.length)
      throw new Error('a destination is subscribed twice');
  },
};
