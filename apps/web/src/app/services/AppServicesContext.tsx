import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { Schema } from '@repo/api-schema/schema';
import type { OptionalStartupData } from '@repo/machines/session';
import type { AppServices } from './appServices';
import type { Signal } from './signal';

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
