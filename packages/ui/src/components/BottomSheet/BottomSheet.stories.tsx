import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { BottomSheet } from './BottomSheet';

const onPick = fn();

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
  title: 'Components/BottomSheet',
  component: BottomSheet,
  args: {
    title: 'Choose leverage',
    children: (close: () => void) => (
      <div style={{ display: 'flex', gap: 8 }}>
        {['5×', '10×', '20×'].map((x) => (
          <Button
            key={x}
            onPress={() => {
              onPick(x);
              close();
            }}
          >
            {x}
          </Button>
        ))}
      </div>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Leverage</Button>
      <BottomSheet {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onPick.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Leverage' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Choose leverage' });
    await userEvent.click(within(sheet).getByRole('button', { name: '10×' }));
    await expect(onPick).toHaveBeenCalledWith('10×');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Leverage' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Choose leverage' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Choose leverage' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongText: Story = {
  render: () => (
    <BottomSheet
      defaultOpen
      title="Choose the language used for the app, notifications and customer service messages"
    >
      {'A long explanation that needs scrolling inside the sheet. '.repeat(60)}
    </BottomSheet>
  ),
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
