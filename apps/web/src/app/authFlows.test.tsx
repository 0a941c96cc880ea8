import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { App } from './App';
import { createAppServices } from './services/appServices';
import { bootRoutes, createTestParts, type Routes } from './services/testParts';

// jsdom has no CSS.escape, which react-aria's modal uses.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

function startServices(token: string | null, routes: Routes = {}) {
  const services = createAppServices(
    (hooks) => createTestParts({ ...bootRoutes(), ...routes }, hooks, { token }).parts,
  );
  services.start();
  return services;
}

const loginAnswer = (lang: string) => ({
  code: 0,
  data: { token: 'tok-1', userInfo: { ...fixtures.userInfo, lang } },
});

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: /E-mail/ }, { timeout: 5000 }),
    'trader01@example.com',
  );
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('auth pages in the app', { timeout: 20_000 }, () => {
  it('sends a logged-in user from the login and register pages home (defect 6)', async () => {
    window.history.replaceState(null, '', '/login');
    render(<App services={startServices('token-1')} />);
    await waitFor(() => expect(window.location.pathname).toBe('/index'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Log in' })).toBeNull();
  });

  it('applies the account language at login on a browser without one (defect 7)', async () => {
    window.history.replaceState(null, '', '/login');
    document.documentElement.lang = 'en-US';
    document.documentElement.dir = 'ltr';
    const services = startServices(null, { '/oauth/login': () => loginAnswer('fa-IR') });
    render(<App services={services} />);
    await logIn(userEvent.setup());
    await waitFor(() => expect(document.documentElement.lang).toBe('fa-IR'), { timeout: 5000 });
    expect(document.documentElement.dir).toBe('rtl');
    expect(services.parts.languages.get()).toBe('fa-IR');
    // Logged in, the login page is left for home.
    await waitFor(() => expect(window.location.pathname).toBe('/index'));
  });

  it('after a reset, the login page says so and has the address filled in (defect 5)', async () => {
    window.history.replaceState(null, '', '/forget');
    const user = userEvent.setup();
    render(
      <App
        services={startServices(null, {
          '/common/sendCode': () => ({ code: 0, data: { countdown: 60 } }),
          '/forgetPwd': () => ({ code: 0, data: null }),
        })}
      />,
    );
    const email = await screen.findByRole('textbox', { name: /E-mail/ }, { timeout: 5000 });
    await user.type(email, 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    const notice = await screen.findByText(/password has been reset/);
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveProperty(
      'value',
      'ann@example.com',
    );
    // The address is in the history state, not in the URL.
    expect(window.location.search).toBe('');
  });

  it('closing the unread prompt with Escape does not leave focus on the body (defect 9)', async () => {
    window.history.replaceState(null, '', '/index');
    render(<App services={startServices('token-1')} />);
    const prompt = await screen.findByRole('alertdialog', { hidden: true }, { timeout: 5000 });
    await waitFor(() => expect(prompt.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toBe(within(document.body).getByRole('main'));
  });
});
