import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { toLiveQuote } from '../../platform/prices/priceTick';
import { expectPhoneColumns, narrowWindow } from '../../shared/testing/narrowWindow';
import { createStoryApi } from '../../shared/testing/storyApi';
import { QuotesScreen } from './QuotesScreen';
import { createStoryPriceStore, StoryServices } from '../../shared/testing/storyServices';

const store = createStoryPriceStore();

/** The desktop quotes (/quotation): the full market table at a desktop viewport. */
const meta = {
  title: 'Screens/Quotes (desktop)',
  component: QuotesScreen,
  parameters: { layout: 'padded', a11y: { test: 'error' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { api: createStoryApi(), marketPath: '/market', full: true },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} store={store} path="/quotation">
        <main>
          <Story />
        </main>
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof QuotesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = await canvas.findByTestId('quote-row-BTCUSDT');
    const table = canvas.getByTestId('quotes-table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(within(table).getByRole('columnheader', { name: /24h volume/ })).toBeVisible();
    // One link per row, to the desktop product page.
    await expect(within(btc).getAllByRole('link')).toHaveLength(1);
    await expect(within(btc).getByRole('link')).toHaveAttribute('href', '/market?id=1');
    await expect(within(btc).getAllByRole('cell')).toHaveLength(5);
  },
};

/**
 * A desktop window narrowed to a phone's width: the 24 h columns are left out (the phone's three
 * columns remain) and the table fits, so the page does not scroll sideways.
 */
export const NarrowWindow: Story = {
  decorators: [narrowWindow],
  play: ({ canvasElement }) => expectPhoneColumns(canvasElement, 'quotes-table'),
};

export const SortByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('quote-row-BTCUSDT');
    const volume = canvas.getByRole('button', { name: /24h volume/ });
    volume.focus();
    await userEvent.keyboard('{Enter}');
    const header = canvas.getByRole('columnheader', { name: /24h volume/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'none');
  },
};

export const LiveFigures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const btc = await canvas.findByTestId('quote-row-BTCUSDT');
    store.push({ ...toLiveQuote(fixtures.priceTicks[0]!), high: '99999.99', volume: '2500000' });
    await waitFor(() => expect(btc).toHaveTextContent('99,999.99'));
    // Compact volume in the locale's words ("2.5M", "2.5 میلیون").
    await expect(btc).toHaveTextContent(/2\.5/);
  },
};
