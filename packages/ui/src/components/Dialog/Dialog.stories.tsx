import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme';
import { Button } from '../Button';
import { AlertDialog, Dialog, DialogTrigger } from './Dialog';

function RtlDocument({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const previous = document.documentElement.dir;
    document.documentElement.dir = 'rtl';
    return () => {
      document.documentElement.dir = previous;
    };
  }, []);
  return children;
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Order details',
    children: 'BTC/USDT long, 10× leverage, margin 100 USDT.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal on document.body, so queries use `screen`.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await expect(dialog).toHaveTextContent('margin 100 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/**
 * The dialog portals out of the component tree, yet keeps the page's theme and direction: its surface
 * is the theme's raised surface (dark in the dark project) and it reads right to left in fa-IR.
 */
export const ThemedPortal: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    // Overlays portal into UiProvider's container, inside the themed root.
    await expect(dialog.closest('[data-ui-portal]')).not.toBeNull();
    // The token as the page's own themed root resolves it.
    const themed = canvasElement.querySelector('[data-theme]') ?? canvasElement;
    const probe = document.createElement('span');
    probe.style.backgroundColor = vars.background.surfaceRaised;
    themed.appendChild(probe);
    const raised = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const surface = dialog.parentElement!; // the modal panel that carries the surface
    await expect(dialog.closest('[data-theme]')?.getAttribute('data-theme')).toBe(
      themed.getAttribute('data-theme'),
    );
    await waitFor(() => expect(getComputedStyle(surface).backgroundColor).toBe(raised));
    await expect(getComputedStyle(dialog).direction).toBe(
      globals.locale === 'fa-IR' ? 'rtl' : 'ltr',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const KeyboardEscape: Story = {
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const OpenWithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (close: () => void) => <Button onPress={close}>Got it</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Risk disclosure for leveraged contract trading in volatile markets',
    children:
      'Leveraged trading can lose more than your margin in fast markets. Prices shown are indicative and can move before your order is filled. '.repeat(
        6,
      ),
  },
};

export const Rtl: Story = {
  args: { defaultOpen: true },
  // The overlay renders in a portal on body, so the document itself switches direction.
  decorators: [
    (Story) => (
      <RtlDocument>
        <Story />
      </RtlDocument>
    ),
  ],
};

const onConfirm = fn();
const onCancel = fn();
export const Alert: Story = {
  render: () => (
    <DialogTrigger>
      <Button>Cancel order</Button>
      <AlertDialog
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        The order will be removed from the book.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    onConfirm.mockClear();
    onCancel.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel order' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const AlertPending: Story = {
  render: () => (
    <AlertDialog
      isOpen
      title="Withdraw 100 USDT?"
      confirmLabel="Withdraw"
      onConfirm={onConfirm}
      isPending
    >
      Funds arrive within 30 minutes.
    </AlertDialog>
  ),
  play: async () => {
    onConfirm.mockClear();
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw 100 USDT?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
