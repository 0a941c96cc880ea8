import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { DesktopFrameContext } from '../../layouts/desktopFrame';
import { createStoryPriceStore, StoryServices } from '../../shared/testing/storyServices';
import { ProductScreen } from './ProductScreen';

const store = createStoryPriceStore();

/** The desktop product page (/market?id=1): inside the desktop layout's frame, at a desktop viewport. */
const meta = {
  title: 'Screens/Product (desktop)',
  component: ProductScreen,
  parameters: { layout: 'padded', a11y: { test: 'error' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    // A backend that sends the optional 24 h open with the product.
    api: createStoryApi({
      '/trade/product/info/1': {
        code: 0,
        msg: 'success',
        data: { ...fixtures.products[0]!, open: '95400.00' },
      },
    }),
    id: 1,
    quotesPath: '/quotation',
    onBack: () => undefined,
  },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} store={store} path="/market?id=1">
        <DesktopFrameContext.Provider value={true}>
          <main>
            <Story />
          </main>
        </DesktopFrameContext.Provider>
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChartBesideFigures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'BTCUSDT · Bitcoin' }),
    ).toBeVisible();
    // No phone header: the desktop layout draws the navigation; Back sits above the heading.
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    const summary = canvas.getByTestId('product-summary');
    await expect(summary).toBeVisible();
    await expect(within(summary).getByText('24h open')).toBeVisible();
    await expect(summary).toHaveTextContent('95,400.00');
    await expect(canvas.getByRole('tab', { name: '15m' })).toHaveAttribute('aria-selected', 'true');
    const chart = await canvas.findByTestId('kline-chart');
    await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });
  },
};
