// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { unwrap } from '@repo/api-schema/client';
import {
  DEMO_ACCOUNT,
  createServerStompConnection,
  startInProcessServer,
  type InProcessServer,
} from '../testing/inProcessServer';
import { loggedInEvent } from '../../platform/session/sessionData';
import type { AppServices } from '../../shared/services/AppServicesContext';
import { createAppServices } from './appServices';
import { createTestPartsOver } from './testParts';

/**
 * The session flows of the web app against the real reference server (in this process, in-memory
 * database): the app's services with the generated client, storage in memory and the fake STOMP.
 */
let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcessServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/**
 * A page load: the app's services started with what storage holds (a token or none); with
 * `realSocket` the STOMP adapter talks to the server's broker instead of the in-memory fake.
 */
function open(token: string | null = null, { realSocket = false } = {}) {
  let kit: ReturnType<typeof createTestPartsOver> | undefined;
  const services = createAppServices((hooks) => {
    kit = createTestPartsOver((request) => fetch(request), hooks, {
      token,
      baseUrl: server.origin,
      ...(realSocket ? { stomp: createServerStompConnection(server.origin) } : {}),
    });
    return kit.parts;
  });
  stops.push(services.start());
  return { services, kit: kit! };
}

const lifecycle = (services: AppServices) => services.session.getSnapshot().value;
const settled = (services: AppServices) =>
  waitFor(
    services.session,
    (s) =>
      s.matches({ lifecycle: 'anonymous' }) ||
      s.matches({ lifecycle: { guest: 'ready' } }) ||
      s.matches({ lifecycle: { signedIn: 'ready' } }),
    { timeout: 15_000 },
  );

/** What the login screen does: the credential exchange, then the answer handed to the session. */
async function logIn(services: AppServices) {
  const result = unwrap(await services.api.POST('/oauth/login', { body: DEMO_ACCOUNT }));
  services.session.send(loggedInEvent(result));
  return result;
}

/** What "Continue as guest" does. */
async function continueAsGuest(services: AppServices) {
  const result = unwrap(await services.api.POST('/oauth/loginGuest'));
  services.session.send(loggedInEvent(result));
  return result;
}

const START_UP = [
  '/common/dictEnumMapAll',
  '/country/list',
  '/trade/product/list',
  '/translation/list',
  '/common/dict/allMap',
];

describe('session flows against the real server', () => {
  it('a visitor without a token starts anonymous, with no login check and no error', async () => {
    const { services, kit } = open();
    await settled(services);
    expect(lifecycle(services)).toMatchObject({ lifecycle: 'anonymous' });
    expect(kit.calls).toEqual(START_UP);
    expect(services.session.getSnapshot().context.error).toBeNull();
    expect(kit.stomp.connects.at(-1)?.token).toBeNull();
  });

  it('a login hands its answer to the session: after it only the count, money and level are read', async () => {
    const { services, kit } = open();
    await settled(services);
    const before = kit.calls.length;
    const result = await logIn(services);
    expect(kit.tokens.get()).toBe(result.token);
    await settled(services);
    await waitFor(services.socket, (s) => s.matches({ connection: { connected: 'fresh' } }));
    expect(services.session.getSnapshot().matches({ lifecycle: { signedIn: 'ready' } })).toBe(true);
    const after = kit.calls.slice(before);
    // No checkLogin and no user info read after the login: the answer had both. The session reads
    // the count, money and level once; the socket, connected again with the account's token, re-reads
    // its snapshots (products, count, money) before it trusts increment topics.
    expect(after).not.toContain('/oauth/checkLogin');
    expect(after).not.toContain('/user/info');
    expect(after.filter((call) => call === '/user/level/info')).toHaveLength(1);
    expect([...after].sort()).toEqual(
      [
        '/oauth/login',
        '/user/message/noReadNum',
        '/user/money/info',
        '/user/level/info',
        '/trade/product/list',
        '/user/message/noReadNum',
        '/user/money/info',
      ].sort(),
    );
    const { user, money } = services.session.getSnapshot().context;
    expect(user).toMatchObject({ id: String(result.userInfo.id), role: 'user' });
    expect(money?.balance).toMatch(/^\d+(\.\d+)?$/);
    expect(kit.stomp.connects.at(-1)?.token).toBe(result.token);
  });

  it('"continue as guest" makes a guest session: no error, no account calls, the guest socket', async () => {
    const { services, kit } = open();
    await settled(services);
    const before = kit.calls.length;
    const result = await continueAsGuest(services);
    await settled(services);
    const snapshot = services.session.getSnapshot();
    expect(snapshot.matches({ lifecycle: { guest: 'ready' } })).toBe(true);
    expect(snapshot.context).toMatchObject({
      user: { id: String(result.userInfo.id), role: 'guest' },
      money: null,
      error: null,
    });
    expect(kit.calls.slice(before)).toEqual(['/oauth/loginGuest']);
    expect(kit.tokens.get()).toBe(result.token);
    expect(kit.stomp.connects.at(-1)?.token).toBeNull();
    expect(services.loginPrompt.get()).toBe(0);
  });

  it('a reload with a stored guest token is the same guest session', async () => {
    const first = open();
    await settled(first.services);
    const { token, userInfo } = await continueAsGuest(first.services);

    const { services, kit } = open(token);
    await settled(services);
    const snapshot = services.session.getSnapshot();
    expect(snapshot.matches({ lifecycle: { guest: 'ready' } })).toBe(true);
    expect(snapshot.context.user).toMatchObject({ id: String(userInfo.id), role: 'guest' });
    expect(snapshot.context.error).toBeNull();
    expect(kit.calls).toEqual([...START_UP, '/oauth/checkLogin', '/user/info']);
    expect(kit.tokens.get()).toBe(token);
    expect(services.loginPrompt.get()).toBe(0);
  });

  it('a guest who logs in becomes the account', async () => {
    const { services, kit } = open();
    await settled(services);
    const guest = await continueAsGuest(services);
    await settled(services);
    const account = await logIn(services);
    await settled(services);
    expect(services.session.getSnapshot().matches({ lifecycle: { signedIn: 'ready' } })).toBe(true);
    expect(services.session.getSnapshot().context.user?.id).toBe(String(account.userInfo.id));
    expect(kit.tokens.get()).not.toBe(guest.token);
    expect(kit.stomp.connects.at(-1)?.token).toBe(account.token);
  });

  it('logging out ends the session on the server and locally, for an account and for a guest', async () => {
    for (const start of [logIn, continueAsGuest]) {
      const { services, kit } = open();
      await settled(services);
      const { token } = await start(services);
      await settled(services);
      services.session.send({ type: 'session.logout' });
      await waitFor(services.session, (s) => s.matches({ lifecycle: 'anonymous' }));
      expect(kit.calls.at(-1)).toBe('/user/logout');
      expect(kit.tokens.get()).toBeNull();
      expect(services.session.getSnapshot().context.user).toBeNull();
      expect(services.loginPrompt.get()).toBe(0);
      // The server agrees: the token names no session any more.
      const check = await fetch(`${server.origin}/api/oauth/checkLogin`, {
        method: 'POST',
        headers: { 'X-USER-TOKEN': token },
      });
      expect(((await check.json()) as { data: unknown }).data).toEqual({
        isLogin: false,
        role: null,
      });
    }
  });

  it('a revoked token: the next account call logs out with one prompt; a reload starts anonymous', async () => {
    const { services, kit } = open();
    await settled(services);
    const { token } = await logIn(services);
    await settled(services);
    // Revoked elsewhere (another tab logged out).
    await fetch(`${server.origin}/api/user/logout`, {
      method: 'POST',
      headers: { 'X-USER-TOKEN': token },
    });
    await services.api.POST('/user/money/info').catch(() => undefined);
    expect(services.session.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(kit.tokens.get()).toBeNull();
    expect(services.loginPrompt.get()).toBe(1);

    const reload = open(token);
    await settled(reload.services);
    expect(lifecycle(reload.services)).toMatchObject({ lifecycle: 'anonymous' });
    expect(reload.kit.calls.at(-1)).toBe('/oauth/checkLogin');
    expect(reload.kit.calls).not.toContain('/user/info');
  });
});

describe('the socket against the real server', () => {
  /** Live: connected, not stale, for longer than the 2 s retry (a refused topic drops it at once). */
  async function staysLive(services: AppServices, token: string | null) {
    await waitFor(
      services.socket,
      (s) => s.matches({ connection: 'connected' }) && s.context.token === token,
      { timeout: 10_000 },
    );
    const drops: string[] = [];
    const watch = services.stomp.onDropped((reason) => drops.push(reason));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    watch();
    expect(drops).toEqual([]);
    expect(services.socket.getSnapshot().matches({ connection: 'connected' })).toBe(true);
    expect(services.prices.isStale()).toBe(false);
  }

  /** A screen watches BTC: a price arrives on its topic through the socket machine's subscription. */
  async function receivesPrice(services: AppServices) {
    const stop = services.watchPrices(['BTCUSDT']);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no price within 5 s')), 5000);
      const unsubscribe = services.prices.subscribe('BTCUSDT', () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      });
    });
    stop();
    expect(services.prices.getQuote('BTCUSDT')).toMatchObject({ code: 'BTCUSDT' });
  }

  it('after a logout the guest socket holds only guest topics and prices are live again (defect 1)', async () => {
    const { services } = open(null, { realSocket: true });
    await settled(services);
    const { token } = await logIn(services);
    await settled(services);
    await staysLive(services, token);

    // The server ends the account's STOMP session on logout; the app reconnects as a guest.
    services.session.send({ type: 'session.logout' });
    await waitFor(services.session, (s) => s.matches({ lifecycle: 'anonymous' }));
    await staysLive(services, null);
    await receivesPrice(services);
  }, 30_000);

  it('after a 401 ends the session the socket reconnects as a guest and stays live', async () => {
    const { services } = open(null, { realSocket: true });
    await settled(services);
    const { token } = await logIn(services);
    await settled(services);
    await staysLive(services, token);

    // Revoked elsewhere: the server drops the socket, the next account call answers 401.
    await fetch(`${server.origin}/api/user/logout`, {
      method: 'POST',
      headers: { 'X-USER-TOKEN': token },
    });
    await services.api.POST('/user/money/info').catch(() => undefined);
    expect(services.session.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    await staysLive(services, null);
    await receivesPrice(services);
  }, 30_000);
});
