import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { App } from '../../app/App';
import { hasScreen } from '../../app/routeTable';
import { createAppServices } from '../../app/services/appServices';
import { bootRoutes, createTestParts, type Routes } from '../../app/services/testParts';
import { createTestApi, withIntl } from '../../shared/testing/testApi';
import { DemoStartScreen } from './DemoStartScreen';

// jsdom has no CSS.escape, which react-aria uses.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

const started = { token: 'demo-tok-1', userInfo: fixtures.demoInfo };
const tooMany = {
  code: 429,
  msg: 'Too many requests; try again in 3500 s',
  data: null,
};

function renderScreen(
  routes: Parameters<typeof createTestApi>[0],
  signedIn: 'account' | 'demo' | null = null,
) {
  const { api, calls } = createTestApi(routes);
  const onStarted = vi.fn();
  render(
    withIntl(
      <DemoStartScreen
        api={api}
        signedIn={signedIn}
        onStarted={onStarted}
        tradeHref="/m/user/trade"
        loginHref="/m/login"
      />,
    ),
  );
  return { calls, onStarted, user: userEvent.setup() };
}

const startButton = () => screen.getByRole('button', { name: 'Start my demo account' });

describe('DemoStartScreen', { timeout: 20_000 }, () => {
  it('starts nothing when opened; the button starts a demo account and hands its session on', async () => {
    const { calls, onStarted, user } = renderScreen({
      '/oauth/loginDemo': () => ({ code: 0, data: started }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Try the demo' })).toBeTruthy();
    expect(screen.getByText(/cannot deposit or withdraw/)).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(startButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(started));
    expect(calls).toEqual([{ path: '/oauth/loginDemo', method: 'POST', body: null }]);
  });

  it('says so in its own words when the address started too many (429), and may be tried again', async () => {
    let answer: { code: number; msg?: string; data?: unknown } = tooMany;
    const { onStarted, user } = renderScreen({ '/oauth/loginDemo': () => answer });
    await user.click(startButton());
    expect(
      (await screen.findByRole('alert')).textContent?.includes(
        'Too many demo accounts were started from your network',
      ),
    ).toBe(true);
    expect(onStarted).not.toHaveBeenCalled();
    answer = { code: 0, data: started };
    await user.click(startButton());
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(started));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a signed-in user is pointed to the trade tab instead of starting another account', () => {
    renderScreen({}, 'demo');
    expect(screen.getByText('You are using a demo account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to trade' }).getAttribute('href')).toBe(
      '/m/user/trade',
    );
    expect(screen.queryByRole('button', { name: 'Start my demo account' })).toBeNull();
  });
});

const demoBanner = {
  id: 7,
  title: 'Try the demo account',
  image: '/banners/demo.svg',
  link: '/m/demo',
};

function startApp(routes: Routes) {
  let kit: ReturnType<typeof createTestParts> | undefined;
  const services = createAppServices((hooks) => {
    kit = createTestParts({ ...bootRoutes(), ...routes }, hooks);
    return kit.parts;
  });
  services.start();
  render(<App services={services} />);
  return { services, kit: kit! };
}

describe('"Try the demo" in the app (desktop, a visitor)', { timeout: 30_000 }, () => {
  it('the home banner that leads to it is shown: the app has the screen', async () => {
    expect(hasScreen('/m/demo')).toBe(true);
    expect(hasScreen('/demo')).toBe(true);
    window.history.replaceState(null, '', '/index');
    startApp({
      '/banner/home_carousel/list': () => ({ code: 0, data: [demoBanner] }),
      '/user/getUserNotice': () => ({ code: 0, data: null }),
    });
    const carousel = await screen.findByTestId('home-carousel', {}, { timeout: 5000 });
    expect(
      within(carousel).getByRole('link', { name: 'Try the demo account' }).getAttribute('href'),
    ).toBe('/m/demo');
  });

  it('starts a demo account and lands on the trade tab logged in to it', async () => {
    window.history.replaceState(null, '', '/demo');
    const { services, kit } = startApp({
      '/oauth/loginDemo': () => ({ code: 0, data: started }),
      '/user/getUserInfo': () => ({ code: 0, data: fixtures.demoInfo }),
      '/user/getUserMoney': () => ({
        code: 0,
        data: { ...fixtures.userMoney, balance: '10000', available: '10000', frozen: '0' },
      }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Start my demo account' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/user/trade'), { timeout: 5000 });
    // The session is the demo account's: signed in (not a guest). (The token arrives in the answer's
    // authorization header, which the client stores: the server's test holds that.)
    await waitFor(() =>
      expect(services.session.getSnapshot().matches({ lifecycle: 'signedIn' })).toBe(true),
    );
    expect(services.session.getSnapshot().context.user?.id).toBe(String(fixtures.demoInfo.id));
    expect(kit.calls.filter((path) => path === '/oauth/loginDemo')).toHaveLength(1);
  });

  it('a refusal stays on the page with the reason and the button', async () => {
    window.history.replaceState(null, '', '/demo');
    const { kit } = startApp({ '/oauth/loginDemo': () => tooMany });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Start my demo account' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByText(/Too many demo accounts were started from your network/),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/demo');
    expect(kit.parts.tokens.get()).toBeNull();
    expect(startButton()).toBeTruthy();
  });
});
