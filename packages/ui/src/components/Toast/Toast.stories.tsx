import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { createToastQueue, showToast, ToastRegion, toastTones, type ToastContent } from './Toast';

function Demo({ content, timeout }: { content: ToastContent; timeout?: number | null }) {
  // One queue per story so stories do not share toasts.
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button onPress={() => showToast(content, { queue, timeout: timeout ?? 5000 })}>Show</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  args: {
    content: { tone: 'critical', title: 'Order failed', description: 'Insufficient margin.' },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Order failed');
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Order failed' })).toBeVisible(),
    );
    // The description starts on its own line below the title, not run on after it.
    const title = within(alert).getByText('Order failed').getBoundingClientRect();
    const description = within(alert).getByText('Insufficient margin.').getBoundingClientRect();
    await expect(description.top).toBeGreaterThanOrEqual(title.bottom - 1);
  },
};

export const DismissWithCloseButton: Story = {
  args: { timeout: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Order failed' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

function TonesDemo() {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button
        onPress={() =>
          toastTones.forEach((tone) =>
            showToast({ tone, title: `A ${tone} message` }, { queue, timeout: null }),
          )
        }
      >
        Show all
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

export const Tones: Story = {
  render: () => <TonesDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getAllByRole('alertdialog').length).toBeGreaterThan(0));
  },
};

export const LongText: Story = {
  args: {
    timeout: null,
    content: {
      tone: 'caution',
      title: 'Your withdrawal request is waiting for the second review by the finance department',
      description:
        'This usually takes less than thirty minutes during working hours. You will get a notice when it is done.',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show' }));
    await screen.findByRole('alert');
  },
};
