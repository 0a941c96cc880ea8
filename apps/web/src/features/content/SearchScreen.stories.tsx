import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { contentPaths } from './paths';
import { SearchScreen } from './SearchScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Content/Search',
  component: SearchScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), paths: contentPaths('/m'), onBack: () => undefined },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Popular searches' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'BTC' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('BTC');
    const products = await canvas.findByRole('grid', { name: 'Products' });
    const row = await within(products).findByRole('row', { name: /BTCUSDT/ });
    await expect(row).toHaveAttribute('data-href', '/m/market?id=1');
  },
};

export const TypeToSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'margin');
    const articles = await canvas.findByRole('grid', { name: 'Articles' });
    const row = await within(articles).findByRole('row', { name: /How margin works/ });
    await expect(row).toHaveAttribute('data-href', '/m/poster/detail/1');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 result');
  },
};

export const FromAddress: Story = {
  args: { initialKeyword: 'eth' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('eth');
    await expect(await canvas.findByRole('row', { name: /ETHUSDT/ })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { initialKeyword: 'zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing found for “zzz”')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 results');
  },
};

export const Searching: Story = {
  args: { initialKeyword: 'btc', api: createStoryApi({ '/search/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Searching')).toBeVisible();
  },
};

export const SearchError: Story = {
  args: {
    initialKeyword: 'btc',
    api: createStoryApi({ '/search/list': { code: 500, msg: 'Server busy' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Without popular searches (none, or they failed) the field and its hint are enough. */
export const NoPopular: Story = {
  args: { api: createStoryApi({ '/search/popular': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Search every market/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Popular searches' })).toBeNull();
  },
};
