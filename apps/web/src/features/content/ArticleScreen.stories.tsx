import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { ArticleScreen } from './ArticleScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Content/Article',
  component: ArticleScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    source: 'poster',
    id: 1,
    onBack: () => undefined,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Article' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'How margin works' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Margin' })).toBeVisible();
  },
};

export const HelpTopic: Story = {
  args: { source: 'help' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'How margin works' })).toBeVisible();
  },
};

/** Markup from the server goes through the one sanitised sink: no script, no handler survives. */
export const HostileMarkup: Story = {
  args: {
    api: createStoryApi({
      '/article/info/1': {
        code: 0,
        data: {
          ...fixtures.article,
          content:
            '<p>Safe text</p><img src="x" alt="" onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)">bad link</a>',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('bad link')).not.toHaveAttribute('href', 'javascript:alert(1)');
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/article/info/1': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the article')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { api: createStoryApi({ '/article/info/1': { code: 404, msg: 'No such article' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This article does not exist or has been removed'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/article/info/1': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
