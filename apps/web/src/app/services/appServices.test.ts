import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { fixtures } from '@repo/api-schema/mocks';
import { priceTopic, stompDestinations } from '@repo/api-schema/stomp';
import { ROLE_DESTINATIONS } from '../../platform/stomp/topicRouter';
import { createAppServices, createAppServicesInTurns } from './appServices';
import { bootRoutes, createTestParts, type Routes } from './testParts';

function boot(routes: Routes, token: string | null) {
  let kit: ReturnType<typeof createTestParts> | undefined;
  const services = createAppServices((hooks) => {
    kit = createTestParts(routes, hooks, { token });
    return kit.parts;
  });
  const stop = services.start();
  return { services, kit: kit!, stop };
}

const ready = { lifecycle: { signedIn: 'ready' } } as const;

describe('app services', () => {
  it('are created in steps with a turn between them, and then start as the one-call version does', async () => {
    let kit: ReturnType<typeof createTestParts> | undefined;
    const turns: string[] = [];
    const services = await createAppServicesInTurns(
      (hooks) => {
        kit = createTestParts(bootRoutes(), hooks, { token: 'token-1' });
        return kit.parts;
      },
      async () => {
        // Each turn comes after a step that left the next one's machines still to build.
        turns.push(kit ? 'parts built' : 'nothing built');
      },
    );
    expect(turns).toEqual([
      'parts built',
      'parts built',
      'parts built',
      'parts built',
      'parts built',
    ]);
    const stop = services.start();
    await waitFor(services.session, (s) => s.matches(ready));
    expect(kit!.calls.at(-1)).toBe('/user/level/info');
    stop();
  });

  it('loads start-up data in the order of spec §4, then the user data', async () => {
    const { services, kit, stop } = boot(bootRoutes(), 'token-1');
    await waitFor(services.session, (s) => s.matches(ready));
    expect(kit.calls).toEqual([
      '/common/dictEnumMapAll',
      '/country/list',
      '/trade/product/list',
      '/translation/list',
      '/common/dict/allMap',
      '/oauth/checkLogin',
      '/user/info',
      '/user/message/noReadNum',
      '/user/money/info',
      '/user/level/info',
    ]);
    expect(services.session.getSnapshot().context.noticeCount).toBe(3);
    stop();
  });

  it('a visitor without a token never calls checkLogin and gets the guest topics only', async () => {
    const { services, kit, stop } = boot(bootRoutes(), null);
    await waitFor(services.session, (s) => s.matches({ lifecycle: 'anonymous' }));
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    expect(kit.calls).not.toContain('/oauth/checkLogin');
    expect(kit.stomp.connects.at(-1)?.token).toBeNull();
    expect(kit.stomp.connects.at(-1)?.heartbeat).toEqual({ incoming: 2000, outgoing: 2000 });
    expect(kit.stomp.destinations()).toEqual([...ROLE_DESTINATIONS.guest].sort());
    stop();
  });

  it('a user connects with the token and holds the user topics once the server said who it is', async () => {
    const { services, kit, stop } = boot(bootRoutes(), 'token-1');
    await waitFor(services.session, (s) => s.matches(ready));
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    expect(kit.stomp.connects.at(-1)?.token).toBe('token-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kit.stomp.destinations()).toEqual([...ROLE_DESTINATIONS.user].sort());

    kit.stomp.deliver(stompDestinations.noticeNum.destination, { count: 2 });
    expect(services.session.getSnapshot().context.noticeCount).toBe(5);
    kit.stomp.deliver(stompDestinations.userMoney.destination, { balance: '1.5' });
    expect(services.session.getSnapshot().context.money?.balance).toBe('1.5');
    stop();
  });

  it('a 401 logs out, drops the token, restarts the socket as a guest and prompts once per 800 ms', async () => {
    const routes = bootRoutes();
    const { services, kit, stop } = boot(routes, 'token-1');
    await waitFor(services.session, (s) => s.matches(ready));
    routes['/user/money/info'] = () => ({ code: 401, msg: 'Please log in', status: 401 });
    await services.api.POST('/user/money/info').catch(() => undefined);
    await services.api.POST('/user/money/info').catch(() => undefined);
    expect(services.session.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(services.loginPrompt.get()).toBe(1);
    expect(kit.tokens.get()).toBeNull();
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    expect(kit.stomp.connects.at(-1)?.token).toBeNull();
    stop();
  });

  it('codes below 1000 become one error message for 5 s; business codes do not', async () => {
    const routes = bootRoutes();
    const { services, stop } = boot(routes, null);
    await waitFor(services.session, (s) => s.matches({ lifecycle: 'anonymous' }));
    routes['/user/info'] = () => ({ code: 500, msg: 'Server busy' });
    await services.api.POST('/user/info').catch(() => undefined);
    expect(services.errors.get()).toMatchObject({
      code: 500,
      message: 'Server busy',
      durationMs: 5000,
    });
    routes['/user/info'] = () => ({ code: 1011, msg: 'Wrong password' });
    const before = services.errors.get();
    await services.api.POST('/user/info').catch(() => undefined);
    expect(services.errors.get()).toBe(before);
    stop();
  });

  it('a dropped socket marks prices stale until it is back', async () => {
    const { services, kit, stop } = boot(bootRoutes(), null);
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    expect(services.prices.isStale()).toBe(false);
    kit.stomp.drop('network');
    expect(services.prices.isStale()).toBe(true);
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }), {
      timeout: 5000,
    });
    expect(services.prices.isStale()).toBe(false);
    stop();
  });

  it('the UI-refresh topic reloads the page', async () => {
    const { services, kit, stop } = boot(bootRoutes(), null);
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    kit.stomp.deliver(stompDestinations.refreshUiUser.destination, {});
    expect(kit.reloads.count).toBe(1);
    stop();
  });

  it('the refresh-dictionary topic reads every dictionary again into the session', async () => {
    let version = 0;
    const routes = bootRoutes();
    routes['/common/dictEnumMapAll'] = () => ({
      code: 0,
      data: { side: [{ code: 'buy', name: `Buy v${(version += 1)}` }] },
    });
    const { services, kit, stop } = boot(routes, null);
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    const dictionaries = () => services.session.getSnapshot().context.bootstrap.dictionaries;
    expect(dictionaries()).toEqual({ side: [{ code: 'buy', name: 'Buy v1' }] });
    kit.stomp.deliver(stompDestinations.refreshDict.destination, {});
    await waitFor(services.session, () => dictionaries()?.side?.[0]?.name === 'Buy v2');
    expect(kit.calls.filter((call) => call === '/common/dictEnumMapAll')).toHaveLength(2);
    expect(kit.reloads.count).toBe(0);
    stop();
  });

  it('the refresh-notice topic and a new notice bump the notice revision that lists load by', async () => {
    const { services, kit, stop } = boot(bootRoutes(), 'token-1');
    await waitFor(services.session, (s) => s.matches(ready));
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const seen: number[] = [];
    services.noticeRevision.subscribe(() => seen.push(services.noticeRevision.get()));
    const count = () => services.session.getSnapshot().context.noticeCount;
    kit.stomp.deliver(stompDestinations.newNotice.destination, {
      id: 9,
      userId: 7,
      title: 'Hi',
      description: '<p>Hi</p>',
    });
    expect(count()).toBe(4);
    // A site notice changed: the lists reload and the unread count is read again from the server.
    kit.stomp.deliver(stompDestinations.refreshNotice.destination, {});
    expect(seen).toEqual([1, 2]);
    await waitFor(services.session, () => count() === 3);
    expect(kit.calls.filter((call) => call === '/user/message/noReadNum')).toHaveLength(2);
    stop();
  });
  it("the user's order topic and a reconnect bump the order revision that order lists load by", async () => {
    const { services, kit, stop } = boot(bootRoutes(), 'token-1');
    await waitFor(services.session, (s) => s.matches(ready));
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    let bumps = 0;
    services.orderRevision.subscribe(() => (bumps += 1));
    kit.stomp.deliver(stompDestinations.userOrder.destination, fixtures.openOrder);
    expect(bumps).toBe(1);
    // Order messages sent while the socket was down are lost: the lists read again after it is back.
    kit.stomp.drop('network');
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(bumps).toBe(2));
    stop();
  });
});

describe('one owner of STOMP subscriptions (the socket machine)', () => {
  const BTC = priceTopic('BTCUSDT');
  const ETH = priceTopic('ETHUSDT');
  const userOnly = ROLE_DESTINATIONS.user.filter((d) => !ROLE_DESTINATIONS.guest.includes(d));

  /** How often each destination was subscribed since `from` in the adapter's log. */
  const subscribeCounts = (log: string[], from = 0) => {
    const counts = new Map<string, number>();
    for (const entry of log.slice(from)) {
      const [verb, destination] = entry.split(' ');
      if (verb === 'subscribe') counts.set(destination!, (counts.get(destination!) ?? 0) + 1);
    }
    return counts;
  };

  async function signedIn() {
    const kit = boot(bootRoutes(), 'token-1');
    await waitFor(kit.services.session, (s) => s.matches(ready));
    await waitFor(kit.services.socket, (s) => s.matches({ connection: 'connected' }));
    return kit;
  }

  it('after a reconnect every wanted destination is subscribed exactly once', async () => {
    const { services, kit, stop } = await signedIn();
    // Two screens show BTC, one of them ETH too.
    services.watchPrices(['BTCUSDT', 'ETHUSDT']);
    services.watchPrices(['BTCUSDT']);
    const wanted = [...ROLE_DESTINATIONS.user, BTC, ETH].sort();
    expect(kit.stomp.destinations()).toEqual(wanted);
    expect([...subscribeCounts(kit.stomp.log).values()].every((n) => n === 1)).toBe(true);

    kit.stomp.drop('network');
    const since = kit.stomp.log.length;
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }), {
      timeout: 5000,
    });
    const counts = subscribeCounts(kit.stomp.log, since);
    expect([...counts.keys()].sort()).toEqual(wanted);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(kit.stomp.destinations()).toEqual(wanted);
    stop();
  });

  it('after a logout the account topics are dropped and watched prices stay live (defect 1)', async () => {
    const { services, kit, stop } = await signedIn();
    services.watchPrices(['BTCUSDT']);
    services.session.send({ type: 'session.logout' });
    await waitFor(services.session, (s) => s.matches({ lifecycle: 'anonymous' }));
    await waitFor(
      services.socket,
      (s) => s.matches({ connection: 'connected' }) && s.context.token === null,
    );
    expect(kit.stomp.connects.at(-1)?.token).toBeNull();
    expect(kit.stomp.destinations()).toEqual([...ROLE_DESTINATIONS.guest, BTC].sort());
    for (const destination of userOnly) expect(kit.stomp.destinations()).not.toContain(destination);
    expect(services.prices.isStale()).toBe(false);
    const flushed = new Promise<void>((resolve) => services.prices.subscribe('BTCUSDT', resolve));
    kit.stomp.deliver(BTC, { ...fixtures.priceTicks[0], priceUsd: '70000.5' });
    await flushed;
    expect(services.prices.getQuote('BTCUSDT')?.price).toBe('70000.5');
    stop();
  });

  it("a screen's stop unsubscribes a price topic only when no other screen wants it", async () => {
    const { services, kit, stop } = boot(bootRoutes(), null);
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    const home = services.watchPrices(['BTCUSDT', 'ETHUSDT']);
    const product = services.watchPrices(['BTCUSDT']);
    home();
    expect(kit.stomp.log.filter((entry) => entry.startsWith('unsubscribe'))).toEqual([
      `unsubscribe ${ETH}`,
    ]);
    expect(kit.stomp.destinations()).toContain(BTC);
    product();
    expect(kit.stomp.log.at(-1)).toBe(`unsubscribe ${BTC}`);
    expect(kit.stomp.destinations()).toEqual([...ROLE_DESTINATIONS.guest].sort());
    stop();
  });
});

describe('unread prompt', () => {
  it('is shown once per browser session: a new page of the same session does not show it again', async () => {
    let flags: ReturnType<typeof createTestParts>['parts']['sessionFlags'] | undefined;
    const open = () =>
      createAppServices((hooks) => {
        const kit = createTestParts(bootRoutes(), hooks, { token: 'token-1' });
        if (flags) kit.parts.sessionFlags = flags;
        flags = kit.parts.sessionFlags;
        return kit.parts;
      });
    const first = open();
    const stopFirst = first.start();
    await waitFor(first.notices, (s) => s.matches('showingUnreadPrompt'));
    first.notices.send({ type: 'notice.close' });
    stopFirst();

    const second = open();
    const stopSecond = second.start();
    await waitFor(second.session, (s) => s.matches(ready));
    expect(second.notices.getSnapshot().matches('showingUnreadPrompt')).toBe(false);
    stopSecond();
  });
});

describe('the notice dialog follows the session', () => {
  const notice = { id: 9, userId: null, title: 'Hi', description: '<p>Hi</p>' };

  it.each([
    ['1', 'showingSiteNotice'],
    ['0', 'idle'],
  ])('SHOW_NEW_NOTICE_OPEN=%s: a new notice leaves the dialog %s', async (flag, state) => {
    const { services, kit, stop } = boot(bootRoutes({ SHOW_NEW_NOTICE_OPEN: flag }), 'token-1');
    await waitFor(services.session, (s) => s.matches(ready));
    await waitFor(services.socket, (s) => s.matches({ connection: 'connected' }));
    services.notices.send({ type: 'notice.close' }); // the unread prompt of the fresh account
    kit.stomp.deliver(stompDestinations.newNotice.destination, notice);
    expect(services.notices.getSnapshot().value).toBe(state);
    stop();
  });

  it('a guest or a visitor is never prompted about unread messages', async () => {
    const { services, stop } = boot(bootRoutes(), null);
    await waitFor(services.session, (s) => s.matches({ lifecycle: 'anonymous' }));
    expect(services.notices.getSnapshot().context).toMatchObject({ userId: null, unreadCount: 0 });
    expect(services.notices.getSnapshot().value).toBe('idle');
    stop();
  });
});
