import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { fixtures } from '@repo/api-schema/mocks';
import type { Order, OrderBody } from '@repo/machines/order';
import { Heading } from '@repo/ui/components/Heading';
import { createStoryApi } from '../../shared/testing/storyApi';
import { StoryServices } from '../../shared/testing/storyServices';
import { TradeScreen } from './TradeScreen';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Screens/Trade/Ticket',
  component: TradeScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    productId: 1,
    onProductChange: () => undefined,
    rulesHref: (id: number) => `/m/trade/rules/${id}`,
    desktop: false,
    loggedIn: true,
    demo: false,
    available: '9250.7531',
    skipConfirm: false,
    onSkipConfirm: () => undefined,
    onLogin: () => undefined,
    onPlaced: () => undefined,
    // A Wednesday, 15:00 UTC.
    now: () => Date.parse('2026-11-25T15:00:00Z'),
  },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} path="/m/user/trade?id=1">
        <Story />
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof TradeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ticket = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: 'Order ticket' });

export const LongMarket: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await expect(form.getByRole('radio', { name: 'Long (price up)' })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Open long' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('trade-bid')).toBeVisible();
  },
};

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await userEvent.click(form.getByText('Short (price down)'));
    await expect(await form.findByRole('button', { name: 'Open short' })).toBeVisible();
  },
};

export const PendingLimit: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await userEvent.click(form.getByText('Limit'));
    await userEvent.type(await form.findByRole('textbox', { name: 'Entry price' }), '90000');
    await expect(form.getByTestId('trade-figures')).toHaveTextContent('Margin900.0000 USDT');
  },
};

export const StopLossWrongSide: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await userEvent.type(form.getByRole('textbox', { name: 'Stop loss (optional)' }), '999999');
    await userEvent.click(form.getByRole('button', { name: 'Open long' }));
    await expect(
      await form.findByText(
        'A long’s stop loss must be below the price it closes at, a short’s above it.',
      ),
    ).toBeVisible();
  },
};

export const Guest: Story = {
  args: { loggedIn: false, available: null },
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await expect(form.getByRole('button', { name: 'Log in to trade' })).toBeVisible();
  },
};

export const Demo: Story = { args: { demo: true } };

export const MarketClosed: Story = {
  args: {
    api: createStoryApi({
      '/trade/product/rule/1': {
        code: 0,
        data: {
          ...fixtures.tradeRule,
          sessions: [{ days: [1, 2, 3, 4, 5], open: '14:30', close: '21:00' }],
        },
      },
    }),
    // A Saturday.
    now: () => Date.parse('2026-11-28T15:00:00Z'),
  },
  play: async ({ canvasElement }) => {
    await ticket(canvasElement);
    await expect(within(canvasElement).getByTestId('trade-market-closed')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: {
    skipConfirm: true,
    actors: {
      getToken: fromPromise<string, void>(async () => 'tok-12345678'),
      placeOrder: fromPromise<Order, OrderBody>(never),
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Open long' }));
    await expect(await form.findByRole('button', { name: /Open long/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const Refused: Story = {
  args: {
    skipConfirm: true,
    api: createStoryApi({
      '/user/orders/build': { code: 1001, msg: 'Insufficient balance' },
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Open long' }));
    await expect(
      await form.findByText('Insufficient balance for the margin and the fee of this order.'),
    ).toBeVisible();
  },
};

export const Placed: Story = {
  args: { skipConfirm: true },
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Open long' }));
    await expect(await form.findByTestId('trade-outcome')).toHaveTextContent(/is open at/);
  },
};

export const Loading: Story = { args: { api: createStoryApi({ '/trade/product/list': 'never' }) } };

export const LoadError: Story = {
  args: { api: createStoryApi({ '/trade/product/rule/1': { code: 500, msg: 'Server error' } }) },
};

export const NoProducts: Story = {
  args: { api: createStoryApi({ '/trade/product/list': { code: 0, data: [] } }) },
};

export const DesktopTerminal: Story = {
  args: {
    desktop: true,
    positionsPanel: (
      <section aria-labelledby="story-positions">
        <Heading level={2} id="story-positions">
          Positions
        </Heading>
      </section>
    ),
  },
  parameters: { viewport: { defaultViewport: 'desktop' } },
};
