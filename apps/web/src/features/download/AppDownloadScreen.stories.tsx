import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { AppDownloadScreen } from './AppDownloadScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/App download',
  component: AppDownloadScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), onBack: () => undefined },
} satisfies Meta<typeof AppDownloadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://app.example.com/download/app.apk',
    );
    // The fixture offers no iPhone build: no dead link.
    await expect(canvas.queryByRole('link', { name: 'Download for iPhone' })).toBeNull();
    await expect(canvas.getByText('Version 1.4.0')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeVisible();
  },
};

export const BothPlatforms: Story = {
  args: {
    api: createStoryApi({
      '/common/appDownload': {
        code: 0,
        data: {
          page: 'https://app.example.com/app',
          android: 'https://app.example.com/a.apk',
          ios: 'https://apps.example.com/ios',
          version: null,
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Download for iPhone' })).toBeVisible();
    await expect(canvas.queryByText(/Version/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/common/appDownload': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading download links'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    api: createStoryApi({
      '/common/appDownload': { code: 0, data: { page: '', android: null, ios: null } },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The app is not available for download yet'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/common/appDownload': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
