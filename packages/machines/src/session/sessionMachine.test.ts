import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { sampleUser } from './session.model';
import {
  BACKGROUND_THRESHOLD_MS,
  LOGIN_PROMPT_THROTTLE_MS,
  sessionMachine,
} from './sessionMachine';

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

function start() {
  const io = controlledActors();
  const effects: string[] = [];
  const effect = (name: string) => () => {
    effects.push(name);
  };
  const machine = sessionMachine.provide({
    actors: Object.fromEntries(
      [
        ...bootLoaders,
        ...userLoaders,
        'checkLogin',
        'login',
        'loginGuest',
        'register',
        'logout',
        'saveLanguage',
      ].map((name) => [name, io.actor(name)]),
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
  const actor = createActor(machine, { input: { lang: 'en' } }).start();
  return { actor, io, effects };
}

async function boot(io: ReturnType<typeof controlledActors>, isLogin: boolean) {
  for (const name of bootLoaders) await io.resolve(name, name === 'loadSettings' ? {} : []);
  await io.resolve('checkLogin', { isLogin });
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
    await boot(io, true);
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

  it('stops at the first failed startup load and retries from the start', async () => {
    const { actor, io } = start();
    await io.resolve('loadDictionaries', {});
    await io.reject('loadCountries', new Error('offline'));
    expect(actor.getSnapshot().matches({ lifecycle: 'bootFailed' })).toBe(true);
    actor.send({ type: 'session.retry' });
    expect(io.names().at(-1)).toBe('loadDictionaries');
  });

  it('starts the guest socket when nobody is logged in', async () => {
    const { actor, io, effects } = start();
    await boot(io, false);
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(effects).toEqual(['startGuestSocket']);
    expect(io.names()).not.toContain('loadUserInfo');
  });

  it.each([
    ['e-mail', { email: 'a@example.com', password: 'secret1' }],
    ['phone', { phone: '5551234', password: 'secret1' }],
    ['username', { username: 'trader01', password: 'secret1' }],
  ] as const)(
    'logs in by %s: popup reset, flag 0, socket reconnect, user data',
    async (_kind, request) => {
      const { actor, io, effects } = start();
      await boot(io, false);
      actor.send({ type: 'session.login', request });
      expect(io.calls.at(-1)).toEqual({ name: 'login', input: request });
      await io.resolve('login');
      expect(effects.slice(1)).toEqual([
        'resetNoticePopup',
        'setTradePopupFlag:0',
        'connectUserSocket',
      ]);
      await loadUser(io);
      expect(actor.getSnapshot().matches({ lifecycle: { signedIn: 'ready' } })).toBe(true);
    },
  );

  it('keeps the failure message of a rejected login', async () => {
    const { actor, io } = start();
    await boot(io, false);
    actor.send({ type: 'session.login', request: { username: 'trader01', password: 'bad' } });
    await io.reject('login', { errCode: 500, errMsg: 'Wrong password' });
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Wrong password');
  });

  it('guest login and register succeed like a login', async () => {
    const { actor, io } = start();
    await boot(io, false);
    actor.send({ type: 'session.loginGuest' });
    await io.resolve('loginGuest');
    expect(actor.getSnapshot().matches({ lifecycle: { signedIn: { loading: 'userInfo' } } })).toBe(
      true,
    );

    const second = start();
    await boot(second.io, false);
    const form = { username: 'trader01', password: 'secret1', confirmPassword: 'secret1' };
    second.actor.send({ type: 'session.register', request: form });
    expect(second.io.calls.at(-1)).toEqual({ name: 'register', input: form });
    await second.io.resolve('register');
    expect(second.effects).toContain('connectUserSocket');
  });

  it('logs out: server call, clears user and money, socket, customer list, guest socket, token', async () => {
    const { actor, io, effects } = start();
    await boot(io, true);
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
    await boot(io, true);
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
    await boot(io, true);
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
    await io.resolve('checkLogin', { isLogin: true });
    expect(effects).toEqual(['connectUserSocket']);
    await loadUser(io);
    expect(io.names().slice(-4)).toEqual(userLoaders);
  });

  it('logs out locally when the background re-check finds no login', async () => {
    const { actor, io, effects } = start();
    await boot(io, true);
    await loadUser(io);
    actor.send({ type: 'app.hidden' });
    vi.advanceTimersByTime(BACKGROUND_THRESHOLD_MS + 1);
    actor.send({ type: 'app.visible' });
    effects.length = 0;
    await io.resolve('checkLogin', { isLogin: false });
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
    expect(effects).toContain('removeToken');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('saves a language change to the server when logged in, then sets the locale and reloads', async () => {
    const { actor, io, effects } = start();
    await boot(io, true);
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
    await boot(io, false);
    actor.send({ type: 'session.changeLanguage', lang: 'ja' });
    expect(io.names()).not.toContain('saveLanguage');
    expect(effects.slice(-2)).toEqual(['setLocale:ja', 'reloadPage']);
  });

  it('counts notices from the socket topics', async () => {
    const { actor, io } = start();
    await boot(io, true);
    await loadUser(io);
    actor.send({ type: 'notice.received' });
    actor.send({ type: 'notice.countAdded', count: 3 });
    expect(actor.getSnapshot().context.noticeCount).toBe(8);
    actor.send({ type: 'notice.countLoaded', count: 2 });
    expect(actor.getSnapshot().context.noticeCount).toBe(2);
  });

  it('replaces the dictionaries on the refresh-dictionary topic, for a visitor and while booting', async () => {
    const { actor, io } = start();
    const fresh = { side: [{ code: 'sell', name: 'Sell' }] };
    actor.send({ type: 'dictionaries.updated', dictionaries: fresh });
    expect(actor.getSnapshot().context.bootstrap.dictionaries).toEqual(fresh);
    await boot(io, false);
    const later = { side: [{ code: 'buy', name: 'Buy' }], status: [] };
    actor.send({ type: 'dictionaries.updated', dictionaries: later });
    expect(actor.getSnapshot().context.bootstrap.dictionaries).toEqual(later);
    expect(actor.getSnapshot().matches({ lifecycle: 'anonymous' })).toBe(true);
  });
});
