import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { DemoStartScreen } from './DemoStartScreen';

const meta = {
  title: 'Screens/Auth/Try the demo',
  component: DemoStartScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    signedIn: null,
    onStarted: fn(),
    tradeHref: '/m/user/trade',
    loginHref: '/m/login',
  },
} satisfies Meta<typeof DemoStartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const start = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Start my demo account' }));

/** A visitor: what a demo account is, and the button that starts one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Try the demo' })).toBeVisible();
    await expect(canvas.getByText(/cannot deposit or withdraw/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Log in or create an account/ })).toBeVisible();
  },
};

/** Started: the new demo account's session is handed on. */
export const Started: Story = {
  play: async ({ args, canvasElement }) => {
    await start(canvasElement);
    await waitFor(() =>
      expect(args.onStarted).toHaveBeenCalledWith({
        token: 'mock-demo-token',
        userInfo: fixtures.demoInfo,
      }),
    );
  },
};

/** While the server creates it: the button is busy (its spinner announced as progress). */
export const Starting: Story = {
  args: { api: createStoryApi({ '/oauth/loginDemo': 'never' }) },
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: /Start my demo account/ }),
      ).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** Too many demo accounts from this address (429): said in the app's words, the button stays. */
export const TooMany: Story = {
  args: {
    api: createStoryApi({
      '/oauth/loginDemo': { code: 429, msg: 'Too many requests; try again in 3500 s' },
    }),
  },
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /Too many demo accounts were started from your network/,
    );
  },
};

/** Already using a demo account: a way to the trade tab, nothing to start. */
export const SignedInDemo: Story = {
  args: { signedIn: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are using a demo account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to trade' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Logged in to an account: log out first to start a demo. */
export const SignedInAccount: Story = {
  args: { signedIn: 'account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You are already logged in/)).toBeVisible();
  },
};
