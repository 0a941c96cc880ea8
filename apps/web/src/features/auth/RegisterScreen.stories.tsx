import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { RegisterScreen } from './RegisterScreen';
import { preloadPhoneFields } from './accountFields';
import { createStoryApi } from '../../shared/testing/storyApi';

const filled = {
  username: 'trader01',
  password: 'secret1',
  confirmPassword: 'secret1',
  tkPassword: '1234',
  terms: true,
};

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  // The phone fields' code (loaded when first shown) is there before a story renders.
  loaders: [async () => ({ phoneFields: await preloadPhoneFields() })],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    onRegistered: fn(),
    countries: fixtures.countries,
    codeNumber: 'INV42',
    loginHref: '/m/login',
    termsHref: '/m/faq',
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Invite code/ })).toHaveValue('INV42');
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalled());
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'ab');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription(/6 to 14 characters/);
    await expect(canvas.getByLabelText(/^Withdrawal password/)).toHaveAccessibleDescription(
      /cannot be empty/,
    );
    await expect(
      canvas.getByRole('checkbox', { name: /agree to the terms/ }),
    ).toHaveAccessibleDescription('Agree to the terms to continue');
  },
};

/**
 * Only the username is missing, the rest filled, Register pressed at the bottom of a phone screen:
 * focus goes to the username (scrolled into view) and a summary at the top lists the errors, each a
 * link to its field (defect 8).
 */
export const UsernameMissing: Story = {
  args: { defaultValues: { ...filled, username: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const register = canvas.getByRole('button', { name: 'Register' });
    register.scrollIntoView({ block: 'end' });
    await userEvent.click(register);
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    const box = username.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent(/Username: This field cannot be empty/);
    const link = within(summary).getByRole('link', { name: /Username/ });
    await expect(link).toHaveAttribute('href', `#${username.id}`);
    register.focus();
    await userEvent.click(link);
    await expect(username).toHaveFocus();
  },
};

/**
 * Register pressed with nothing filled in: the summary lists every field, each bullet on the first
 * line of its entry (a native marker sat on the last line of the 44 px inline-block link).
 */
export const EmptySubmitSummary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const summary = await canvas.findByRole('alert');
    const entries = await within(summary).findAllByRole('listitem');
    await expect(entries.length).toBeGreaterThan(2);
    for (const entry of entries) {
      const bullet = entry.querySelector('[data-summary-bullet]');
      await expect(bullet).not.toBeNull();
      const link = within(entry).getByRole('link');
      const text = document.createRange();
      text.selectNodeContents(link);
      const firstLine = text.getClientRects()[0]!;
      const mark = bullet!.getBoundingClientRect();
      const middle = (mark.top + mark.bottom) / 2;
      await expect(middle).toBeGreaterThanOrEqual(firstLine.top);
      await expect(middle).toBeLessThanOrEqual(firstLine.bottom);
    }
  },
};

export const ServerError: Story = {
  args: {
    api: createStoryApi({ '/oauth/register': { code: 1013, msg: 'Username already registered' } }),
    defaultValues: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username already registered');
  },
};

export const Pending: Story = {
  args: { api: createStoryApi({ '/oauth/register': 'never' }), defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('progressbar', { name: 'In progress' })).toBeVisible();
  },
};

export const EmailWithCode: Story = {
  args: { defaultMethod: 'email', defaultValues: { email: 'ann@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { defaultMethod: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Mobile number/ })).toBeVisible();
  },
};
