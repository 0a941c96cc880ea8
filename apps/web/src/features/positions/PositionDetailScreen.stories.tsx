import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { StoryServices } from '../../shared/testing/storyServices';
import { PositionDetailScreen } from './PositionDetailScreen';
import { closedWithHistory } from './storyData';

const closedPath = `/user/orders/info/${closedWithHistory.orderNo}`;
const openPath = `/user/orders/info/${fixtures.openOrder.orderNo}`;

const meta = {
  title: 'Screens/Positions/Detail',
  component: PositionDetailScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi({ [closedPath]: { code: 0, data: closedWithHistory } }),
    orderNo: closedWithHistory.orderNo,
    onBack: () => undefined,
    siteName: 'Demo Trading',
    timeZone: 'UTC',
    // No file sharing here: the card is downloaded.
    nav: {},
  },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} path="/m/user/trade/position">
        <Story />
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof PositionDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closed order with every transition, a restart note among them. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What happened' })).toBeVisible();
    await expect(canvas.getByText(/after the server restarted/)).toBeVisible();
    await expect(canvas.getByTestId('order-reason')).toHaveTextContent('Take profit reached');
  },
};

export const OpenPosition: Story = {
  args: {
    api: createStoryApi({ [openPath]: { code: 0, data: fixtures.openOrder } }),
    orderNo: fixtures.openOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Close position' })).toBeVisible();
  },
};

/** The share card: percentages only until "Show amounts" is ticked. */
export const ShareCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share result' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Share your result',
    });
    await waitFor(() => expect(within(dialog).getByTestId('share-card')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Download image' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show amounts' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Show amounts' })).toBeChecked();
  },
};

export const NotFound: Story = {
  args: {
    api: createStoryApi({ [closedPath]: { code: 404, msg: 'No such order' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This order does not exist')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ [closedPath]: 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the order')).toBeVisible();
  },
};

/** A demo account's position: the screen says plainly that the funds are virtual. */
export const DemoAccount: Story = {
  args: {
    api: createStoryApi({
      [openPath]: { code: 0, data: fixtures.openOrder },
      '/user/getUserInfo': { code: 0, data: fixtures.demoInfo },
    }),
    orderNo: fixtures.openOrder.orderNo,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('demo-notice')).toHaveTextContent(
      /virtual funds/,
    );
  },
};
