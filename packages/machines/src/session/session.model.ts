import type { AnyMachineSnapshot } from 'xstate';
import { pending } from '../testing/stubs';
import type { PathModel } from '../testing/pathCoverage';
import { sessionMachine } from './sessionMachine';
import type { UserInfo } from './types';

export const sampleUser: UserInfo = { id: '7', code: 'INV7', lang: 'en', role: 'user' };

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
    login: pending(),
    loginGuest: pending(),
    register: pending(),
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
      ...done('checkLogin', { isLogin: true }),
      ...done('checkLogin', { isLogin: false }),
    ],
    'xstate.done.actor.recheckLogin': [
      ...done('recheckLogin', { isLogin: true }),
      ...done('recheckLogin', { isLogin: false }),
    ],
    'xstate.done.actor.loadUserInfo': done('loadUserInfo', sampleUser),
    'xstate.done.actor.loadNoticeCount': done('loadNoticeCount', 2),
    'xstate.done.actor.loadMoney': done('loadMoney', { balance: '100.5' }),
    'xstate.done.actor.loadLevel': done('loadLevel', { level: 1 }),
    'session.login': [
      { type: 'session.login', request: { email: 'a@example.com', password: 'secret1' } },
    ],
    'session.register': [
      {
        type: 'session.register',
        request: { username: 'trader01', password: 'secret1', confirmPassword: 'secret1' },
      },
    ],
    'session.changeLanguage': [{ type: 'session.changeLanguage', lang: 'de' }],
    'user.updated': [{ type: 'user.updated', user: { ...sampleUser, lang: 'de' } }],
    'money.updated': [{ type: 'money.updated', money: { balance: '99' } }],
    'notice.countAdded': [{ type: 'notice.countAdded', count: 3 }],
    'notice.countLoaded': [{ type: 'notice.countLoaded', count: 1 }],
    'dictionaries.updated': [
      { type: 'dictionaries.updated', dictionaries: { side: [{ code: 'sell', name: 'Sell' }] } },
    ],
  },
  // No guard reads the context: the state value and "signed in or not" identify a vertex.
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, (s.context as { user: unknown }).user === null]),
  invariant: (s) => {
    const { user, money } = s.context as { user: unknown; money: unknown };
    if (s.matches({ lifecycle: 'anonymous' }) && (user !== null || money !== null))
      throw new Error('an anonymous session still holds user data');
  },
};
