import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { sampleGuest, sampleUser } from './session.model';
import {
  BACKGROUND_THRESHOLD_MS,
  LOGIN_PROMPT_THROTTLE_MS,
  createSessionMachine,
  sessionMachine,
} from './sessionMachine';
import { selectNoticeSession } from './selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bootLoaders = [
  'loadDictionaries',
  'loadCountries',
  'loadProducts',
  'loadTranslations',
  'loadSettings',
];
const userLoaders = ['loadUserInfo', 'loadNoticeCount', 'loadMoney', 'loadLevel'];

type Build = typeof createSessionMachine;
const provided: Build = (implementations) => sessionMachine.provide(implementations);

function start(
  input: { lang: string; langChosenHere?: boolean } = { lang: 'en' },
  build: Build = provided,
) {
  const io = controlledActors();
  const effects: string[] = [];
  const effect = (name: string) => () => {
    effects.push(name);
  };
  const machine = build({
    actors: Object.fromEntries(
      [...bootLoaders, ...userLoaders, 'checkLogin', 'logout', 'saveLanguage'].map((name) => [
        name,
        io.actor(name),
      ]),
    ),
    actions: {
      removeToken: effect('removeToken'),
      disconnectSocket: effect('disconnectSocket'),
      startGuestSocket: effect('startGuestSocket'),
      connectUserSocket: effect('connectUserSocket'),
      clearCustomerList: effect('clearCustomerList'),
      resetNoticePopup: effect('resetNoticePopup'),
      setTradePopupFlag: (_, params) => effects.push(`setTradePopupFlag:${params.value}`),
      showLoginPrompt: effect('showLoginPrompt'),
      setLocale: (_, params) => effects.push(`setLocale:${params.lang}`),
      reloadPage: effect('reloadPage'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, io, effects };
}

type Role = 'user' | 'guest' | null;

/** Start-up, then the server's answer about the stored token (null: no live session). */
async function boot(io: ReturnType<typeof controlledActors>, role: Role) {
  for (const name of bootLoaders) await io.resolve(name, name === 'loadSettings' ? {} : []);
  await io.resolve('checkLogin', { isLogin: role !== null, role });
}

async function loadUser(io: ReturnType<typeof controlledActors>) {
  await io.resolve('loadUserInfo', sampleUser);
  await io.resolve('loadNoticeCount', 4);
  await io.resolve('loadMoney', { balance: '12.5' });
  await io.resolve('loadLevel', { level: 2 });
}

describe('session machine', () => {
  it('loads startup data in spec §4 order, then user data when logged in', async () => {
    const { actor, io } = start();
    await boot(io, 'user');
    await loadUser(io);
    expect(io.names()).toEqual([...bootLoaders, 'checkLogin', ...userLoaders]);
    expect(actor.getSnapshot().matches({ lifecycle: { signedIn: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      user: sampleUser,
      noticeCount: 4,
      money: { balance: '12.5' },
      level: { level: 2 },
    });
  });

  it('stops when the dictionaries or the settings fail (routes need them) and retries from the start', async () => {
    const { actor, io } = start();
    await io.resolve('loadDictionaries', {});
    await io.resolve('loadCountries', []);
    await io.resolve('loadProducts', []);
    await io.resolve('loadTranslations', {});
    await io.reject('loadSettings', new Error('offline'));
    expect(actor.getSnapshot().matches({ lifecycle: 'bootFailed' })).toBe(true);
    actor.send({ type: 'session.retry' });
    expect(io.names().at(-1)).toBe('loadDictionaries');
  });

  it.each(['countries', 'products', 'translations'] as const)(
    'goes on when the %s load fails: recorded for the screens, in order, and retried on request',
    async (data) => {
      const loader = {
        countries: 'loadCountries',
        products: 'loadProducts',
        translations: 'loadTranslations',
      }[data];
      const { actor, io } = start();
      for (const name of bootLoaders) {
        if (name === loader) await io.reject(name, new Error('500: Internal Server Error'));
        else await io.resolve(name, name === 'loadSettings' ? {} : []);
      }
      await io.resolve('checkLogin', { isLogin: false, role: null });
      expect(io.names()).toEqual([...bootLoaders, 'checkLogin']);
      expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
      expect(actor.getSnapshot().context.startupFailures).toEqual({
        [data]: '500: Internal Server Error',
      });

      // A retry that fails again keeps the failure; one that succeeds keeps the data and forgets it.
      actor.send({ type: 'startup.retry', data });
      expect(io.names().at(-1)).toBe(loader);
      await io.reject(loader, new Error('again'));
      expect(actor.getSnapshot().context.startupFailures).toEqual({ [data]: 'again' });
      actor.send({ type: 'startup.retry', data });
      const value = data === 'translations' ? { hello: 'hi' } : [{ code: 'X' }];
      await io.resolve(loader, value);
      expect(actor.getSnapshot().context.startupFailures).toEqual({});
      expect(actor.getSnapshot().context.bootstrap[data]).toEqual(value);
      expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    },
  );

  it('starts the guest socket when nobody is logged in', async () => {
    const { actor, io, effects } = start();
    await boot(io, null);
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(effects).toEqual(['startGuestSocket']);
    expect(io.names()).not.toContain('loadUserInfo');
  });

  it('takes a login answer as it is: popup reset, flag 0, socket reconnect, then count, money, level', async () => {
    const { actor, io, effects } = start();
    await boot(io, null);
    const before = io.names().length;
    actor.send({ type: 'session.loggedIn', user: sampleUser });
    expect(actor.getSnapshot().context.user).toEqual(sampleUser);
    expect(effects.slice(1)).toEqual([
      'resetNoticePopup',
      'setTradePopupFlag:0',
      'connectUserSocket',
    ]);
    await io.resolve('loadNoticeCount', 4);
    await io.resolve('loadMoney', { balance: '12.5' });
    await io.resolve('loadLevel', { level: 2 });
    // No re-check of the token and no second read of the user info the login answer carried.
    expect(io.names().slice(before)).toEqual(['loadNoticeCount', 'loadMoney', 'loadLevel']);
    expect(actor.getSnapshot().matches({ lifecycle: { signedIn: 'ready' } })).toBe(true);
  });

  it('a guest login answer makes a guest session: no account data, the guest socket, no calls', async () => {
    const { actor, io, effects } = start();
    await boot(io, null);
    const before = io.names().length;
    effects.length = 0;
    actor.send({ type: 'session.loggedIn', user: sampleGuest });
    expect(actor.getSnapshot().matches({ lifecycle: { guest: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: sampleGuest, money: null });
    expect(io.names().slice(before)).toEqual([]);
    expect(effects).toEqual(['startGuestSocket']);

    // A guest who then logs in becomes the account.
    actor.send({ type: 'session.loggedIn', user: sampleUser });
    expect(
      actor.getSnapshot().matches({ lifecycle: { signedIn: { loading: 'noticeCount' } } }),
    ).toBe(true);
    expect(effects.at(-1)).toBe('connectUserSocket');
    expect(actor.getSnapshot().context.user).toEqual(sampleUser);
  });

  it('a stored guest token is a guest session after a reload: its info is read, nothing else', async () => {
    const { actor, io, effects } = start();
    await boot(io, 'guest');
    expect(effects).toEqual(['startGuestSocket']);
    expect(io.names().at(-1)).toBe('loadUserInfo');
    await io.resolve('loadUserInfo', sampleGuest);
    expect(actor.getSnapshot().matches({ lifecycle: { guest: 'ready' } })).toBe(true);
    expect(io.names()).not.toContain('loadMoney');
    expect(io.names()).not.toContain('loadNoticeCount');

    // A guest logs out like a user: the server call, then the local logout.
    effects.length = 0;
    actor.send({ type: 'session.logout' });
    await io.resolve('logout');
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(effects).toContain('removeToken');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('a guest changes the language locally, and a 401/403 ends the guest session', async () => {
    const { actor, io, effects } = start();
    await boot(io, 'guest');
    await io.resolve('loadUserInfo', sampleGuest);
    actor.send({ type: 'session.changeLanguage', lang: 'ja' });
    expect(io.names()).not.toContain('saveLanguage');
    expect(effects.slice(-2)).toEqual(['setLocale:ja', 'reloadPage']);
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(effects).toContain('showLoginPrompt');
  });

  it('logs out: server call, clears user and money, socket, customer list, guest socket, token', async () => {
    const { actor, io, effects } = start();
    await boot(io, 'user');
    await loadUser(io);
    effects.length = 0;
    actor.send({ type: 'session.logout' });
    expect(io.names().at(-1)).toBe('logout');
    await io.reject('logout', new Error('server down'));
    expect(effects).toEqual([
      'disconnectSocket',
      'clearCustomerList',
      'startGuestSocket',
      'removeToken',
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      money: null,
      level: null,
      noticeCount: 0,
    });
  });

  it('on 401/403 logs out locally and prompts for login at most once per 800 ms', async () => {
    const { actor, io, effects } = start();
    await boot(io, 'user');
    await loadUser(io);
    effects.length = 0;
    actor.send({ type: 'session.unauthorized' });
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(effects.filter((e) => e === 'showLoginPrompt')).toHaveLength(1);
    expect(effects).toContain('removeToken');
    expect(io.names()).not.toContain('logout');
    vi.advanceTimersByTime(LOGIN_PROMPT_THROTTLE_MS - 1);
    actor.send({ type: 'session.unauthorized' });
    expect(effects.filter((e) => e === 'showLoginPrompt')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    actor.send({ type: 'session.unauthorized' });
    expect(effects.filter((e) => e === 'showLoginPrompt')).toHaveLength(2);
  });

  it('after more than 10 s in the background re-checks the login and reloads user data', async () => {
    const { actor, io, effects } = start();
    await boot(io, 'user');
    await loadUser(io);
    actor.send({ type: 'app.hidden' });
    vi.advanceTimersByTime(BACKGROUND_THRESHOLD_MS - 1);
    actor.send({ type: 'app.visible' });
    expect(io.names().filter((n) => n === 'checkLogin')).toHaveLength(1);

    actor.send({ type: 'app.hidden' });
    vi.advanceTimersByTime(BACKGROUND_THRESHOLD_MS);
    actor.send({ type: 'app.visible' });
    expect(io.names().at(-1)).toBe('checkLogin');
    effects.length = 0;
    await io.resolve('checkLogin', { isLogin: true, role: 'user' });
    expect(effects).toEqual(['connectUserSocket']);
    await loadUser(io);
    expect(io.names().slice(-4)).toEqual(userLoaders);
  });

  it('logs out locally when the background re-check finds no login', async () => {
    const { actor, io, effects } = start();
    await boot(io, 'user');
    await loadUser(io);
    actor.send({ type: 'app.hidden' });
    vi.advanceTimersByTime(BACKGROUND_THRESHOLD_MS + 1);
    actor.send({ type: 'app.visible' });
    effects.length = 0;
    await io.resolve('checkLogin', { isLogin: false, role: null });
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(effects).toContain('removeToken');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('saves a language change to the server when logged in, then sets the locale and reloads', async () => {
    const { actor, io, effects } = start();
    await boot(io, 'user');
    await loadUser(io);
    effects.length = 0;
    actor.send({ type: 'session.changeLanguage', lang: 'ar' });
    expect(io.calls.at(-1)).toEqual({ name: 'saveLanguage', input: { lang: 'ar' } });
    expect(effects).toEqual([]);
    await io.resolve('saveLanguage');
    expect(effects).toEqual(['setLocale:ar', 'reloadPage']);
    expect(actor.getSnapshot().context.lang).toBe('ar');
  });

  it('changes the language locally for a visitor', async () => {
    const { actor, io, effects } = start();
    await boot(io, null);
    actor.send({ type: 'session.changeLanguage', lang: 'ja' });
    expect(io.names()).not.toContain('saveLanguage');
    expect(effects.slice(-2)).toEqual(['setLocale:ja', 'reloadPage']);
  });

  describe("the account's language (user info `lang`)", () => {
    const persian = { ...sampleUser, lang: 'fa-IR' };

    it('is applied at login on a browser where no language was chosen (no reload)', async () => {
      const { actor, io, effects } = start();
      await boot(io, null);
      actor.send({ type: 'session.loggedIn', user: persian });
      expect(actor.getSnapshot().context.lang).toBe('fa-IR');
      expect(effects).toContain('setLocale:fa-IR');
      expect(effects).not.toContain('reloadPage');
    });

    it("is applied when a stored session's user info arrives on such a browser", async () => {
      const { actor, io, effects } = start();
      await boot(io, 'user');
      await io.resolve('loadUserInfo', persian);
      expect(actor.getSnapshot().context.lang).toBe('fa-IR');
      expect(effects).toContain('setLocale:fa-IR');
    });

    it('gives way to a language chosen on this device', async () => {
      const { actor, io, effects } = start({ lang: 'ja', langChosenHere: true });
      await boot(io, null);
      actor.send({ type: 'session.loggedIn', user: persian });
      expect(actor.getSnapshot().context.lang).toBe('ja');
      expect(effects.filter((e) => e.startsWith('setLocale'))).toEqual([]);
    });

    it('is not taken from a guest session', async () => {
      const { actor, io, effects } = start();
      await boot(io, null);
      actor.send({ type: 'session.loggedIn', user: { ...sampleGuest, lang: 'fa-IR' } });
      expect(actor.getSnapshot().context.lang).toBe('en');
      expect(effects.filter((e) => e.startsWith('setLocale'))).toEqual([]);
    });
  });

  it('counts notices from the socket topics', async () => {
    const { actor, io } = start();
    await boot(io, 'user');
    await loadUser(io);
    actor.send({ type: 'notice.received' });
    actor.send({ type: 'notice.countAdded', count: 3 });
    expect(actor.getSnapshot().context.noticeCount).toBe(8);
    actor.send({ type: 'notice.countLoaded', count: 2 });
    expect(actor.getSnapshot().context.noticeCount).toBe(2);
  });

  it('the refresh-notice topic: an account reads its unread count again; a visitor reads nothing', async () => {
    const visitor = start();
    await boot(visitor.io, null);
    visitor.actor.send({ type: 'notice.refresh' });
    expect(visitor.io.names()).not.toContain('loadNoticeCount');

    const { actor, io } = start();
    await boot(io, 'user');
    await loadUser(io);
    actor.send({ type: 'notice.refresh' });
    expect(io.names().filter((n) => n === 'loadNoticeCount')).toHaveLength(2);
    // An increment while the count is read again is in the answer already; snapshots still apply.
    actor.send({ type: 'notice.received' });
    actor.send({ type: 'money.updated', money: { balance: '1' } });
    expect(actor.getSnapshot().context).toMatchObject({ noticeCount: 4, money: { balance: '1' } });
    await io.resolve('loadNoticeCount', 6);
    expect(actor.getSnapshot().context.noticeCount).toBe(6);
    expect(actor.getSnapshot().matches({ lifecycle: { signedIn: 'ready' } })).toBe(true);
    // A failed read keeps the count.
    actor.send({ type: 'notice.refresh' });
    await io.reject('loadNoticeCount', new Error('offline'));
    expect(actor.getSnapshot().context.noticeCount).toBe(6);
    expect(actor.getSnapshot().matches({ lifecycle: { signedIn: 'ready' } })).toBe(true);
  });

  it('tells the notice dialog the account and its unread count only once its data has loaded', async () => {
    const { actor, io } = start();
    for (const name of bootLoaders)
      await io.resolve(name, name === 'loadSettings' ? { SHOW_NEW_NOTICE_OPEN: '1' } : []);
    expect(selectNoticeSession(actor.getSnapshot())).toEqual({
      userId: null,
      unreadCount: 0,
      siteNoticeAllowed: true,
    });
    await io.resolve('checkLogin', { isLogin: true, role: 'user' });
    await io.resolve('loadUserInfo', sampleUser);
    await io.resolve('loadNoticeCount', 4);
    expect(selectNoticeSession(actor.getSnapshot())).toMatchObject({ userId: '7', unreadCount: 0 });
    await io.resolve('loadMoney', { balance: '12.5' });
    await io.resolve('loadLevel', { level: 2 });
    expect(selectNoticeSession(actor.getSnapshot())).toMatchObject({ userId: '7', unreadCount: 4 });
  });

  it('replaces the dictionaries on the refresh-dictionary topic, for a visitor and while booting', async () => {
    const { actor, io } = start();
    const fresh = { side: [{ code: 'sell', name: 'Sell' }] };
    actor.send({ type: 'dictionaries.updated', dictionaries: fresh });
    expect(actor.getSnapshot().context.bootstrap.dictionaries).toEqual(fresh);
    await boot(io, null);
    const later = { side: [{ code: 'buy', name: 'Buy' }], status: [] };
    actor.send({ type: 'dictionaries.updated', dictionaries: later });
    expect(actor.getSnapshot().context.bootstrap.dictionaries).toEqual(later);
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
  });
});

describe('createSessionMachine (the app builds its session machine with it)', () => {
  it('runs the implementations it is given, as provide does: the loads, then the effects', async () => {
    const viaProvide = start({ lang: 'en' });
    const viaFactory = start({ lang: 'en' }, createSessionMachine);
    for (const { io } of [viaProvide, viaFactory]) {
      await boot(io, 'user');
      await loadUser(io);
    }
    for (const { actor } of [viaProvide, viaFactory]) actor.send({ type: 'session.logout' });
    for (const { io } of [viaProvide, viaFactory]) await io.resolve('logout', undefined);

    expect(viaFactory.io.names()).toEqual([...bootLoaders, 'checkLogin', ...userLoaders, 'logout']);
    expect(viaFactory.io.names()).toEqual(viaProvide.io.names());
    expect(viaFactory.effects).toContain('startGuestSocket');
    expect(viaFactory.effects).toEqual(viaProvide.effects);
    expect(viaFactory.actor.getSnapshot().value).toEqual(viaProvide.actor.getSnapshot().value);
  });

  it('keeps the defaults it is not given: a load left out fails, and so the start-up stops', async () => {
    const startGuestSocket = vi.fn();
    const actor = createActor(createSessionMachine({ actions: { startGuestSocket } }), {
      input: { lang: 'en' },
    }).start();
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().matches({ lifecycle: 'bootFailed' })).toBe(true);
    expect(startGuestSocket).not.toHaveBeenCalled();
  });
});
