import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, showToast, ToastRegion } from '@repo/ui/components/Toast';
import { UpdateBanner } from './UpdatePrompt';

/**
 * "A new version is ready" (the service worker installed a new build in the background): the page
 * keeps its version until the user presses Reload.
 */
const meta = {
  title: 'App/Update banner',
  component: UpdateBanner,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { waiting: true, onReload: fn() },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersionReady: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status', { name: 'App version' });
    await expect(within(status).getByText('A new version is ready.')).toBeVisible();
    await userEvent.click(within(status).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const NewVersionReadyDesktop: Story = {
  parameters: { viewport: { defaultViewport: 'desktop' } },
};

/** Nothing waiting: the status region is there (so the banner is announced) but empty. */
export const NothingWaiting: Story = {
  args: { waiting: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'App version' });
    await expect(status).toBeEmptyDOMElement();
  },
};

/** A toast while the banner shows: it appears below the banner, not over its Reload button. */
export const WithAToast: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: function Render(args) {
    const [queue] = useState(createToastQueue);
    useEffect(() => {
      showToast(
        { tone: 'critical', title: 'Something went wrong', description: 'Try again.' },
        { queue, timeout: null },
      );
    }, [queue]);
    return (
      <>
        <UpdateBanner {...args} />
        <ToastRegion queue={queue} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const reload = within(canvasElement).getByRole('button', { name: 'Reload' });
    const toast = await page.findByRole('alertdialog');
    await waitFor(() => {
      const banner = reload.parentElement!.getBoundingClientRect();
      expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.bottom);
    });
  },
};
