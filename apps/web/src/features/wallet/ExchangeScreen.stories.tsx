import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { ExchangeScreen } from './ExchangeScreen';

/** A quote as the server gives it: valid for 30 s from now. */
const freshQuote = () => ({
  code: 0,
  data: {
    ...fixtures.exchangeQuote,
    fromCoin: 'BTC',
    amount: '0.01',
    quoteId: 7,
    validSeconds: 30,
    expiresAt: new Date(Date.now() + 30_000).toISOString(),
  },
});

const meta = {
  title: 'Screens/Wallet/Exchange',
  component: ExchangeScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi({ '/user/exchange/quote': freshQuote() }),
    prefix: '/m',
    onBack: () => undefined,
  },
} satisfies Meta<typeof ExchangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Quantity/ })).toBeVisible();
    await expect(canvas.getByText('You hold 0.01500000 BTC')).toBeVisible();
  },
};

export const QuoteCountingDown: Story = {
  args: { api: createStoryApi({ '/user/exchange/quote': freshQuote() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Quantity/ }), '0.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Get quote' }));
    await expect(await canvas.findByTestId('quote-countdown')).toHaveTextContent(
      /Valid for \d+ more seconds?/,
    );
    await expect(canvas.getByRole('button', { name: 'Confirm exchange' })).toBeVisible();
  },
};

export const QuoteExpired: Story = {
  args: {
    api: createStoryApi({
      '/user/exchange/quote': freshQuote(),
      '/user/exchange/convert': {
        code: 1000,
        msg: 'Quote expired',
        data: { quoteId: 'validation.exchange.quoteExpired' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Quantity/ }), '0.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Get quote' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm exchange' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This quote has expired');
    await expect(canvas.getByRole('button', { name: 'Get a new quote' })).toBeVisible();
  },
};

export const Done: Story = {
  args: {
    api: createStoryApi({
      '/user/exchange/quote': freshQuote(),
      '/user/exchange/convert': {
        code: 0,
        data: { ...fixtures.exchangeRecord, fromCoin: 'BTC', amount: '0.01' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Quantity/ }), '0.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Get quote' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm exchange' }));
    await expect(await canvas.findByRole('heading', { name: 'Exchange complete' })).toBeVisible();
  },
};

export const NoCoins: Story = {
  args: { api: createStoryApi({ '/exchange/coin/list': { code: 0, data: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No coins to exchange')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/exchange/coin/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading coins')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/exchange/coin/list': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The coins could not be loaded.'),
    ).toBeVisible();
  },
};
