import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { countries, createTestApi, withIntl } from '../../shared/testing/testApi';
import { preloadPhoneFields } from './accountFields';

// The phone fields' code loads when they are first shown (accountFields.test.tsx); here it is in.
beforeAll(() => preloadPhoneFields());

function setup(routes: Parameters<typeof createTestApi>[0] = {}) {
  const { api, calls } = createTestApi({
    '/forgetPwd': () => ({ code: 0, data: null }),
    '/common/sendCode': () => ({ code: 0, data: { countdown: 60 } }),
    ...routes,
  });
  const onReset = vi.fn();
  const user = userEvent.setup();
  render(
    withIntl(
      <ForgotPasswordScreen
        api={api}
        onReset={onReset}
        countries={countries}
        loginHref="/m/login"
      />,
    ),
  );
  return { calls, onReset, user };
}

describe('ForgotPasswordScreen', { timeout: 20_000 }, () => {
  it('sends a code by phone and resets the password', async () => {
    const { calls, onReset, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '7700900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in \d+s/ });
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '654321');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([
      { type: 'phone', scene: 'forgetPwd', areaCode: '+44', phone: '7700900123' },
      {
        type: 'phone',
        areaCode: '+44',
        phone: '7700900123',
        code: '654321',
        password: 'newpass1',
        confirmPassword: 'newpass1',
      },
    ]);
  });

  it('shows the server message when the code is wrong and keeps the form', async () => {
    const { user } = setup({ '/forgetPwd': () => ({ code: 1009, msg: 'Code wrong or expired' }) });
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '111111');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Code wrong or expired');
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toHaveProperty(
      'value',
      '111111',
    );
  });

  it('requires the code', async () => {
    const { calls, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This field cannot be empty')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('textbox', { name: /Verification code/ }),
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it('drops the errors of an earlier submit once the code is sent (defect 5)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findAllByText('This field cannot be empty')).length).toBeGreaterThan(1);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in \d+s/ });
    expect(screen.queryByText('This field cannot be empty')).toBeNull();
    expect(screen.queryByText(/^Check (this field|these \d+ fields)$/)).toBeNull();
    expect(
      screen.getByRole('textbox', { name: /Verification code/ }).getAttribute('aria-invalid'),
    ).not.toBe('true');
  });

  it('hands the reset account to onReset, for the login page to fill in (defect 5)', async () => {
    const { onReset, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), ' ann@example.com ');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '111111');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith({ method: 'email', email: 'ann@example.com' }),
    );
  });

  it('requires the two new passwords to match', async () => {
    const { calls, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '111111');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The two passwords you entered do not match')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Confirm password/)),
    );
    expect(calls).toHaveLength(0);
  });
});
