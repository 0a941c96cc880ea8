import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { List, ListEmpty, ListItem } from './List';

const onAction = fn();

const meta = {
  title: 'Components/List',
  component: List,
  args: { 'aria-label': 'Settings' },
  render: (args) => (
    <List {...args}>
      <ListItem id="lang" title="Language" end="English" onAction={() => onAction('lang')} />
      <ListItem
        id="kyc"
        title="Identity verification"
        description="Needed for withdrawals"
        end="Verified"
        onAction={() => onAction('kyc')}
      />
      <ListItem id="uid" title="User ID" end="1024" />
      <ListItem id="pwd" title="Fund password" isDisabled onAction={() => onAction('pwd')} />
    </List>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const grid = within(canvasElement).getByRole('grid', { name: 'Settings' });
    const rows = within(grid).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await userEvent.click(within(grid).getByRole('row', { name: /Identity verification/ }));
    await expect(onAction).toHaveBeenCalledWith('kyc');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    await userEvent.tab();
    const first = within(canvasElement).getByRole('row', { name: /Language/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(canvasElement).getByRole('row', { name: /Identity verification/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('kyc');
  },
};

export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const row = within(canvasElement).getByRole('row', { name: /Fund password/ });
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(row, { pointerEventsCheck: 0 });
    await expect(onAction).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  render: (args) => (
    <List {...args} renderEmptyState={() => <ListEmpty>No payment methods yet</ListEmpty>}>
      {[]}
    </List>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent(
      'No payment methods yet',
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <List {...args}>
      <ListItem
        id="a"
        title="Receive notifications for every filled order, liquidation warning and deposit"
        description="We will also send a summary by e-mail once a day when you have unread messages."
        end="On for all products"
        onAction={() => {}}
      />
    </List>
  ),
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
