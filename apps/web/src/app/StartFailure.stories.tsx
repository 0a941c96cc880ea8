import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StartFailure } from './StartFailure';

/**
 * The app could not start: offline (the saved app opened without a network: no prices or account
 * data shown as if live) or the site settings failed to load. Both offer Retry.
 */
const meta = {
  title: 'App/Start failure',
  component: StartFailure,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { offline: true, onRetry: fn() },
} satisfies Meta<typeof StartFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineStart: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OfflineStartDesktop: Story = {
  parameters: { viewport: { defaultViewport: 'desktop' } },
};

export const SettingsFailed: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'The app could not start' }),
    ).toBeVisible();
  },
};
