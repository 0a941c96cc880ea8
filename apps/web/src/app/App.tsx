import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { UiProvider } from '@repo/ui/theme';
import { resolveLocaleTag } from '../i18n/locales';
import { detectDevice, readDeviceSignals } from '../platform/device';
import { createLanguageStore, resilientStorage } from '../platform/storage';
import { AppIntl } from './AppIntl';
import { buildRoutes } from './routes';
import { guestSession, ShellStateProvider, type ShellState } from './shellState';
import * as styles from './App.css';

const languages = createLanguageStore(resilientStorage(() => window.localStorage));

/**
 * The app: language, theme, shell state and the router. Device detection runs once; settings and
 * session start empty (a guest, no maintenance) until the session machine feeds them.
 */
export function App({ router }: { router?: ReturnType<typeof createBrowserRouter> } = {}) {
  const locale = resolveLocaleTag(languages.get());
  const appRouter = useMemo(() => router ?? createBrowserRouter(buildRoutes()), [router]);
  const shell = useMemo<ShellState>(
    () => ({
      device: detectDevice(readDeviceSignals()),
      settings: {},
      session: guestSession,
      locale,
      changeLocale: (tag) => {
        languages.set(tag);
        window.location.reload();
      },
    }),
    [locale],
  );

  return (
    <AppIntl locale={locale}>
      <UiProvider locale={locale}>
        <div className={styles.root}>
          <ShellStateProvider value={shell}>
            <RouterProvider router={appRouter} />
          </ShellStateProvider>
        </div>
      </UiProvider>
    </AppIntl>
  );
}
