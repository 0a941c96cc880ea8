import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePicker } from './FilePicker';

// A 1×1 PNG, so the story needs no network.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const pngFile = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'id-front.png', {
    type: 'image/png',
  });

const meta = {
  title: 'Components/FilePicker',
  component: FilePicker,
  args: { label: 'Front of your ID card', onChange: fn() },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (el: HTMLElement) => el.querySelector('input[type="file"]') as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Front of your ID card' });
    await expect(button).toHaveTextContent('Choose a file');
    await expect(button).toHaveTextContent(
      `Up to ${new Intl.NumberFormat(globals.locale ?? 'en-US').format(5)} MB`,
    );
  },
};

export const AcceptsAPhotoWithPreview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('id-front.png')).toBeVisible();
    await expect(canvasElement.querySelector('img')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const RejectsAFakeImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fake = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'photo.png', {
      type: 'image/png',
    });
    await userEvent.upload(fileInput(canvasElement), fake);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This type of file is not accepted.'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RejectsALargeFile: Story = {
  args: { maxBytes: 10 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file is larger than'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Front of your ID card' }),
    ).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Payment voucher showing the transfer reference, amount, date and the receiving account',
  },
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
