import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { ApiClient } from '@repo/api-schema/client';
import type { Schema } from '@repo/api-schema/schema';
import type { noticeDialogMachine } from '@repo/machines/notice-dialog';
import type { OptionalStartupData, sessionMachine } from '@repo/machines/session';
import type { socketMachine } from '@repo/machines/socket';
import type { PriceStore } from '../../platform/prices';
import type { StompConnection } from '../../platform/stomp';
import type {
  KeyValueStorage,
  LanguageStore,
  TokenStore,
  TradePopupFlag,
} from '../../platform/storage';
import type { VisibilityTracker } from '../../platform/visibility';
import type { Signal } from './signal';

/** One generic error message (spec §8): the server's text, its code, and a sequence number. */
export interface ErrorNotice {
  id: number;
  code: number;
  message: string;
  durationMs: number;
}

/** Everything the app's platform side is made of, created once per page. */
export interface PlatformParts {
  tokens: TokenStore;
  languages: LanguageStore;
  tradePopup: TradePopupFlag;
  /** sessionStorage: what this browser session has already been shown (the unread prompt). */
  sessionFlags: KeyValueStorage;
  api: ApiClient;
  stomp: StompConnection;
  prices: PriceStore;
  visibility: VisibilityTracker;
  /** Reload the page (UI refresh topic, language change). */
  reload(): void;
  /** The browser says the network went away: the live connection is lost before heart-beats tell. */
  onOffline?(listener: () => void): () => void;
  /** The network is back: a lost connection retries now instead of at the end of its backoff. */
  onOnline?(listener: () => void): () => void;
}

/**
 * The app's services as the shell and the screens see them: made once per page by the composition
 * root (app/services/appServices.ts), handed down by the one services provider
 * (app/services/ServicesProviders.tsx) and read with the hooks below.
 */
export interface AppServices {
  readonly parts: PlatformParts;
  readonly api: ApiClient;
  readonly prices: PriceStore;
  readonly stomp: StompConnection;
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly socket: ActorRefFrom<typeof socketMachine>;
  readonly notices: ActorRefFrom<typeof noticeDialogMachine>;
  /** Countries with dialling codes and language names, as loaded at startup. */
  readonly countries: Signal<readonly Schema<'Country'>[]>;
  /** "Please Login First" requests (throttled by the session machine). */
  readonly loginPrompt: Signal<number>;
  /** Generic error messages of spec §8 (codes below 1000). */
  readonly errors: Signal<ErrorNotice | null>;
  /**
   * Bumped when the notices behind the lists change (refresh-notice topic, a new notice for this
   * user): screens that show notices or messages read it into their load key and load again.
   */
  readonly noticeRevision: Signal<number>;
  /** Bumped when the money topic says the balances changed. */
  readonly moneyRevision: Signal<number>;
  /**
   * Bumped when one of the user's orders changed (order topic) and after a reconnect's re-read:
   * screens that show orders, positions or the balance read them again.
   */
  readonly orderRevision: Signal<number>;
  /** The last of the user's timed bets the bet topic brought (placed or settled). */
  readonly betUpdates: Signal<Schema<'BetRecord'> | null>;
  /**
   * Keep the price topics of these symbols subscribed (the socket machine holds them, once each,
   * across reconnects); the returned stop lets them go unless another screen still watches them.
   */
  watchPrices(symbols: readonly string[]): () => void;
  /** Where "view now" of the unread prompt goes (the router supplies it). */
  onOpenMessages(listener: () => void): void;
  /** Call once the app is mounted; returns the stop function. */
  start(): () => void;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an <AppServicesProvider> above it');
  return services;
}

export function useSignal<T>(signal: Signal<T>): T {
  return useSyncExternalStore(signal.subscribe, signal.get, signal.get);
}

/** Countries with dialling codes (startup data), for the phone fields of the auth screens. */
export function useCountries(): readonly Schema<'Country'>[] {
  return useSignal(useAppServices().countries);
}

/** The operator's flag icon URL per language tag (empty entries left out). */
export function useCountryIcons(): ReadonlyMap<string, string> {
  const countries = useCountries();
  return useMemo(
    () =>
      new Map(
        countries
          .filter((country) => country.icon)
          .map((country) => [country.langCode, country.icon]),
      ),
    [countries],
  );
}

/** Where the session's start-up is: still loading, failed, or done (routes can be decided). */
export type BootState = 'booting' | 'failed' | 'ready';

export function useBootState(): BootState {
  const { session } = useAppServices();
  return useSelector(session, (snapshot) => {
    if (snapshot.matches({ lifecycle: 'booting' })) return 'booting';
    if (snapshot.matches({ lifecycle: 'bootFailed' })) return 'failed';
    return 'ready';
  });
}

/**
 * An optional start-up load (countries, products, translations): whether it failed, whether a retry is
 * running, and the retry. Start-up went on without it; the screens that need it say so.
 */
export function useStartupData(data: OptionalStartupData): {
  failed: boolean;
  retrying: boolean;
  retry: () => void;
} {
  const { session } = useAppServices();
  const failed = useSelector(session, (s) => s.context.startupFailures[data] !== undefined);
  const retrying = useSelector(session, (s) => s.matches({ startupRetry: data }));
  return {
    failed,
    retrying,
    retry: () => session.send({ type: 'startup.retry', data }),
  };
}
