import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { LoginScreen } from './LoginScreen';
import { preloadPhoneFields } from './accountFields';
import { createStoryApi } from '../../shared/testing/storyApi';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  // The phone fields' code (loaded when first shown) is there before a story renders.
  loaders: [async () => ({ phoneFields: await preloadPhoneFields() })],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    onLoggedIn: fn(),
    countries: fixtures.countries,
    registerHref: '/m/register',
    forgotPasswordHref: '/m/forget',
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValues: { email: 'ann@example.com', password: 'secret1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onLoggedIn).toHaveBeenCalledWith(
        expect.objectContaining({ token: 'mock-session-token' }),
        'user',
      ),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ann@');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(/E-mail format incorrect/);
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /6 to 16 characters/,
    );
  },
};

export const ServerError: Story = {
  args: {
    api: createStoryApi({ '/oauth/login': { code: 1011, msg: 'Account or password wrong' } }),
    defaultValues: { email: 'ann@example.com', password: 'secret1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Account or password wrong');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ann@example.com');
  },
};

/** Locked for a while after failed logins (429): said in the app's words; what was typed stays. */
export const TooManyAttempts: Story = {
  args: {
    api: createStoryApi({
      '/oauth/login': {
        code: 429,
        msg: 'Too many failed logins for this account; try again in 840 s',
      },
    }),
    defaultValues: { email: 'ann@example.com', password: 'secret1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts for now. Wait a few minutes and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ann@example.com');
  },
};

export const Pending: Story = {
  args: {
    api: createStoryApi({ '/oauth/login': 'never' }),
    defaultValues: { email: 'ann@example.com', password: 'secret1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('progressbar', { name: 'In progress' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeDisabled();
  },
};

export const CaptchaRequired: Story = {
  args: {
    captchaRequired: true,
    defaultValues: { email: 'ann@example.com', password: 'secret1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Security check image' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const captcha = canvas.getByRole('textbox', { name: /Characters in the image/ });
    await waitFor(() => expect(captcha).toHaveFocus());
    await expect(captcha).toHaveAccessibleDescription(/cannot be empty/);
  },
};

export const PhoneKeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: 'E-mail' });
    first.focus();
    // The next segment is to the right in LTR and to the left in RTL.
    const rtl = getComputedStyle(first).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}[Space]' : '{ArrowRight}[Space]');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    // The segments may each be a tab stop (the group's own behaviour): tab until the dialling code.
    const areaCode = await canvas.findByRole('combobox', { name: /Country code/ });
    for (let i = 0; i < 4 && document.activeElement !== areaCode; i++) await userEvent.tab();
    await expect(areaCode).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveFocus();
    await userEvent.keyboard('7700900123');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('secret1{Enter}');
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalled());
  },
};

/**
 * The dialling code at 320 px: the chosen code and its country are readable in the field, not cut to
 * "United Stat…" (defect 16).
 */
export const PhoneNarrow: Story = {
  args: { defaultMethod: 'phone' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '320px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const areaCode = await canvas.findByRole('combobox', { name: /Country code/ });
    await expect(areaCode).toHaveValue('+1 United States');
    await expect(areaCode.scrollWidth).toBeLessThanOrEqual(areaCode.clientWidth + 1);
  },
};

/** Arrived from a password reset: a success message and the account filled in (defect 5). */
export const AfterPasswordReset: Story = {
  args: { passwordWasReset: true, defaultValues: { email: 'ann@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/password has been reset/);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ann@example.com');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  },
};
