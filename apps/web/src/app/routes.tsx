import { Navigate, type RouteObject } from 'react-router';
import { DesktopLayout, DesktopLayoutOnDesktop } from '../layouts/DesktopLayout';
import { MobileMainLayout } from '../layouts/MobileMainLayout';
import { RootLayout } from '../layouts/RootLayout';
import { BootFrame } from './BootFrame';
import { DESKTOP_HOME_PATH, MOBILE_HOME_PATH } from '../routing/guard';
import { screens as defaultScreens, type ScreenRoute } from './routeTable';

/** What a matched route carries for the layouts (header title, document title). */
export interface RouteHandle {
  screen: ScreenRoute;
}

function screenRoute(screen: ScreenRoute, path: string): RouteObject {
  return {
    id: `${screen.id}:${path}`,
    path,
    handle: { screen } satisfies RouteHandle,
    lazy: async () => ({ Component: (await screen.load()).default }),
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
      HydrateFallback: BootFrame,
      children,
    },
  ];
}
