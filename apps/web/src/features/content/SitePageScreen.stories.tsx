import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { contentPaths } from './paths';
import { SitePageScreen } from './SitePageScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Content/Site page',
  component: SitePageScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    pageKey: 'terms',
    paths: contentPaths('/m'),
    onBack: () => undefined,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof SitePageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(await canvas.findByText(/These terms govern/)).toBeVisible();
    await expect(canvas.getByText(/^Last updated 2026-/)).toBeVisible();
    // The page does not link to itself.
    await expect(canvas.queryByRole('link', { name: 'Terms of service' })).toBeNull();
  },
};

export const Privacy: Story = {
  args: {
    pageKey: 'privacy',
    api: createStoryApi({
      '/common/page/privacy': {
        code: 0,
        data: {
          key: 'privacy',
          title: 'Privacy policy',
          content: '<p>We keep what the law asks.</p>',
          updatedAt: '2026-01-31T08:00:00Z',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('We keep what the law asks.'),
    ).toBeVisible();
  },
};

export const About: Story = { args: { pageKey: 'about' } };

export const Loading: Story = {
  args: { api: createStoryApi({ '/common/page/terms': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the page')).toBeVisible();
  },
};

export const NotPublished: Story = {
  args: { api: createStoryApi({ '/common/page/terms': { code: 404, msg: 'No such page' } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This page has not been published yet'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/common/page/terms': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
