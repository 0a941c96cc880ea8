import {
  Component,
  createElement,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { DesktopLayout, DesktopLayoutOnDesktop } from '../layouts/DesktopLayout';
import { MobileMainLayout } from '../layouts/MobileMainLayout';
import { RootLayout } from '../layouts/RootLayout';
import { ErrorState } from '@repo/ui/components/ErrorState';
import { appendInSlices } from './appendInSlices';
import { BootFrame } from './BootFrame';
import { globalMessages } from '../shared/shell/globalMessages';
import { DESKTOP_HOME_PATH, MOBILE_HOME_PATH } from '../routing/guard';
import { CurrentScreenContext } from './currentScreen';
import { screens as defaultScreens, type ScreenRoute } from './routeTable';

/** What a matched route carries for the layouts (header title, document title). */
export interface RouteHandle {
  screen: ScreenRoute;
}

/**
 * One component per screen that loads the screen's chunk on first use (shared by every path of the
 * screen). Once the chunk is in (preloaded at start, or an earlier visit) it renders at once, without
 * suspending, so a route that becomes visible outside a transition (the guard stops waiting) does
 * not flash the boot frame.
 */
interface LoadedScreen {
  promise: Promise<ComponentType>;
  component?: ComponentType;
  Screen: ComponentType;
}
const loadedScreens = new WeakMap<ScreenRoute, LoadedScreen>();

function screenLoader(screen: ScreenRoute): LoadedScreen {
  let entry = loadedScreens.get(screen);
  if (!entry) {
    let promise: Promise<ComponentType> | undefined;
    const created: LoadedScreen = {
      get promise() {
        promise ??= screen.load().then((module) => (created.component = module.default));
        return promise;
      },
      Screen: function LazyScreen() {
        // Chosen once per mount: a loaded screen renders directly, else through React.lazy.
        const [Component] = useState(() => created.component ?? Lazy);
        return createElement(Component);
      },
    };
    const Lazy = lazy(() => created.promise.then((component) => ({ default: component })));
    entry = created;
    loadedScreens.set(screen, entry);
  }
  return entry;
}

function screenRoute(screen: ScreenRoute, path: string): RouteObject {
  return {
    id: `${screen.id}:${path}`,
    path,
    handle: { screen } satisfies RouteHandle,
    element: createElement(screenLoader(screen).Screen),
  };
}

const notFoundScreen = (table: readonly ScreenRoute[]) => table.find((s) => s.id === 'notFound');

/**
 * Where `/m/user` and `/user` lead (spec §2: the user centre, /m/user/index). Until the user centre
 * exists they lead to the home page rather than to a 404; the guard has sent guests to log in first.
 */
export function userLandingPath(table: readonly ScreenRoute[], prefix: '' | '/m'): string {
  return table.some((s) => s.path === 'user/index') ? `${prefix}/user/index` : `${prefix}/index`;
}

/**
 * Mobile and desktop routes from one table (spec §2): every screen under `/m/<path>` with the mobile
 * layouts and under `/<path>` with the desktop layout, except pages that exist only unprefixed.
 * On desktop the pages a phone shows on their own (product, messages, content, auth) keep the top
 * navigation too, and so do /app and the 404 page for a desktop visitor (phones share those two and
 * see them bare). /maintain stays bare: the guard holds every visitor there during maintenance, so a
 * navigation bar would only lead back to it.
 * Unknown paths render the 404 page in place, so the address the visitor typed stays visible.
 */
export function buildRoutes(table: readonly ScreenRoute[] = defaultScreens): RouteObject[] {
  const prefixed = table.filter((screen) => !screen.unprefixedOnly);
  const inLayout = (layout: ScreenRoute['layout']) => prefixed.filter((s) => s.layout === layout);
  const bare = (list: readonly ScreenRoute[], prefix: string) =>
    list.filter((s) => s.layout === 'bare').map((s) => screenRoute(s, `${prefix}${s.path}`));
  const notFound = notFoundScreen(table);

  const mobileMain = inLayout('main').map((s) => screenRoute(s, `/m/${s.path}`));
  const mobileUser = inLayout('user').map((s) => screenRoute(s, `/m/${s.path}`));
  const desktopPaged = [...inLayout('main'), ...inLayout('user')].map((s) =>
    screenRoute(s, `/${s.path}`),
  );

  const children: RouteObject[] = [
    { path: '/m', element: <Navigate to={MOBILE_HOME_PATH} replace /> },
    { path: '/', element: <Navigate to={DESKTOP_HOME_PATH} replace /> },
    { path: '/m/user', element: <Navigate to={userLandingPath(table, '/m')} replace /> },
    { path: '/user', element: <Navigate to={userLandingPath(table, '')} replace /> },
    { element: <MobileMainLayout />, children: [...mobileMain, ...mobileUser] },
    { element: <DesktopLayout />, children: [...desktopPaged, ...bare(prefixed, '/')] },
    ...bare(prefixed, '/m/'),
    ...bare(
      table.filter((s) => s.unprefixedOnly && s.id === 'maintenance'),
      '/',
    ),
    {
      element: <DesktopLayoutOnDesktop />,
      children: [
        ...bare(
          table.filter((s) => s.unprefixedOnly && s.id !== 'maintenance'),
          '/',
        ),
        ...(notFound ? [{ ...screenRoute(notFound, '*'), id: 'notFound:*' }] : []),
      ],
    },
  ];

  return [
    {
      id: 'root',
      element: <RootLayout />,
      children,
    },
  ];
}

/** A screen whose code could not be downloaded (offline, or replaced by a new version): reload. */
function ScreenLoadFailed() {
  const intl = useIntl();
  return (
    <main data-testid="screen-load-failed">
      <ErrorState
        headingLevel={2}
        title={intl.formatMessage(globalMessages.screenLoadFailedTitle)}
        description={intl.formatMessage(globalMessages.screenLoadFailedBody)}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}

/** Catches a screen chunk that failed to load, so the app says so instead of going blank. */
export class ScreenLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenLoadFailed /> : this.props.children;
  }
}

/**
 * React Router flattens and ranks the whole table on every match (`matchRoutes`, and `useRoutes` on
 * each render), compiling a pattern for each route it tries: about 150 routes here, one of the
 * start-up's longest steps on a phone. The app gives it only the routes that can match the path.
 */
const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;
const normalPath = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The routes whose path can match `pathname`: every route with a dynamic segment or a splat, and
 * the static ones equal to it (as React Router compares them: decoded, case-insensitive, a trailing
 * slash allowed). Layout routes stay when a child does. Order is kept, so the ranking among the
 * candidates, and so the winner, is React Router's own.
 */
export function candidateRoutes(
  routes: readonly RouteObject[],
  pathname: string,
  parentPath = '',
): RouteObject[] {
  let wanted: string;
  try {
    wanted = normalPath(decodeURI(pathname));
  } catch {
    wanted = normalPath(pathname);
  }
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPath(parentPath, route.path);
    if (route.children?.length) {
      const children = candidateRoutes(route.children, pathname, path);
      if (children.length) kept.push({ ...route, children } as RouteObject);
      continue;
    }
    if (/[:*]/.test(path) || normalPath(path) === wanted) kept.push(route);
  }
  return kept;
}

/** The screen of the deepest route matching a path. */
export function matchedScreen(routes: RouteObject[], pathname: string): ScreenRoute | undefined {
  const matches =
    matchRoutes(candidateRoutes(routes, pathname), pathname) ?? matchRoutes(routes, pathname) ?? [];
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as RouteHandle | undefined;
    if (handle?.screen) return handle.screen;
  }
  return undefined;
}

/**
 * Start loading the chunk of the screen at this path now, while start-up runs, rather than when
 * the route first renders (after the settings and the login check): the import is the one the
 * route's lazy component makes, so the module is fetched once. A failed load is the route's to show.
 */
export function preloadScreen(
  routes: RouteObject[],
  pathname: string,
  nextTurn?: () => Promise<void>,
): void {
  const screen = matchedScreen(routes, pathname);
  if (!screen) return;
  // The preload links go into the document a few at a time, not all in one long task.
  const load = () =>
    appendInSlices(document.head, () => void screenLoader(screen).promise.catch(() => undefined));
  // With `nextTurn`, the links are made in a task after the match's: the two together were one of
  // the start's long tasks (28-30 ms in Lighthouse's traces here, before its four-fold slowing).
  if (nextTurn) void nextTurn().then(load);
  else load();
}

/**
 * The routes under the declarative router (BrowserRouter, or MemoryRouter in tests): the data
 * router's loaders, actions and fetchers are not used here, and leaving them out of the entry keeps
 * about 12 KiB (brotli) off every first load. A screen's chunk loads on demand under one Suspense
 * boundary: the first load shows the boot frame (as index.html does); a navigation runs in a
 * transition, so the current screen stays until the next one is ready. The layouts read the
 * matched screen (titles) from CurrentScreenContext.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const screen = useMemo(() => matchedScreen(routes, location.pathname), [routes, location]);
  const candidates = useMemo(
    () => candidateRoutes(routes, location.pathname),
    [routes, location.pathname],
  );
  const element = useRoutes(candidates, location);
  return (
    <CurrentScreenContext.Provider value={screen}>
      <ScreenLoadBoundary key={location.pathname}>
        <Suspense fallback={<BootFrame />}>{element}</Suspense>
      </ScreenLoadBoundary>
    </CurrentScreenContext.Provider>
  );
}
