import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const labels: Record<string, string> = {
  positions: 'Positions',
  orders: 'Open orders',
  history: 'History',
};

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Trading records">
        {Object.entries(labels).map(([id, label]) => (
          <Tab key={id} id={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      {Object.entries(labels).map(([id, label]) => (
        <TabPanel key={id} id={id}>
          {`${label}: nothing yet`}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Positions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Open orders' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('orders');
    const panel = canvas.getByRole('tabpanel', { name: 'Open orders' });
    await expect(panel).toHaveTextContent('Open orders: nothing yet');
    // The tab points at its panel; a panel with nothing focusable is a tab stop itself.
    await expect(canvas.getByRole('tab', { name: 'Open orders' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
    await expect(panel).toHaveAttribute('tabindex', '0');
  },
};

/** A panel whose content takes focus is no tab stop itself: Tab goes from the tab to the content. */
export const PanelWithControls: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Trading records">
        <Tab id="positions">Positions</Tab>
        <Tab id="orders">Open orders</Tab>
      </TabList>
      <TabPanel id="positions">
        <button type="button">Close all</button>
      </TabPanel>
      <TabPanel id="orders">Open orders: nothing yet</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'Positions' });
    await waitFor(() => expect(panel).not.toHaveAttribute('tabindex'));
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Positions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close all' })).toHaveFocus();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: 'Positions' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard(globals.locale === 'fa-IR' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Open orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['history'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('tab', { name: 'History' });
    await expect(history).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(history, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('tab', { name: 'Positions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Tabs named by their labels, each with a panel showing the label. */
function labelledTabs(
  args: Parameters<typeof Tabs>[0],
  names: readonly string[],
  listLabel: string,
  fill = false,
) {
  return (
    <Tabs {...args}>
      <TabList aria-label={listLabel} fill={fill}>
        {names.map((label) => (
          <Tab key={label} id={label}>
            {label}
          </Tab>
        ))}
      </TabList>
      {names.map((label) => (
        <TabPanel key={label} id={label}>
          {label}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const markets = [
  'Favourites',
  'Perpetual contracts',
  'Stocks and exchange-traded funds',
  'Forex',
  'Metals',
];

export const LongText: Story = {
  render: (args) => labelledTabs(args, markets, 'Markets'),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Markets' });
    // Too many for a phone: the list scrolls instead of wrapping or overflowing the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
  },
};

const intervals = ['1m', '5m', '15m', '30m', '1h', '4h', '1D'];

/** `fill`: a few short tabs share the width, all visible on a phone, each at least a touch target. */
export const Fill: Story = {
  render: (args) => labelledTabs(args, intervals, 'Intervals', true),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Intervals' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const box = list.getBoundingClientRect();
    for (const tab of within(list).getAllByRole('tab')) {
      const rect = tab.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThanOrEqual(44);
      await expect(rect.height).toBeGreaterThanOrEqual(44);
      await expect(rect.left).toBeGreaterThanOrEqual(box.left - 0.5);
      await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
    }
  },
};

const longIntervals = ['1 دقیقه', '5 دقیقه', '15 دقیقه', '30 دقیقه', '1 ساعت', '4 ساعت', 'روزانه'];

/** `fill` with labels too long for the width (Persian): each tab keeps its text, the list scrolls. */
export const FillLongLabels: Story = {
  render: (args) => labelledTabs(args, longIntervals, 'Intervals', true),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Intervals' });
    const tabs = within(list).getAllByRole('tab');
    for (const tab of tabs) await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    const boxes = tabs.map((tab) => tab.getBoundingClientRect()).sort((a, b) => a.left - b.left);
    for (let i = 1; i < boxes.length; i += 1) {
      await expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
    }
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Positions' });
    const second = canvas.getByRole('tab', { name: 'Open orders' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      second.getBoundingClientRect().left,
    );
  },
};

/**
 * More tabs than a 320 px phone shows: the hidden end is marked (a fade and a chevron), and the
 * chevron scrolls until the last tab shows whole; then the start is marked instead.
 */
export const ScrollHint: Story = {
  render: (args) => (
    <div style={{ inlineSize: 288 }}>{labelledTabs(args, longIntervals, 'Intervals', true)}</div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Intervals' });
    const frame = list.parentElement!;
    const hint = (side: 'start' | 'end') =>
      frame.querySelector<HTMLElement>(`[data-side="${side}"]`);
    await waitFor(() => expect(hint('end')).not.toBeNull());
    await expect(hint('end')).toBeVisible();
    await expect(hint('start')).toBeNull();
    const last = within(list).getByRole('tab', { name: 'روزانه' });
    const whole = () => {
      const box = list.getBoundingClientRect();
      const rect = last.getBoundingClientRect();
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
    };
    await expect(whole()).toBe(false);
    for (let i = 0; i < 6 && hint('end'); i += 1) {
      await userEvent.click(hint('end')!);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await waitFor(() => expect(whole()).toBe(true));
    await waitFor(() => expect(hint('end')).toBeNull());
    await expect(hint('start')).toBeVisible();
  },
};
