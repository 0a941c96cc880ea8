import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PriceText } from './PriceText';

const meta = {
  title: 'Components/PriceText',
  component: PriceText,
  args: { value: '64123.5', precision: 2, reference: '64000' },
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rise: Story = {
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByText('64,123.50');
    await expect(price.parentElement).toHaveAttribute('data-trend', 'rise');
  },
};

export const Fall: Story = { args: { value: '63900.25' } };
export const Flat: Story = { args: { value: '64000', trend: 'flat' } };

export const Stale: Story = {
  args: { isStale: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(not live)')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-stale]')).toHaveTextContent(
      '64,123.50(not live)',
    );
  },
};

export const Missing: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--')).toBeVisible();
  },
};

function Ticking() {
  const [value, setValue] = useState('64000.00');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <PriceText value={value} precision={2} reference="64000" />
      <Button onPress={() => setValue('64010.00')}>Up</Button>
      <Button onPress={() => setValue('63990.00')}>Down</Button>
    </div>
  );
}

export const FlashOnChange: Story = {
  render: () => <Ticking />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A price that has not moved has no tint.
    const untinted = getComputedStyle(canvas.getByText('64,000.00')).backgroundColor;
    await userEvent.click(canvas.getByRole('button', { name: 'Up' }));
    const up = canvas.getByText('64,010.00');
    await expect(up.parentElement).toHaveAttribute('data-trend', 'rise');
    await expect(up).toHaveAttribute('data-flash', 'rise');
    // The flash is a tint, set and later removed: no animation runs (a fade makes the compositor
    // draw every frame while it lasts)...
    await expect(getComputedStyle(up).backgroundColor).not.toBe(untinted);
    await expect(up.getAnimations({ subtree: true })).toHaveLength(0);
    // ...and it ends: the price stays without a flash until it moves again.
    await waitFor(() => expect(canvas.getByText('64,010.00')).not.toHaveAttribute('data-flash'), {
      timeout: 3000,
    });
    await expect(getComputedStyle(canvas.getByText('64,010.00')).backgroundColor).toBe(untinted);
    await userEvent.click(canvas.getByRole('button', { name: 'Down' }));
    const down = canvas.getByText('63,990.00');
    await expect(down.parentElement).toHaveAttribute('data-trend', 'fall');
    await expect(down).toHaveAttribute('data-flash', 'fall');
  },
};

export const LongText: Story = { args: { value: '123456789012.12345678', precision: 8 } };

export const Rtl: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
