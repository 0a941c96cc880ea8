import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { RegisterScreen } from './RegisterScreen';
import { countries, createTestApi, withIntl } from '../../shared/testing/testApi';

function setup(codeNumber: string | null = null, routes: Parameters<typeof createTestApi>[0] = {}) {
  const { api, calls } = createTestApi({
    '/oauth/register': () => ({ code: 0, data: { token: 't', userInfo: fixtures.userInfo } }),
    '/common/sendCode': () => ({ code: 0, data: { countdown: 60 } }),
    ...routes,
  });
  const onRegistered = vi.fn();
  const user = userEvent.setup();
  render(
    withIntl(
      <RegisterScreen
        api={api}
        onRegistered={onRegistered}
        countries={countries}
        codeNumber={codeNumber}
        loginHref="/m/login"
        termsHref="/m/faq"
      />,
    ),
  );
  return { calls, onRegistered, user };
}

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, confirm = 'secret1') {
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.type(screen.getByLabelText(/^Withdrawal password/), '1234');
}

describe('RegisterScreen', { timeout: 20_000 }, () => {
  it('prefills the invite code from codeNumber and registers by username', async () => {
    const { calls, onRegistered, user } = setup('INV42');
    expect(screen.getByRole('textbox', { name: /Invite code/ })).toHaveProperty('value', 'INV42');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'trader01');
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      registerType: 'username',
      username: 'trader01',
      password: 'secret1',
      confirmPassword: 'secret1',
      tkPassword: '1234',
      inviteCode: 'INV42',
    });
  });

  it('says when the passwords differ and when the terms are not agreed', async () => {
    const { calls, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'trader01');
    await fillPasswords(user, 'secret2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The two passwords you entered do not match')).toBeTruthy();
    const terms = screen.getByRole('checkbox', { name: /agree to the terms/ });
    const describedBy = terms.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Agree to the terms to continue',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Confirm password/)),
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['123', 'Withdrawal password format error: use 4 to 16 characters', false],
    ['1234', null, true],
  ])('withdrawal password %s', async (value, error, sent) => {
    const { calls, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'trader01');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await user.type(screen.getByLabelText(/^Withdrawal password/), value);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    if (error) expect(await screen.findByText(error)).toBeTruthy();
    await waitFor(() => expect(calls.length > 0).toBe(sent));
  });

  it('lists the invalid fields above the form, each a link to its field (defect 8)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const username = screen.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(document.activeElement).toBe(username));
    const summary = screen
      .getByText(/^Check these \d+ fields$/)
      .closest<HTMLElement>('[role="alert"]')!;
    const links = within(summary).getAllByRole('link');
    expect(links[0]?.textContent).toMatch(/^Username.*: This field cannot be empty$/);
    expect(links[0]?.getAttribute('href')).toBe(`#${username.id}`);
    expect(links.at(-1)?.textContent).toMatch(/terms/);
    await user.click(links.at(-1)!);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /terms/ })),
    );
  });

  it('sends a code to the e-mail, counts down, and registers with it', async () => {
    const { calls, onRegistered, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    // Sending checks the address first.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This field cannot be empty')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+s/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls[0]).toMatchObject({
      path: '/common/sendCode',
      body: { type: 'email', scene: 'register', email: 'ann@example.com' },
    });
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[1]?.body).toMatchObject({
      registerType: 'email',
      email: 'ann@example.com',
      code: '123456',
    });
  });

  it('places server field errors (code 1000) by their fields', async () => {
    const { user } = setup(null, {
      '/oauth/register': () => ({
        code: 1000,
        msg: 'Invalid',
        data: { username: 'validation.username.characters' },
      }),
    });
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'trader01');
    await fillPasswords(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Username format error: use letters and digits only'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveProperty('value', 'trader01');
  });
});
