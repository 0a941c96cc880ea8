import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { App } from './App';
import { createAppServices, UNREAD_PROMPTED_KEY } from './services/appServices';
import { bootRoutes, createTestParts, type Routes } from './services/testParts';

// jsdom has no CSS.escape, which react-aria's modal uses.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

function startServices(
  settings: Record<string, string> = {},
  token: string | null = null,
  routes: Routes = {},
  { unreadPrompted = false }: { unreadPrompted?: boolean } = {},
) {
  const services = createAppServices((hooks) => {
    const { parts } = createTestParts({ ...bootRoutes(settings), ...routes }, hooks, { token });
    // As after a reload of a tab where the unread-message prompt was already answered.
    if (unreadPrompted) parts.sessionFlags.setItem(UNREAD_PROMPTED_KEY, '1');
    return parts;
  });
  services.start();
  return services;
}

describe('App', () => {
  it('starts on the home page of the device with the simulated-data notice', async () => {
    window.history.replaceState(null, '', '/');
    render(<App services={startServices()} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Markets' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText(/market data is simulated/i)).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(window.location.pathname).toBe('/index');
    // The title is set once the route has loaded, after the heading may already show.
    await waitFor(() => expect(document.title).toBe('Markets'));
    expect(document.documentElement.lang).toBe('en-US');
  });

  it("saves the operator's dark frame colours for the next start's first paint, and drops them for light", async () => {
    window.history.replaceState(null, '', '/');
    localStorage.removeItem('frameColours');
    const dark = render(
      <App services={startServices({ THEME_SEEDS: '{"scheme":"dark","brand":"#f0b90b"}' })} />,
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('frameColours') ?? 'null')).toMatchObject({
        body: '#0f1115',
        scheme: 'dark',
      }),
    );
    dark.unmount();
    render(<App services={startServices()} />);
    await waitFor(() => expect(localStorage.getItem('frameColours')).toBeNull());
  });

  it('decides routes only after the settings loaded: maintenance sends everything to /maintain', async () => {
    window.history.replaceState(null, '', '/index');
    render(<App services={startServices({ SYSTEM_MAINTAIN: '1' })} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: /maintenance/i }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/maintain');
  });

  it('a logged-in user is told about unread messages once, then sees the badge and no login link', async () => {
    window.history.replaceState(null, '', '/index');
    render(<App services={startServices({}, 'token-1')} />);
    // (jsdom does not finish react-aria's entry animation, so the dialog counts as hidden here.)
    const prompt = await screen.findByRole('alertdialog', { hidden: true }, { timeout: 3000 });
    expect(prompt.textContent).toContain('You have 3 unread messages.');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel', hidden: true }));
    // Assets joins the navigation once the wallet screen exists (layouts/navigation.test.ts).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    // The header's message link carries the unread count (home has a Messages shortcut too).
    const messages = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(messages.textContent).toContain('3');
  });

  it('a stored guest token is a guest session: the guest badge, the login tab, no account pages', async () => {
    window.history.replaceState(null, '', '/user/message');
    const services = startServices({}, 'guest-token-1', {
      '/user/info': () => ({ code: 0, data: fixtures.guestInfo }),
    });
    render(<App services={services} />);
    // An account page is not for a guest: the guard sends the guest on (desktop: home).
    expect(
      await screen.findByRole('link', { name: 'Guest: register to trade' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/index'));
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Assets' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(services.session.getSnapshot().matches({ lifecycle: { guest: 'ready' } })).toBe(true);
    expect(services.session.getSnapshot().context.error).toBeNull();
  });

  it('a reload of a user page keeps a logged-in user there while the session is re-established', async () => {
    window.history.replaceState(null, '', '/user/message');
    // The user's info is slow to come: the page must wait for it, not send the user to log in.
    let releaseUser: () => void = () => undefined;
    const userInfo = bootRoutes()['/user/info']!;
    const slowUser = new Promise<void>((resolve) => {
      releaseUser = resolve;
    });
    render(
      <App
        services={startServices(
          {},
          'token-1',
          {
            '/user/info': async (body, request) => {
              await slowUser;
              return userInfo(body, request);
            },
          },
          // The user has unread messages: their prompt (a modal) is not what this test is about.
          { unreadPrompted: true },
        )}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.pathname).toBe('/user/message');
    releaseUser();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/user/message');
  });
});
