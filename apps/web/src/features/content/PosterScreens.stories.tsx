import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { contentPaths } from './paths';
import { PosterCategoriesScreen } from './PosterCategoriesScreen';
import { PosterListScreen } from './PosterListScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Content/Article centre',
  component: PosterListScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    paths: contentPaths('/m'),
    onBack: () => undefined,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof PosterListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const row = await canvas.findByRole('row', { name: /How margin works/ });
    await expect(row).toHaveAttribute('data-href', '/m/poster/detail/1');
    await expect(canvas.getByRole('link', { name: 'Browse by category' })).toHaveAttribute(
      'href',
      '/m/poster/cate',
    );
  },
};

export const OneCategory: Story = {
  args: { categoryId: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'All articles' }),
    ).toHaveAttribute('href', '/m/poster');
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/article/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading articles')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    api: createStoryApi({
      '/article/list': { code: 0, data: { list: [], total: 0, page: 1, limit: 20 } },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No articles have been published yet'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/article/list': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Categories: Story = {
  render: (args) => <PosterCategoriesScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Article categories' }),
    ).toBeVisible();
    const row = await canvas.findByRole('row', { name: 'Guides' });
    await expect(row).toHaveAttribute('data-href', '/m/poster?categoryId=2');
  },
};

export const CategoriesLoading: Story = {
  args: { api: createStoryApi({ '/article/category/list': 'never' }) },
  render: (args) => <PosterCategoriesScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading categories')).toBeVisible();
  },
};

export const CategoriesEmpty: Story = {
  args: { api: createStoryApi({ '/article/category/list': { code: 0, data: [] } }) },
  render: (args) => <PosterCategoriesScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no categories yet'),
    ).toBeVisible();
  },
};

export const CategoriesError: Story = {
  args: { api: createStoryApi({ '/article/category/list': { code: 500, msg: 'Server busy' } }) },
  render: (args) => <PosterCategoriesScreen {...args} />,
  play: async ({ canvasElement }) => {
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(
      await within(canvasElement).findByText(/could not be (loaded|completed)/),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText('Server busy')).toBeNull();
  },
};
