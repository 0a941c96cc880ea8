import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { App } from '../../app/App';
import { screens } from '../../app/routeTable';
import { buildRoutes } from '../../app/routes';
import { createAppServices } from '../../app/services/appServices';
import { bootRoutes, createTestParts, type Routes } from '../../app/services/testParts';

// jsdom has no CSS.escape, which react-aria uses.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

/** The site notice the server has now; the test replaces it as an operator would. */
let currentNotice: (typeof fixtures.notices)[number] | undefined = fixtures.notices[0];
const homeRoutes: Routes = {
  '/banner/home_carousel/list': () => ({ code: 0, data: fixtures.banners }),
  '/user/getUserNotice': () => ({ code: 0, data: currentNotice }),
};

/** The route table with the home entry pointing at the home page (as routeTable.ts should). */
const table = screens.map((screen) =>
  screen.id === 'home' ? { ...screen, load: () => import('./HomePage') } : screen,
);

describe('home page in the app (desktop /index, guest)', () => {
  it('shows banners, the notice, live prices and shortcuts inside the main layout', async () => {
    window.history.replaceState(null, '', '/index');
    let stomp: ReturnType<typeof createTestParts>['stomp'] | undefined;
    const services = createAppServices((hooks) => {
      const test = createTestParts({ ...bootRoutes(), ...homeRoutes }, hooks);
      stomp = test.stomp;
      return test.parts;
    });
    services.start();
    render(<App services={services} routes={buildRoutes(table)} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Markets' }, { timeout: 5000 }),
    ).toBeTruthy();
    const carousel = await screen.findByTestId('home-carousel');
    // The banner linking to /m/user/invite (no such screen yet) is left out; /m/quotation stays.
    expect(within(carousel).getByRole('group', { name: '1 of 1' })).toBeTruthy();
    expect(within(carousel).getByRole('link', { name: 'Trade Bitcoin' }).getAttribute('href')).toBe(
      '/m/quotation',
    );
    expect(within(carousel).queryByRole('img', { name: 'Invite friends' })).toBeNull();
    expect(await screen.findByText('Scheduled maintenance')).toBeTruthy();
    expect(await screen.findByTestId('quote-row-BTCUSDT')).toBeTruthy();
    expect(screen.getByText(/market data is simulated/i)).toBeTruthy();
    expect(stomp!.destinations()).toContain('/topic/price/BTCUSDT');
    // Guests see no shortcut to pages that need an account.
    const shortcuts = screen.getByTestId('home-shortcuts');
    expect(within(shortcuts).queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(within(shortcuts).getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe(
      '/quotation',
    );
    // Shortcuts to screens the app does not have yet are not shown (trade today); those it has are.
    expect(within(shortcuts).queryByRole('link', { name: 'Trade' })).toBeNull();
    expect(within(shortcuts).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe(
      '/help',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Language' })).toBeTruthy();
    expect(within(shortcuts).getByRole('link', { name: 'Get the app' })).toBeTruthy();

    // The operator publishes a new notice: the refresh-notice topic makes the strip read it again,
    // and the old one stays on screen until the new one is there.
    currentNotice = { ...fixtures.notices[0]!, id: 99, title: 'Trading hours extended' };
    act(() => stomp!.deliver('/topic/refreshNotice', {}));
    expect(screen.queryByLabelText('Loading notices')).toBeNull();
    expect(await screen.findByText('Trading hours extended')).toBeTruthy();
    expect(screen.queryByText('Scheduled maintenance')).toBeNull();
  });
});
