import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** Refused by the money-call limit (429): the app's words, not the server's English. */
export const RefusedTooMany: Story = {
  args: {
    skipConfirm: true,
    api: createStoryApi({
      '/user/orders/build': { code: 429, msg: 'Too many money requests; try again in 42 s' },
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(await ticket(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Open long' }));
    await expect(await form.findByTestId('trade-outcome')).toHaveTextContent(
      'Too many orders and changes in a short time. This one was not placed: wait a minute and place it again.',
    );
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

const lostAnswer = async () => {
  throw { kind: 'timeout', errMsg: 'Failed to fetch' };
};

/** The submit's answer is lost; `query` is what asking the server with the same token gives. */
const afterLostAnswer = (query: (input: unknown) => Promise<Order | null>) => ({
  skipConfirm: true,
  actors: {
    getToken: fromPromise<string, void>(async () => 'tok-12345678'),
    placeOrder: fromPromise<Order, OrderBody>(lostAnswer),
    queryOrder: fromPromise<Order | null, { token: string; body: OrderBody }>(query),
  },
});

/** Submits a long and returns the ticket and what it says of the outcome. */
async function submitLong(canvasElement: HTMLElement) {
  const form = within(await ticket(canvasElement));
  await userEvent.click(form.getByRole('button', { name: 'Open long' }));
  return { form, outcome: await form.findByTestId('trade-outcome') };
}

/** The answer to the submit was lost: the ticket asks the server with the same token. */
export const LostAnswerChecking: Story = {
  args: afterLostAnswer(never),
  play: async ({ canvasElement }) => {
    const { outcome } = await submitLong(canvasElement);
    await expect(outcome).toHaveTextContent(/Checking whether the order was placed/);
  },
};

/** The check found the order the lost answer was about: placed once, and the ticket says so. */
export const LostAnswerRecovered: Story = {
  args: afterLostAnswer(async () => fixtures.openOrder),
  play: async ({ canvasElement }) => {
    const { form } = await submitLong(canvasElement);
    await waitFor(() =>
      expect(form.getByTestId('trade-outcome')).toHaveTextContent(/it was placed once/),
    );
  },
};

/** The check found no order: it can be sent again with the same token (never placed twice). */
export const LostAnswerNotFound: Story = {
  args: afterLostAnswer(async () => null),
  play: async ({ canvasElement }) => {
    const { form } = await submitLong(canvasElement);
    await waitFor(() =>
      expect(form.getByTestId('trade-outcome')).toHaveTextContent(/no record of this order/),
    );
    await expect(form.getByRole('button', { name: 'Send again' })).toBeVisible();
  },
};

/** Still offline: the outcome is unknown, said plainly, with "Check again" and "Send again". */
export const LostAnswerStillUnknown: Story = {
  args: afterLostAnswer(lostAnswer),
  play: async ({ canvasElement }) => {
    const { form } = await submitLong(canvasElement);
    await waitFor(() =>
      expect(form.getByTestId('trade-outcome')).toHaveTextContent(/outcome is unknown/),
    );
    await expect(form.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send again' })).toBeVisible();
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
