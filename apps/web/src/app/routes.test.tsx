import { render, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes, candidateRoutes, preloadScreen, ScreenLoadBoundary } from './routes';
import { hasScreen, screens } from './routeTable';
import { desktopDevice, mobileDevice, renderRoute } from './testing/renderRoute';
import { matchRoutes, type RouteObject } from 'react-router';

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('route table', () => {
  const routes = flatten(buildRoutes());
  const paths = routes.map((route) => route.path).filter(Boolean);

  it('gives every screen a mobile /m route and a desktop route, except unprefixed-only pages', () => {
    for (const screenRoute of screens) {
      expect(paths).toContain(`/${screenRoute.path}`);
      if (screenRoute.unprefixedOnly) expect(paths).not.toContain(`/m/${screenRoute.path}`);
      else expect(paths).toContain(`/m/${screenRoute.path}`);
    }
  });

  it('knows which addresses lead to a screen it has', () => {
    expect(hasScreen('/m/quotation')).toBe(true);
    expect(hasScreen('/quotation?x=1')).toBe(true);
    expect(hasScreen('/m/user/message/detail/7')).toBe(true);
    expect(hasScreen('/app')).toBe(true);
    expect(hasScreen('/m/app')).toBe(false);
    expect(hasScreen('/m/user/invite')).toBe(false);
    expect(hasScreen('/faq')).toBe(true);
    expect(hasScreen('/m/user/trade')).toBe(true);
    expect(hasScreen('/m/user/wallet')).toBe(true);
    expect(hasScreen('/m/user/loan')).toBe(false);
    expect(hasScreen('/m/404')).toBe(false);
  });

  it('loads every screen on demand, and at start the screen of the address only', () => {
    const loads = screens.map(() => vi.fn(() => new Promise<never>(() => undefined)));
    const table = screens.map((screenRoute, index) => ({ ...screenRoute, load: loads[index]! }));
    const built = buildRoutes(table);
    expect(flatten(built).filter((route) => route.handle).length).toBeGreaterThan(screens.length);
    for (const load of loads) expect(load).not.toHaveBeenCalled();

    preloadScreen(built, '/m/quotation');
    const quotes = table.findIndex((screenRoute) => screenRoute.path === 'quotation');
    loads.forEach((load, index) => expect(load).toHaveBeenCalledTimes(index === quotes ? 1 : 0));
  });

  it('with a turn to wait for, starts the screen load only once that turn has come', async () => {
    const loads = screens.map(() => vi.fn(() => new Promise<never>(() => undefined)));
    const table = screens.map((screenRoute, index) => ({ ...screenRoute, load: loads[index]! }));
    const login = table.findIndex((screenRoute) => screenRoute.path === 'login');
    let turnCome: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => (turnCome = resolve));

    preloadScreen(buildRoutes(table), '/m/login', () => turn);
    await Promise.resolve();
    expect(loads[login]).not.toHaveBeenCalled();
    turnCome();
    await turn;
    await Promise.resolve();
    loads.forEach((load, index) => expect(load).toHaveBeenCalledTimes(index === login ? 1 : 0));
  });

  it('matches every address among its candidate routes exactly as React Router does among all', () => {
    const built = buildRoutes();
    const addresses = [
      ...paths.flatMap((path) => {
        const concrete = path!.replace(/:\w+/g, '42').replace('*', 'no/such/page');
        return [concrete, `${concrete}/`, concrete.toUpperCase()];
      }),
      '/',
      '/m',
      '/m/',
      '/m/ind%65x',
      '/m/%E0%A4%A',
      '/m/index/extra',
      '/user',
      '/nothing',
    ];
    const leafOf = (matches: ReturnType<typeof matchRoutes>) =>
      matches?.map((match) => `${match.route.path ?? '(layout)'} ${JSON.stringify(match.params)}`);
    for (const address of addresses) {
      const candidates = candidateRoutes(built, address);
      expect(flatten(candidates).length).toBeLessThan(flatten(built).length / 4);
      expect(leafOf(matchRoutes(candidates, address)), address).toEqual(
        leafOf(matchRoutes(built, address)),
      );
    }
  });
});

describe('navigation', () => {
  it('moves a desktop visitor from /m/index to /index, keeping the query', async () => {
    const { router } = renderRoute('/m/index?ref=1', { device: desktopDevice });
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(router.state.location.search).toBe('?ref=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Markets' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('moves a mobile visitor from /index to /m/index, with the bottom tab bar', async () => {
    const { router } = renderRoute('/index', { device: mobileDevice });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/index'));
    const tabs = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(tabs).getAllByRole('link');
    // Trade joins the tabs when its screen exists (navigation.test.ts).
    expect(links.map((link) => link.textContent)).toEqual(
      hasScreen('/m/user/trade')
        ? ['Home', 'Quotes', 'Trade', 'Log in']
        : ['Home', 'Quotes', 'Log in'],
    );
    expect(within(tabs).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('sends / to the home page of the device', async () => {
    const mobile = renderRoute('/', { device: mobileDevice });
    await waitFor(() => expect(mobile.router.state.location.pathname).toBe('/m/index'));
    mobile.unmount();
    const desktop = renderRoute('/', { device: desktopDevice });
    await waitFor(() => expect(desktop.router.state.location.pathname).toBe('/index'));
  });

  it('shows the 404 page in place for an unknown address', async () => {
    const { router } = renderRoute('/m/no-such-page', { device: mobileDevice });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/no-such-page');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/m/index',
    );
  });

  it('sends everything to /maintain while SYSTEM_MAINTAIN is 1', async () => {
    const { router } = renderRoute('/m/index', {
      device: mobileDevice,
      settings: { SYSTEM_MAINTAIN: '1' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are doing some maintenance' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintain');
  });

  it('sends a guest away from a /user page to the login page', async () => {
    const { router } = renderRoute('/m/user/wallet', { device: mobileDevice });
    // The assets tab now exists: its route module loads (lazily) before the guard can redirect.
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), {
      timeout: 5000,
    });
  });

  it('sends a logged-in user from /m/user to the user landing page, not a 404', async () => {
    const { router } = renderRoute('/m/user', {
      device: mobileDevice,
      session: { userId: 42, unreadCount: 0 },
    });
    // The user centre (/m/user/index) is still to come: until it exists, /m/user leads home.
    const landing = screens.some((s) => s.path === 'user/index') ? '/m/user/index' : '/m/index';
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).toBeNull();

    const desktop = renderRoute('/user', { session: { userId: 42, unreadCount: 0 } });
    await waitFor(() =>
      expect(desktop.router.state.location.pathname).toBe(landing.replace('/m/', '/')),
    );
  });

  it('shows the message icon with its unread count to a logged-in user, and no login tab', async () => {
    renderRoute('/m/index', {
      device: mobileDevice,
      session: { userId: 42, unreadCount: 3 },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(tabs).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(tabs).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' }).getAttribute('href')).toBe(
      '/m/user/message',
    );
  });

  it('hides the message icon from guests and keeps the FAQ shortcut', async () => {
    renderRoute('/index', { device: desktopDevice });
    expect(await screen.findByRole('link', { name: 'FAQ' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
  });

  // The tab bar and the desktop top bar named trade and assets before those screens existed (404s).
  it.each([
    ['/m/index', mobileDevice],
    ['/index', desktopDevice],
    ['/market?id=1', desktopDevice],
  ] as const)('links every navigation item on %s to a screen the app has', async (path, device) => {
    for (const session of [
      { userId: 42, unreadCount: 0 },
      { userId: null, unreadCount: 0 },
    ]) {
      const view = renderRoute(path, { device, session });
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      const links = within(nav).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(hasScreen(link.getAttribute('href')!)).toBe(true);
      view.unmount();
    }
  });

  it('keeps the top navigation on desktop pages shown on their own, with one h1', async () => {
    renderRoute('/faq', { device: desktopDevice });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Quotes' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
  });

  it('keeps the top navigation on a desktop 404 and /app, not on a phone', async () => {
    const desktop = renderRoute('/no-such-page', { device: desktopDevice });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    desktop.unmount();

    renderRoute('/no-such-page', { device: mobileDevice });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('leaves /maintain bare: the guard holds every visitor there', async () => {
    renderRoute('/maintain', { device: desktopDevice, settings: { SYSTEM_MAINTAIN: '1' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});

describe('a screen that fails to load', () => {
  it('says the page could not be loaded instead of leaving the app blank', async () => {
    const Broken = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}} onError={() => undefined}>
        <ScreenLoadBoundary>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </ScreenLoadBoundary>
      </IntlProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeTruthy();
    errors.mockRestore();
  });
});
