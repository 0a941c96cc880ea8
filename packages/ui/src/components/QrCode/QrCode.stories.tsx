import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: {
    value: 'https://example.com/register?invite=AB12CD',
    label: 'QR code for your invite link',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'QR code for your invite link' });
    await expect(img.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    await expect(canvas.getByText('https://example.com/register?invite=AB12CD')).toBeVisible();
  },
};

export const WithoutCaption: Story = { args: { showValue: false, size: 120 } };

export const LongText: Story = {
  args: {
    value: `https://example.com/register?invite=AB12CD&utm_source=${'x'.repeat(120)}`,
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
