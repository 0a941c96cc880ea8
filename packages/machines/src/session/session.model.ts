import type { AnyMachineSnapshot } from 'xstate';
import { pending } from '../testing/stubs';
import type { PathModel } from '../testing/pathCoverage';
import { sessionMachine } from './sessionMachine';
import type { UserInfo } from './types';

export const sampleUser: UserInfo = { id: '7', code: 'INV7', lang: 'en', role: 'user' };
/** An account whose saved language differs from the device's (applied on a fresh browser). */
export const sampleUserInPersian: UserInfo = { ...sampleUser, lang: 'fa-IR' };
export const sampleGuest: UserInfo = { id: '9000001', code: 'G9000001', lang: 'en', role: 'guest' };

/** Session machine with every request stubbed pending: path tests deliver outcomes as events. */
export const stubbedSessionMachine = sessionMachine.provide({
  actors: {
    loadDictionaries: pending(),
    loadCountries: pending(),
    loadProducts: pending(),
    loadTranslations: pending(),
    loadSettings: pending(),
    checkLogin: pending(),
    loadUserInfo: pending(),
    loadNoticeCount: pending(),
    loadMoney: pending(),
    loadLevel: pending(),
    logout: pending(),
    saveLanguage: pending(),
  },
});

const done = (id: string, output: unknown) => [{ type: `xstate.done.actor.${id}`, output }];

export const sessionModel: PathModel = {
  name: 'session',
  machine: stubbedSessionMachine,
  input: { lang: 'en' },
  samples: {
    'xstate.done.actor.loadDictionaries': done('loadDictionaries', {
      side: [{ code: 'buy', name: 'Buy' }],
    }),
    'xstate.done.actor.loadCountries': done('loadCountries', [{ langCode: 'en', name: 'English' }]),
    'xstate.done.actor.loadProducts': done('loadProducts', [{ code: 'BTCUSDT', price: '65000.5' }]),
    'xstate.done.actor.loadTranslations': done('loadTranslations', { hello: 'Hello' }),
    'xstate.done.actor.loadSettings': done('loadSettings', { SHOW_NEW_NOTICE_OPEN: '1' }),
    'xstate.done.actor.checkLogin': [
      ...done('checkLogin', { isLogin: true, role: 'user' }),
      ...done('checkLogin', { isLogin: true, role: 'guest' }),
      ...done('checkLogin', { isLogin: false, role: null }),
    ],
    'xstate.done.actor.recheckLogin': [
      ...done('recheckLogin', { isLogin: true, role: 'user' }),
      ...done('recheckLogin', { isLogin: true, role: 'guest' }),
      ...done('recheckLogin', { isLogin: false, role: null }),
    ],
    'xstate.done.actor.loadUserInfo': [
      ...done('loadUserInfo', sampleUser),
      ...done('loadUserInfo', sampleUserInPersian),
    ],
    'xstate.done.actor.loadGuestInfo': done('loadGuestInfo', sampleGuest),
    'xstate.done.actor.loadNoticeCount': done('loadNoticeCount', 2),
    'xstate.done.actor.loadMoney': done('loadMoney', { balance: '100.5' }),
    'xstate.done.actor.loadLevel': done('loadLevel', { level: 1 }),
    'session.loggedIn': [
      { type: 'session.loggedIn', user: sampleUser },
      { type: 'session.loggedIn', user: sampleUserInPersian },
      { type: 'session.loggedIn', user: sampleGuest },
    ],
    'session.changeLanguage': [{ type: 'session.changeLanguage', lang: 'de' }],
    'user.updated': [{ type: 'user.updated', user: { ...sampleUser, lang: 'de' } }],
    'money.updated': [{ type: 'money.updated', money: { balance: '99' } }],
    'notice.countAdded': [{ type: 'notice.countAdded', count: 3 }],
    'notice.countLoaded': [{ type: 'notice.countLoaded', count: 1 }],
    'xstate.done.actor.refreshNoticeCount': done('refreshNoticeCount', 4),
    'startup.retry': [
      { type: 'startup.retry', data: 'countries' },
      { type: 'startup.retry', data: 'products' },
      { type: 'startup.retry', data: 'translations' },
    ],
    'xstate.done.actor.reloadCountries': done('reloadCountries', [
      { langCode: 'en', name: 'English' },
    ]),
    'xstate.done.actor.reloadProducts': done('reloadProducts', [
      { code: 'BTCUSDT', price: '65000.5' },
    ]),
    'xstate.done.actor.reloadTranslations': done('reloadTranslations', { hello: 'Hello' }),
    'dictionaries.updated': [
      { type: 'dictionaries.updated', dictionaries: { side: [{ code: 'sell', name: 'Sell' }] } },
    ],
  },
  // The state value, whose data is held and the device language (the one guard that reads the
  // context, adoptsAccountLanguage, looks at it) identify a vertex.
  serializeState: (s: AnyMachineSnapshot) => {
    const context = s.context as { user: UserInfo | null; langChosenHere: boolean };
    return JSON.stringify([s.value, context.user?.role ?? null, context.langChosenHere]);
  },
  invariant: (s) => {
    const { user, money, level } = s.context as {
      user: UserInfo | null;
      money: unknown;
      level: unknown;
    };
    if (s.matches({ lifecycle: 'anonymous' }) && (user !== null || money !== null))
      throw new Error('an anonymous session still holds user data');
    if (s.matches({ lifecycle: 'guest' }) && (money !== null || level !== null))
      throw new Error('a guest session holds money or a level');
    if (s.matches({ lifecycle: 'guest' }) && user !== null && user.role !== 'guest')
      throw new Error("a guest session holds an account's user info");
    if (s.matches({ lifecycle: 'signedIn' }) && user?.role === 'guest')
      throw new Error("an account's session holds a guest's user info");
  },
};
