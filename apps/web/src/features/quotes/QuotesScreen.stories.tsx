import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { toLiveQuote } from '../../platform/prices/priceTick';
import { createStoryApi } from '../../shared/testing/storyApi';
import { QuotesScreen } from './QuotesScreen';
import { createStoryPriceStore, StoryServices } from '../../shared/testing/storyServices';

const store = createStoryPriceStore();

const meta = {
  title: 'Screens/Quotes',
  component: QuotesScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), marketPath: '/m/market' },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} store={store} path="/m/quotation">
        <Story />
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof QuotesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = await canvas.findByTestId('quote-row-BTCUSDT');
    await expect(within(btc).getByRole('link', { name: /BTCUSDT/ })).toHaveAttribute(
      'href',
      '/m/market?id=1',
    );
    await expect(canvas.getByRole('tab', { name: 'Coins' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Ethereum falls on the day: its change pill carries the fall trend.
    const eth = canvas.getByTestId('quote-row-ETHUSDT');
    await expect(eth.querySelector('[data-trend="fall"]')).not.toBeNull();
  },
};

export const LivePrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = await canvas.findByTestId('quote-row-BTCUSDT');
    store.push({ ...toLiveQuote(fixtures.priceTicks[0]!), price: '99001.5', changeRate: '-0.4' });
    await waitFor(() => expect(btc).toHaveTextContent('99,001.50'));
    await expect(btc.querySelector('[data-trend="fall"]')).not.toBeNull();
  },
};

export const CategoriesAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('quote-row-BTCUSDT');
    await userEvent.click(canvas.getByRole('button', { name: /Last price/ }));
    await expect(canvas.getByRole('columnheader', { name: /Last price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Forex' }));
    await expect(await canvas.findByTestId('quote-row-EURUSD')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('quote-row-BTCUSDT');
    const coins = canvas.getByRole('tab', { name: 'Coins' });
    coins.focus();
    // Arrow keys follow the reading direction in the tab list.
    const rtl = getComputedStyle(coins).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Stocks' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('quote-row-AAPL')).toBeVisible();
  },
};

export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('quote-row-BTCUSDT');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzz');
    await expect(await canvas.findByText('Nothing matches “zzz”')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/trade/product/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading quotes')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: createStoryApi({ '/trade/product/list': { code: 0, data: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No products in this market'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    api: createStoryApi({ '/trade/product/list': { code: 500, msg: 'Service unavailable' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Service unavailable')).toBeNull();
    await expect(canvas.getByRole('button', { name: /retry|try again/i })).toBeVisible();
  },
};
