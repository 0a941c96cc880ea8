import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    'aria-label': 'Direction',
    segments: [
      { id: 'long', label: 'Long', tone: 'rise' },
      { id: 'short', label: 'Short', tone: 'fall' },
    ],
    defaultSelectedKey: 'long',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The computed colour a token resolves to inside `el` (read through a probe element). */
const tokenColor = (el: Element, token: string) => {
  const probe = document.createElement('span');
  probe.style.color = token;
  el.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};

/** The drawn segment of a radio (the label around its visually hidden input). */
const segmentOf = (radio: HTMLElement) => radio.closest('label')!;

/** Long/short take their colour from the trend tokens, so the root's reverse switch recolours them. */
export const LongShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const longRadio = canvas.getByRole('radio', { name: 'Long' });
    const shortRadio = canvas.getByRole('radio', { name: 'Short' });
    const long = segmentOf(longRadio);
    const short = segmentOf(shortRadio);
    await expect(longRadio).toBeChecked();
    // Selected long is drawn in the effective rise colour (the theme's fall colour when reversed).
    const rise = tokenColor(long, vars.trend.rise);
    await expect(getComputedStyle(long).color).toBe(rise);
    await expect(getComputedStyle(long).borderTopColor).toBe(rise);
    // Read the target colour before waiting: the probe is a DOM change, and a DOM change inside
    // waitFor's callback re-triggers its MutationObserver, an endless microtask loop that froze the
    // page whenever the first check failed (the colour was still in transition).
    const fall = tokenColor(short, vars.trend.fall);
    await userEvent.click(short);
    await expect(shortRadio).toBeChecked();
    await expect(longRadio).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('short');
    // Colours transition (motion tokens), so wait for the end state.
    await waitFor(() => expect(getComputedStyle(short).color).toBe(fall));
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Long' })).toHaveFocus();
    // "Next" is towards the inline end: left in RTL.
    // An arrow key moves the choice, as in any radio group (not only the focus).
    await userEvent.keyboard(globals.locale === 'fa-IR' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Short' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Short' })).toBeChecked();
    // One tab stop for the group: Tab leaves it.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Long' })).not.toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Short' })).not.toHaveFocus();
  },
};

export const OrderType: Story = {
  args: {
    'aria-label': 'Order type',
    segments: [
      { id: 'market', label: 'Market' },
      { id: 'limit', label: 'Limit' },
      { id: 'stop', label: 'Stop', isDisabled: true },
    ],
    defaultSelectedKey: 'market',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Stop' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Limit' }));
    await expect(canvas.getByRole('radio', { name: 'Limit' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const LongText: Story = {
  args: {
    segments: [
      { id: 'long', label: 'Open long (buy the contract)', tone: 'rise' },
      { id: 'short', label: 'Open short (sell the contract)', tone: 'fall' },
    ],
  },
  play: async ({ canvasElement }) => {
    const segment = segmentOf(within(canvasElement).getByRole('radio', { name: /Open long/ }));
    await expect(segment.scrollWidth).toBeLessThanOrEqual(segment.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: {
    'aria-label': 'جهت',
    segments: [
      { id: 'long', label: 'خرید', tone: 'rise' },
      { id: 'short', label: 'فروش', tone: 'fall' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = segmentOf(canvas.getByRole('radio', { name: 'خرید' }));
    const short = segmentOf(canvas.getByRole('radio', { name: 'فروش' }));
    // First segment sits at the inline start: on the right in RTL.
    await expect(long.getBoundingClientRect().left).toBeGreaterThan(
      short.getBoundingClientRect().left,
    );
  },
};
