import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { BrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { UiProvider } from '@repo/ui/theme';
import { resolveLocaleTag } from '../i18n/locales';
import { operatorFrameColours, rememberFrameColours } from '../platform/branding/frameColours';
import { detectDevice, readDeviceSignals } from '../platform/device';
import { resilientStorage } from '../platform/storage';
import { AppIntl } from './AppIntl';
import { BootFrame } from './BootFrame';
import { AppRoutes, buildRoutes, preloadScreen } from './routes';
import { nextTask } from '../shared/nextTask';
import { ShellStateProvider, type ShellState } from '../shared/shell/shellState';
import { StartFailure } from './StartFailure';
import { UpdatePrompt } from './UpdatePrompt';
import {
  useAppServices,
  useBootState,
  type AppServices,
} from '../shared/services/AppServicesContext';
import { ServicesProviders } from './services/ServicesProviders';
import { sameSessionView, selectSessionView, selectSettings } from './services/sessionView';
import * as styles from './App.css';

const device = detectDevice(readDeviceSignals());
const frameStorage = resilientStorage(() => window.localStorage);

/** Operator theme seeds: the site parameter THEME_SEEDS holds them as JSON (untrusted). */
function operatorSeeds(settings: Record<string, string>): unknown {
  const raw = settings.THEME_SEEDS;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Start-up stopped (the settings decide every route): said in the user's language, with Retry. Without
 * a network (the saved app opened offline) it says so, shows no prices or account data, and retries
 * by itself when the connection is back.
 */
function BootFailed({ onRetry }: { onRetry: () => void }) {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  // Back online after being offline: start again by itself.
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onRetry();
    }
  }, [online, onRetry]);
  return <StartFailure offline={!online} onRetry={onRetry} />;
}

/** The router the routes run under: the browser's history, or a memory router in tests. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

function ShellRoot({ Router, routes }: { Router: AppRouter; routes: RouteObject[] }) {
  const services = useAppServices();
  const boot = useBootState();
  // Start-up's end mounts the layout and the first screen, the largest render of a start. The frame
  // stays painted while React renders them as a deferred update, in slices that yield to the browser
  // (an update from the session store alone would render the whole tree in one long task).
  const shownBoot = useDeferredValue(boot);
  const settings = useSelector(services.session, selectSettings);
  const session = useSelector(services.session, selectSessionView, sameSessionView);
  // The session's language: the stored one, or the account's on a browser without one (it can
  // change at login, and the app follows without a reload).
  const locale = resolveLocaleTag(useSelector(services.session, (s) => s.context.lang));

  const retry = useMemo(() => () => services.session.send({ type: 'session.retry' }), [services]);
  const seeds = useMemo(() => operatorSeeds(settings), [settings]);
  // The next start's first paint (index.html) uses this theme's colours, not the light frame's.
  useEffect(() => {
    if (boot === 'ready') rememberFrameColours(frameStorage, operatorFrameColours(seeds));
  }, [boot, seeds]);

  const shell = useMemo<ShellState>(
    () => ({
      device,
      settings,
      session,
      locale,
      changeLocale: (tag) => services.session.send({ type: 'session.changeLanguage', lang: tag }),
    }),
    [settings, session, locale, services],
  );

  return (
    <AppIntl locale={locale}>
      <UiProvider
        locale={locale}
        operatorSeeds={seeds}
        reversed={settings.REVERSE_COLOR_OPEN === '1'}
      >
        <div className={styles.root}>
          {shownBoot === 'ready' ? (
            <ShellStateProvider value={shell}>
              <Router>
                <AppRoutes routes={routes} />
              </Router>
            </ShellStateProvider>
          ) : shownBoot === 'failed' ? (
            <BootFailed onRetry={retry} />
          ) : (
            <BootFrame locale={locale} />
          )}
          <UpdatePrompt />
        </div>
      </UiProvider>
    </AppIntl>
  );
}

/**
 * The app: services (session, socket, notices over the platform adapters), language, theme from the
 * site parameters, shell state and the router. Routes are decided only once start-up has loaded the
 * settings and checked the login, so the guard never acts on a half-known state.
 */
export function App({
  services,
  queryClient,
  routes,
  Router = BrowserRouter,
}: {
  services: AppServices;
  /** The query cache the start-up loads were written into (a fresh one when left out). */
  queryClient?: QueryClient;
  /** The route table (the app's own when left out). */
  routes?: RouteObject[];
  Router?: AppRouter;
}) {
  const appRoutes = useMemo(() => routes ?? buildRoutes(), [routes]);
  // The first screen's chunk loads beside the start-up requests, not after them. In a task of its own:
  // matching the path and creating the chunk's preload links is a long step, and run among the first
  // commit's effects it made their task one of the start's longest.
  useEffect(() => {
    if (Router !== BrowserRouter) return;
    const timer = setTimeout(() => preloadScreen(appRoutes, window.location.pathname, nextTask), 0);
    return () => clearTimeout(timer);
  }, [Router, appRoutes]);
  return (
    <ServicesProviders services={services} {...(queryClient ? { queryClient } : {})}>
      <ShellRoot Router={Router} routes={appRoutes} />
    </ServicesProviders>
  );
}
