import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@repo/api-schema/client';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { StoryServices } from '../../shared/testing/storyServices';
import { PositionsPanel, type PositionsTab } from './PositionsPanel';
import { listPage, lossShort, profitLong } from './storyData';

function PanelStory({ api, defaultTab }: { api: ApiClient; defaultTab?: PositionsTab }) {
  return (
    <StoryServices api={api} path="/m/user/trade">
      <div style={{ padding: 16 }}>
        <PositionsPanel {...(defaultTab ? { defaultTab } : {})} />
      </div>
    </StoryServices>
  );
}

const meta = {
  title: 'Screens/Positions/Panel',
  component: PanelStory,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi({ '/user/orders/list': listPage([profitLong, lossShort]) }),
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A long in profit and a short in loss, each with its live P&L in the trend colours. */
export const ProfitAndLoss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = await canvas.findByTestId(`position-row-${profitLong.orderNo}`);
    await waitFor(() =>
      expect(within(long).getByTestId('position-pnl').textContent).toMatch(/^\+\d/),
    );
    const short = canvas.getByTestId(`position-row-${lossShort.orderNo}`);
    await waitFor(() =>
      // A minus sign in the locale's own form (fa: LRM and U+2212).
      expect(within(short).getByTestId('position-pnl').textContent).toMatch(/^\u200e?[-−]\d/),
    );
    await expect(canvas.getByRole('tab', { name: 'Positions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { api: createStoryApi({ '/user/orders/list': listPage([]) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No open positions')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/orders/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading positions')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/orders/list': { code: 500, msg: 'down' } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /retry/i }),
    ).toBeVisible();
  },
};

export const Pending: Story = {
  args: {
    api: createStoryApi({ '/user/orders/list': listPage([fixtures.pendingOrder]) }),
    defaultTab: 'pending',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Cancel pending BTCUSDT Short' }),
    ).toBeVisible();
  },
};

export const History: Story = {
  args: { defaultTab: 'history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId(`history-row-${fixtures.closedOrder.orderNo}`),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'All orders and filters' }),
    ).toHaveAttribute('href', '/m/user/trade/orders');
  },
};

/** Close at market asks first, with the live close price and the estimated P&L. */
export const CloseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await confirmation(
      canvasElement,
      'Close BTCUSDT Long',
      'Close this position at market?',
      'Close position',
    );
  },
};

/** Opens the confirmation of `button` (a row's close or cancel) once its button can be pressed. */
async function confirmation(
  canvasElement: HTMLElement,
  button: string,
  title: string,
  confirm: string,
) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  const dialog = await body().findByRole('alertdialog', { name: title });
  // The dialog fades in.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: confirm })).toBeVisible());
  return within(dialog);
}

const cancelPending = (canvasElement: HTMLElement) =>
  confirmation(
    canvasElement,
    'Cancel pending BTCUSDT Short',
    'Cancel this pending order?',
    'Cancel order',
  );

/** Cancelling a pending order asks first; its margin is released only after the confirmation. */
export const CancelConfirmation: Story = {
  args: {
    api: createStoryApi({ '/user/orders/list': listPage([fixtures.pendingOrder]) }),
    defaultTab: 'pending',
  },
  play: async ({ canvasElement }) => {
    const dialog = await cancelPending(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeVisible();
  },
};

/** The server refuses the close (its product's session ended): the reason, in the dialog. */
export const CloseRefused: Story = {
  args: {
    api: createStoryApi({
      '/user/orders/list': listPage([profitLong, lossShort]),
      '/user/orders/close': {
        code: 1020,
        msg: 'The market for BTCUSDT is closed now; the position stays open until it opens.',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await confirmation(
      canvasElement,
      'Close BTCUSDT Long',
      'Close this position at market?',
      'Close position',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Close position' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      /market for BTCUSDT is closed now/,
    );
    // Still open: the dialog stays for another try or "Keep it".
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeVisible();
  },
};

/** The order filled before the cancel arrived: the server says so, the dialog shows it. */
export const CancelRefused: Story = {
  args: {
    api: createStoryApi({
      '/user/orders/list': listPage([fixtures.pendingOrder]),
      '/user/orders/cancel': { code: 1021, msg: 'This order is no longer pending: it filled.' },
    }),
    defaultTab: 'pending',
  },
  play: async ({ canvasElement }) => {
    const dialog = await cancelPending(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This order is no longer pending: it filled.',
    );
  },
};

/** A stop loss above a long's bid is refused with the reason; Save stays off. */
export const EditStopsInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Edit stop loss and take profit of BTCUSDT Long',
      }),
    );
    const dialog = await body().findByRole('dialog', { name: 'Stop loss and take profit' });
    const stop = within(dialog).getByRole('textbox', { name: 'Stop loss' });
    await userEvent.clear(stop);
    await userEvent.type(stop, '99999');
    await expect(await within(dialog).findByText(/must be below/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A demo account: the panel says plainly that its orders use virtual funds. */
export const DemoAccount: Story = {
  args: {
    api: createStoryApi({
      '/user/orders/list': listPage([profitLong, lossShort]),
      '/user/getUserInfo': { code: 0, data: fixtures.demoInfo },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('demo-notice')).toHaveTextContent(/virtual funds/);
    await expect(await canvas.findByTestId('orders-count')).toHaveTextContent('2 open positions');
  },
};

/** More positions than one page of the contract (50): every one is listed, with the count. */
export const ManyPositions: Story = {
  args: {
    api: createStoryApi({
      '/user/orders/list': listPage(
        Array.from({ length: 60 }, (_, i) => ({
          ...(i % 2 === 0 ? profitLong : lossShort),
          orderNo: `O20260131${String(i).padStart(5, '0')}`,
        })),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId(/^position-row-/)).toHaveLength(60));
    await expect(canvas.getByTestId('orders-count')).toHaveTextContent('60 open positions');
  },
};
