import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneFieldsLoadFailed, PhoneFieldsLoading } from './accountFields';

/**
 * The place of the phone number fields while their code loads (it loads the first time a form
 * shows them) and when it could not be fetched. The loaded fields are in the login, register and
 * forgot-password stories.
 */
const meta = {
  title: 'Screens/Auth/Phone fields',
  component: PhoneFieldsLoadFailed,
  parameters: { a11y: { test: 'error' } },
  args: { onRetry: fn() },
} satisfies Meta<typeof PhoneFieldsLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <PhoneFieldsLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', {
      name: 'Loading the country code and mobile number fields',
    });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // Two boxes the height of an input.
    const boxes = status.querySelectorAll('span');
    await expect(boxes).toHaveLength(2);
    for (const box of boxes) await expect(box.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const LoadFailed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'The phone number fields could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
