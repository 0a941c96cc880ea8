import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header, HeaderAction } from './Header';

const bell = (
  <svg viewBox="0 0 24 24" width="24" height="24">
    <path d="M6 16V11a6 6 0 1112 0v5l2 2H4z" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    title: 'Markets',
    onBack: fn(),
    actions: <HeaderAction label="Messages" icon={bell} unreadCount={3} href="#messages" />,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const back = within(canvasElement).getByRole('button', { name: 'Back' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await expect(back).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Messages, 3 unread' }),
    ).toHaveFocus();
  },
};

export const ManyUnread: Story = {
  args: { actions: <HeaderAction label="Messages" icon={bell} unreadCount={250} onPress={fn()} /> },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The badge shows the locale's digits (Persian in fa-IR).
    const ninetyNine = new Intl.NumberFormat(globals.locale ?? 'en-US').format(99);
    await expect(canvas.getByRole('button', { name: 'Messages, 250 unread' })).toHaveTextContent(
      `${ninetyNine}+`,
    );
  },
};

export const NoBack: Story = {
  render: () => (
    <Header
      title="Markets"
      actions={<HeaderAction label="Messages" icon={bell} onPress={fn()} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** A page whose content has its own h1 (login, register): the bar holds only the back button. */
export const BackOnly: Story = {
  args: { title: undefined, actions: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { title: 'Perpetual contract trading rules and margin requirements for all products' },
};

export const Rtl: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
