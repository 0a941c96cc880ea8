import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { toLiveQuote } from '../../platform/prices/priceTick';
import { createStoryApi } from '../../shared/testing/storyApi';
import { createStoryPriceStore, StoryServices } from '../../shared/testing/storyServices';
import { HomeScreen } from './HomeScreen';

const store = createStoryPriceStore();

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  // Autoplay off by default so play functions see a steady banner; the Autoplay story turns it on.
  args: { api: createStoryApi(), loggedIn: false, prefix: '/m', autoplayMs: 3_600_000 },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} store={store} path="/m/index">
        <Story />
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleBanner = (canvasElement: HTMLElement) =>
  [
    ...canvasElement.querySelectorAll<HTMLElement>('[data-testid="home-carousel"] [role="group"]'),
  ].find((slide) => !slide.hidden);

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByTestId('home-carousel');
    await expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeVisible();
    await expect(within(carousel).getByRole('link', { name: 'Trade Bitcoin' })).toHaveAttribute(
      'href',
      '/m/quotation',
    );
    await expect(await canvas.findByText('Scheduled maintenance')).toBeVisible();
    const btc = await canvas.findByTestId('quote-row-BTCUSDT');
    await expect(btc.querySelector('[data-trend="rise"]')).not.toBeNull();
    await expect(canvas.getByText('Market data is simulated')).toBeVisible();
    const shortcuts = canvas.getByTestId('home-shortcuts');
    await expect(within(shortcuts).queryByRole('link', { name: 'Deposit' })).toBeNull();
    await expect(within(shortcuts).getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/app',
    );
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notices = await canvas.findByTestId('home-notices');
    await expect(
      await within(notices).findByRole('link', { name: 'Withdrawal completed' }),
    ).toHaveAttribute('href', '/m/user/message/detail/2');
    await expect(within(notices).getByRole('link', { name: 'All messages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/user/recharge',
    );
  },
};

export const LivePrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const eth = await canvas.findByTestId('quote-row-ETHUSDT');
    store.push({ ...toLiveQuote(fixtures.priceTicks[1]!), price: '3333.3', changeRate: '2.5' });
    await waitFor(() => expect(eth).toHaveTextContent('3,333.30'));
    await expect(eth).toHaveTextContent(/2\.50%/);
  },
};

export const CarouselControls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('home-carousel');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleBanner(canvasElement)).toHaveAccessibleName('2 of 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleBanner(canvasElement)).toHaveAccessibleName('1 of 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(visibleBanner(canvasElement)).toHaveAccessibleName('2 of 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

export const Autoplay: Story = {
  args: { autoplayMs: 300 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('home-carousel');
    await waitFor(() => expect(visibleBanner(canvasElement)).toHaveAccessibleName('2 of 2'), {
      timeout: 3000,
    });
  },
};

export const Loading: Story = {
  args: {
    api: createStoryApi({
      '/banner/home_carousel/list': 'never',
      '/user/getUserNotice': 'never',
      '/trade/product/list': 'never',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading banners')).toBeVisible();
    await expect(canvas.getByLabelText('Loading notices')).toBeVisible();
    await expect(canvas.getByLabelText('Loading prices')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    api: createStoryApi({
      '/banner/home_carousel/list': { code: 0, data: [] },
      '/user/getUserNotice': { code: 0, data: null },
      '/trade/product/list': { code: 0, data: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No new notices')).toBeVisible();
    await expect(await canvas.findByText('No products to show')).toBeVisible();
    await expect(canvas.queryByTestId('home-carousel')).toBeNull();
  },
};

export const LoadError: Story = {
  args: {
    api: createStoryApi({
      '/banner/home_carousel/list': { code: 500, msg: 'Banners unavailable' },
      '/user/getUserNotice': { code: 500, msg: 'Notices unavailable' },
      '/trade/product/list': { code: 500, msg: 'Prices unavailable' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each section says in its own words what failed; a failure's server text is not shown.
    await expect(await canvas.findByText('The prices could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The banners could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The notices could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('Prices unavailable')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  },
};
