import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { LoginScreen } from './LoginScreen';
import { countries, createTestApi, withIntl } from '../../shared/testing/testApi';
import { preloadPhoneFields } from './accountFields';

// The phone fields' code loads when they are first shown (accountFields.test.tsx); here it is in.
beforeAll(() => preloadPhoneFields());

const session = { token: 'tok-1', userInfo: fixtures.userInfo };

function setup(routes: Parameters<typeof createTestApi>[0] = {}) {
  const { api, calls } = createTestApi({
    '/oauth/login': () => ({ code: 0, data: session }),
    '/oauth/loginGuest': () => ({ code: 0, data: { ...session, userInfo: fixtures.guestInfo } }),
    '/common/getCaptcha': () =>
      new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      }),
    ...routes,
  });
  const onLoggedIn = vi.fn();
  const user = userEvent.setup();
  render(
    withIntl(
      <LoginScreen
        api={api}
        onLoggedIn={onLoggedIn}
        countries={countries}
        registerHref="/m/register"
        forgotPasswordHref="/m/forget"
      />,
    ),
  );
  return { calls, onLoggedIn, user };
}

const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginScreen', { timeout: 20_000 }, () => {
  it('logs in by e-mail and hands the session to onLoggedIn', async () => {
    const { calls, onLoggedIn, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(submit());
    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-1' }), 'user'),
    );
    expect(calls).toEqual([
      {
        path: '/oauth/login',
        method: 'POST',
        body: { username: 'ann@example.com', password: 'secret1' },
      },
    ]);
  });

  it('selects the login method with the arrow keys, as a radio group does (defect 9)', async () => {
    const { user } = setup();
    screen.getByRole('radio', { name: 'E-mail' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Phone' })).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Phone' }));
    expect(await screen.findByRole('textbox', { name: /Mobile number/ })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
  });

  it('shows the dialling code first in the country field, the country named in full (defect 16)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(await screen.findByRole('combobox', { name: /Country code/ })).toHaveProperty(
      'value',
      '+44 United Kingdom',
    );
  });

  it('sends a phone account as "<dialling code> <number>"', async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '7700900123');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ username: '+44 7700900123', password: 'secret1' });
  });

  it.each([
    ['5 characters', 'abc12', 'Login password format error: use 6 to 16 characters'],
    ['17 characters', 'a'.repeat(17), 'Login password format error: use 6 to 16 characters'],
    ['empty', '', 'This field cannot be empty'],
  ])('rejects a password of %s, names the rule and focuses the field', async (_, value, text) => {
    const { calls, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    if (value) await user.type(screen.getByLabelText(/^Password/), value);
    await user.click(submit());
    const field = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    const described = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain(text);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['6', 'a'.repeat(6)],
    ['16', 'a'.repeat(16)],
  ])('accepts a password of %s characters', async (_, value) => {
    const { calls, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), value);
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it.each([
    ['abcd5', 'Username format error: use 6 to 14 characters', false],
    ['abcde6', null, true],
    ['a'.repeat(14), null, true],
    ['a'.repeat(15), 'Username format error: use 6 to 14 characters', false],
    ['abc_def', 'Username format error: use letters and digits only', false],
  ])('username %s', async (value, error, sent) => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: /Username/ }), value);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(submit());
    if (error) expect(await screen.findByText(error)).toBeTruthy();
    await waitFor(() => expect(calls.length > 0).toBe(sent));
  });

  it.each([
    ['1234', 'Mobile number format error: enter at least 5 digits', false],
    ['12345', null, true],
    ['12a45', 'Mobile number format error: enter at least 5 digits', false],
  ])('mobile number %s', async (value, error, sent) => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), value);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(submit());
    if (error) expect(await screen.findByText(error)).toBeTruthy();
    await waitFor(() => expect(calls.length > 0).toBe(sent));
  });

  it('rejects a malformed e-mail address', async () => {
    const { calls, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(submit());
    expect(await screen.findByText('E-mail format incorrect')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /E-mail/ })),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the envelope message of a rejected login and keeps what was typed', async () => {
    const { onLoggedIn, user } = setup({
      '/oauth/login': () => ({ code: 1011, msg: 'Account or password wrong' }),
    });
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Account or password wrong');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveProperty(
      'value',
      'ann@example.com',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', 'secret1');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('asks for the captcha when the server answers 1010 and sends it with its key', async () => {
    let attempt = 0;
    const { calls, onLoggedIn, user } = setup({
      '/oauth/login': () =>
        ++attempt === 1
          ? { code: 1010, msg: 'Please enter the captcha' }
          : { code: 0, data: session },
    });
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(submit());
    const captcha = await screen.findByRole('textbox', { name: /Characters in the image/ });
    expect(await screen.findByRole('img', { name: 'Security check image' })).toBeTruthy();
    // Submitting without the answer is a validation error, not a request.
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(captcha));
    expect(calls.filter((c) => c.path === '/oauth/login')).toHaveLength(1);
    await user.type(captcha, 'x7k2');
    await user.click(submit());
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const captchaCall = calls.find((c) => c.path === '/common/getCaptcha');
    expect(captchaCall).toBeTruthy();
    const lastLogin = calls.filter((c) => c.path === '/oauth/login').at(-1);
    expect(lastLogin?.body).toMatchObject({ captcha: 'x7k2', captchaKey: expect.any(String) });
  });

  it('starts a guest session', async () => {
    const { calls, onLoggedIn, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith(
        expect.objectContaining({ userInfo: fixtures.guestInfo }),
        'guest',
      ),
    );
    expect(calls.map((c) => c.path)).toEqual(['/oauth/loginGuest']);
  });
});
