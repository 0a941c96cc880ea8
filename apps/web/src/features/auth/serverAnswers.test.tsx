import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@repo/api-schema/client';
import { useServerProblem } from '../../shared/forms/formSupport';
import { authAnswerTexts } from './accountFields';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';
import { countries, createTestApi, withIntl } from '../../shared/testing/testApi';

/**
 * Defect 4: expected answers of the server (business codes) are shown as what they are, not headed
 * "Something went wrong"; a failure shows the app's translated words, never an HTTP status line.
 */
type Routes = Parameters<typeof createTestApi>[0];

async function logIn(routes: Routes) {
  const { api } = createTestApi(routes);
  const user = userEvent.setup();
  render(
    withIntl(
      <LoginScreen
        api={api}
        onLoggedIn={vi.fn()}
        countries={countries}
        registerHref="/m/register"
        forgotPasswordHref="/m/forget"
      />,
    ),
  );
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('alert', {}, { timeout: 5000 });
}

describe('server answers on the auth forms', { timeout: 20_000 }, () => {
  it('"Account or password wrong" is the whole message', async () => {
    const alert = await logIn({
      '/oauth/login': () => ({ code: 1011, msg: 'Account or password wrong' }),
    });
    expect(alert.textContent).toBe('Account or password wrong');
  });

  it('"Please enter the captcha" is the whole message', async () => {
    const alert = await logIn({
      '/oauth/login': () => ({ code: 1010, msg: 'Please enter the captcha' }),
      '/common/getCaptcha': () =>
        new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'content-type': 'image/svg+xml' },
        }),
    });
    expect(alert.textContent).toBe('Please enter the captcha');
  });

  it('a server failure shows the app’s words, not "Internal Server Error"', async () => {
    const alert = await logIn({
      '/oauth/login': () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    expect(alert.textContent).toBe('The request failed. Check your connection and try again.');
  });

  it('a refusal for too many attempts (429) says so, not "check your connection"', async () => {
    const alert = await logIn({
      '/oauth/login': () =>
        Response.json(
          {
            code: 429,
            msg: 'Too many failed logins for this account; try again in 840 s',
            data: null,
          },
          { status: 429 },
        ),
    });
    expect(alert.textContent).toBe('Too many attempts for now. Wait a few minutes and try again.');
  });

  it('"already registered" on registration is the whole message', async () => {
    const { api } = createTestApi({
      '/oauth/register': () => ({ code: 1013, msg: 'This username is already registered' }),
    });
    const user = userEvent.setup();
    render(
      withIntl(
        <RegisterScreen
          api={api}
          onRegistered={vi.fn()}
          countries={countries}
          codeNumber={null}
          loginHref="/m/login"
          termsHref="/m/faq"
        />,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'trader01');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await user.type(screen.getByLabelText(/^Withdrawal password/), '1234');
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('This username is already registered');
  });

  it('an expected answer without text gets the app’s words for its code', () => {
    const wrapper = ({ children }: { children: ReactNode }) => withIntl(<>{children}</>);
    const { result } = renderHook(() => useServerProblem(authAnswerTexts), { wrapper });
    const answer = (errCode: number, errMsg = '') =>
      result.current(new ApiError({ errCode, errMsg, status: 200 })).message;
    expect(answer(1011)).toBe('Account or password wrong.');
    expect(answer(1013)).toBe('This account is already registered.');
    expect(answer(1010)).toBe('Enter the characters in the image to continue.');
    expect(answer(1015)).toBe('No account with that address.');
    expect(answer(1015, 'No account with that address')).toBe('No account with that address');
    expect(answer(1099)).toBe('This could not be done (code 1099).');
    expect(answer(500, 'Internal Server Error')).toBe(
      'The request failed. Check your connection and try again.',
    );
    expect(result.current(new Error('offline')).message).toBe(
      'The request failed. Check your connection and try again.',
    );
  });
});
