import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DEFAULT_PAGE_SIZE, Pagination } from './Pagination';

function Demo({ total, isDisabled = false }: { total: number; isDisabled?: boolean }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={size}
      onPageChange={setPage}
      onPageSizeChange={(s) => {
        setSize(s);
        setPage(1);
      }}
      isDisabled={isDisabled}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Demo,
  args: { total: 195 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const canvas = within(nav);
    await expect(canvas.getByText('1–20 of 195')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(canvas.getByText('181–195 of 195')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const ChangePageSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Per page' }), '50');
    await expect(canvas.getByText('1–50 of 195')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0–0 of 0')).toBeVisible();
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
