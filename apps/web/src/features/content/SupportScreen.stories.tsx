import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { contentPaths } from './paths';
import { SupportScreen } from './SupportScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Content/Online support',
  component: SupportScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), paths: contentPaths('/m'), onBack: () => undefined },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Online support' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'Open the support chat' });
    await expect(link).toHaveAttribute('href', 'https://support.example.com/chat');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const NotOffered: Story = {
  args: {
    api: createStoryApi({ '/common/support': { code: 0, data: { url: '', script: null } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Online support is not offered')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open the support chat' })).toBeNull();
  },
};

/** A link that is not a web address is never offered as the chat. */
export const UnsafeLink: Story = {
  args: {
    api: createStoryApi({
      '/common/support': { code: 0, data: { url: 'javascript:alert(1)', script: null } },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Online support is not offered'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/common/support': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading support')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/common/support': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
