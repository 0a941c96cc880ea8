import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPhoneColumns, narrowWindow } from '../../shared/testing/narrowWindow';
import { createStoryApi } from '../../shared/testing/storyApi';
import { createStoryPriceStore, StoryServices } from '../../shared/testing/storyServices';
import { DesktopHome } from './DesktopHome';

const store = createStoryPriceStore();

/** The desktop home (/index) at a desktop viewport. */
const meta = {
  title: 'Screens/Home (desktop)',
  component: DesktopHome,
  parameters: { layout: 'padded', a11y: { test: 'error' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // Autoplay off so the play functions see a steady banner.
  args: { api: createStoryApi(), loggedIn: false, prefix: '', autoplayMs: 3_600_000 },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} store={store} path="/index">
        <main>
          <Story />
        </main>
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof DesktopHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('home-carousel')).toBeVisible();
    const btc = await canvas.findByTestId('quote-row-BTCUSDT');
    await expect(within(btc).getByRole('link')).toHaveAttribute('href', '/market?id=1');
    const market = canvas.getByTestId('home-market');
    await expect(within(market).getByRole('columnheader', { name: '24h volume' })).toBeVisible();
    const shortcuts = canvas.getByTestId('home-shortcuts');
    await expect(within(shortcuts).getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/poster',
    );
    await expect(within(shortcuts).queryByRole('link', { name: 'Deposit' })).toBeNull();
  },
};

/**
 * A desktop window narrowed to a phone's width: the overview leaves its 24 h columns out and fits,
 * so the page does not scroll sideways.
 */
export const NarrowWindow: Story = {
  decorators: [narrowWindow],
  play: ({ canvasElement }) => expectPhoneColumns(canvasElement, 'home-market'),
};

/** Only screens that exist: a shortcut whose screen is missing is left out. */
export const OnlyExistingScreens: Story = {
  args: { loggedIn: true, hasScreen: (path: string) => !path.startsWith('/user/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shortcuts = await canvas.findByTestId('home-shortcuts');
    await expect(within(shortcuts).queryByRole('link', { name: 'Messages' })).toBeNull();
    await expect(within(shortcuts).getByRole('link', { name: 'Quotes' })).toBeVisible();
  },
};
