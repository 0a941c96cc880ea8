import { fromPromise } from 'xstate';
import { unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import type {
  Bootstrap,
  CheckLoginOutput,
  Country,
  SessionEvent,
  UserInfo,
  UserLevel,
  UserMoney,
} from '@repo/machines/session';
import type { SnapshotName } from '@repo/machines/socket';
import type { PriceStore } from '../prices';
import type { TokenStore } from '../storage';
import { toCheckLogin, toMoney, toUserInfo } from './sessionData';

/**
 * The session machine's calls over the generated client (spec §4, §7): what `createSessionMachine`
 * takes as actors, and the reads the socket topics and a reconnect ask for.
 */
export function createSessionIo({
  api,
  tokens,
  onCountries,
}: {
  api: ApiClient;
  tokens: Pick<TokenStore, 'get'>;
  /** The full country list (dialling codes, flags) for the screens; the session keeps less. */
  onCountries(list: readonly Schema<'Country'>[]): void;
}) {
  const loadDictionaries = async () =>
    unwrap(await api.POST('/common/dictEnumMapAll')) as Bootstrap['dictionaries'];
  const readNoticeCount = async () => unwrap(await api.GET('/user/message/noReadNum'));
  const readMoney = async () => toMoney(unwrap(await api.POST('/user/money/info')));
  const readProducts = async () => unwrap(await api.GET('/trade/product/list'));

  const actors = {
    loadDictionaries: fromPromise<Bootstrap['dictionaries'], void>(loadDictionaries),
    loadCountries: fromPromise<Bootstrap['countries'], void>(async () => {
      const list = unwrap(await api.GET('/country/list'));
      onCountries(list);
      return list.map((country): Country => ({
        langCode: country.langCode,
        ...(country.langKey ? { langKey: country.langKey } : {}),
        name: country.name,
        icon: country.icon,
      }));
    }),
    loadProducts: fromPromise<Bootstrap['products'], void>(async () =>
      (await readProducts()).map((product) => ({ code: product.code, price: product.price })),
    ),
    loadTranslations: fromPromise<Bootstrap['translations'], void>(async () =>
      unwrap(await api.GET('/translation/list')),
    ),
    loadSettings: fromPromise<Bootstrap['settings'], void>(
      async () => unwrap(await api.POST('/common/dict/allMap')) as Bootstrap['settings'],
    ),
    // Without a token there is no session to check: no call.
    checkLogin: fromPromise<CheckLoginOutput, void>(async () =>
      tokens.get() !== null
        ? toCheckLogin(unwrap(await api.POST('/oauth/checkLogin')))
        : { isLogin: false, role: null },
    ),
    loadUserInfo: fromPromise<UserInfo, void>(async () =>
      toUserInfo(unwrap(await api.POST('/user/info'))),
    ),
    loadNoticeCount: fromPromise<number, void>(readNoticeCount),
    loadMoney: fromPromise<UserMoney, void>(readMoney),
    loadLevel: fromPromise<UserLevel, void>(async () => {
      const level = unwrap(await api.POST('/user/level/info'));
      return { level: level.level, name: level.name };
    }),
    logout: fromPromise<void, void>(async () => {
      await api.POST('/user/logout');
    }),
    saveLanguage: fromPromise<void, { lang: string }>(async ({ input }) => {
      await api.POST('/user/info/update', { body: { lang: input.lang } });
    }),
  };

  return {
    actors,
    /** Refresh-dictionary topic: every dictionary again; a failed read keeps the ones we have. */
    async reloadDictionaries(session: { send(event: SessionEvent): void }) {
      try {
        session.send({ type: 'dictionaries.updated', dictionaries: await loadDictionaries() });
      } catch {
        // The error toast middleware has told the user if it was worth telling.
      }
    },
    /**
     * After a reconnect: the snapshots the socket machine names are read again before increment
     * topics are trusted: product prices into the store (only symbols it shows), the unread count and
     * money into the session (which takes them only for a loaded account).
     */
    async rereadSnapshots(
      names: readonly SnapshotName[],
      session: { send(event: SessionEvent): void },
      prices: PriceStore,
      /** True once a logout has begun: no more account reads with its token. */
      accountEnded: () => boolean = () => false,
    ) {
      for (const name of names) {
        if (name !== 'products' && accountEnded()) continue;
        if (name === 'products') {
          for (const { code, price, high, low, volume, changeRate } of await readProducts()) {
            if (prices.getQuote(code)) prices.push({ code, price, high, low, volume, changeRate });
          }
        } else if (name === 'unreadCount') {
          session.send({ type: 'notice.countLoaded', count: await readNoticeCount() });
        } else {
          session.send({ type: 'money.updated', money: await readMoney() });
        }
      }
    },
  };
}

export type SessionIo = ReturnType<typeof createSessionIo>;
