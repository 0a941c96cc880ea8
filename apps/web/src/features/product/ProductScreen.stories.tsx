import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { toLiveQuote } from '../../platform/prices/priceTick';
import { createStoryApi } from '../../shared/testing/storyApi';
import { createStoryPriceStore, StoryServices } from '../../shared/testing/storyServices';
import { ProductScreen } from './ProductScreen';

const store = createStoryPriceStore();

const meta = {
  title: 'Screens/Product',
  component: ProductScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    id: 1,
    quotesPath: '/m/quotation',
    onBack: () => undefined,
  },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} store={store} path="/m/market?id=1">
        <Story />
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'BTCUSDT · Bitcoin' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('product-simulated')).toHaveTextContent('Simulated data');
    const summary = canvas.getByTestId('product-summary');
    await expect(within(summary).getByText('24h high')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '15m' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('img', { name: 'BTCUSDT, 15m candles' })).toBeVisible();
    const chart = await canvas.findByTestId('kline-chart');
    await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });
  },
};

export const LivePrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = await canvas.findByTestId('product-last-price');
    store.push({ ...toLiveQuote(fixtures.priceTicks[0]!), price: '95000.01', changeRate: '-2.2' });
    await waitFor(() => expect(last).toHaveTextContent('95,000.01'));
    await expect(last.querySelector('[data-trend="fall"]')).not.toBeNull();
    await expect(canvas.getByTestId('product-summary')).toHaveTextContent(/2\.20%/);
  },
};

export const IntervalSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('kline-chart');
    await userEvent.click(canvas.getByRole('tab', { name: '4h' }));
    await waitFor(() =>
      expect(canvas.getByTestId('product-chart')).toHaveAttribute('data-interval', '4h'),
    );
    await expect(await canvas.findByRole('img', { name: 'BTCUSDT, 4h candles' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '4h' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NotSimulated: Story = {
  args: {
    api: createStoryApi({
      '/trade/product/info/1': { code: 0, data: { ...fixtures.products[0]!, simulated: false } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('product-summary');
    await expect(canvas.queryByTestId('product-simulated')).toBeNull();
  },
};

export const NoProduct: Story = {
  args: { id: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No product chosen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose from the quotes' })).toHaveAttribute(
      'href',
      '/m/quotation',
    );
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/trade/product/info/1': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the product')).toBeVisible();
  },
};

export const ChartLoading: Story = {
  args: { api: createStoryApi({ '/trade/product/kdata/BTCUSDT/15m/100': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('BTCUSDT, 15m candles')).toBeVisible();
  },
};

export const ChartEmpty: Story = {
  args: { api: createStoryApi({ '/trade/product/kdata/BTCUSDT/15m/100': { code: 0, data: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No price history for this period yet'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    api: createStoryApi({ '/trade/product/info/1': { code: 500, msg: 'Internal Server Error' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This product could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('Internal Server Error')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A product that does not exist (404): said as such, the way back, and no pointless Retry. */
export const NotFound: Story = {
  args: {
    api: createStoryApi({ '/trade/product/info/1': { code: 404, msg: 'Not found' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to quotes' })).toHaveAttribute(
      'href',
      '/m/quotation',
    );
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText('Something went wrong')).toBeNull();
  },
};

/** A failed candle read: the app's translated words with Retry, never the HTTP status line. */
export const ChartError: Story = {
  args: {
    api: createStoryApi({
      '/trade/product/kdata/BTCUSDT/15m/100': { code: 500, msg: 'Internal Server Error' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chart could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('Internal Server Error')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
