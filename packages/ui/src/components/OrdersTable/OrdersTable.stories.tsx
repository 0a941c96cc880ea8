import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { Spinner } from '../Spinner';
import { OrdersTable, type TableColumn } from './OrdersTable';

interface Order {
  id: string;
  symbol: string;
  side: string;
  price: string;
  amount: string;
}
type Col = keyof Omit<Order, 'id'>;
const columns: TableColumn<Col>[] = [
  { id: 'symbol', name: 'Symbol', isRowHeader: true, allowsSorting: true },
  { id: 'side', name: 'Side' },
  { id: 'price', name: 'Price', align: 'end' },
  { id: 'amount', name: 'Amount', align: 'end' },
];
const orders: Order[] = [
  { id: 'o1', symbol: 'BTC/USDT', side: 'Long', price: '64,210.50', amount: '0.0150' },
  { id: 'o2', symbol: 'ETH/USDT', side: 'Short', price: '3,120.25', amount: '1.2000' },
  { id: 'o3', symbol: 'AAPL', side: 'Long', price: '189.30', amount: '10.0000' },
];

const onRowAction = fn();

function Demo(props: { rows?: Order[]; isLoading?: boolean; sortable?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'symbol', direction: 'ascending' });
  const rows = [...(props.rows ?? orders)].sort((a, b) =>
    sort.direction === 'ascending'
      ? a.symbol.localeCompare(b.symbol)
      : b.symbol.localeCompare(a.symbol),
  );
  return (
    <OrdersTable
      aria-label="Open orders"
      columns={columns}
      rows={rows}
      renderCell={(row, col) => row[col]}
      onRowAction={onRowAction}
      isLoading={props.isLoading ?? false}
      loadingState={<Spinner label="Loading orders" />}
      emptyState={<EmptyState headingLevel={3} title="No open orders" />}
      {...(props.sortable ? { sortDescriptor: sort, onSortChange: setSort } : {})}
    />
  );
}

const meta = {
  title: 'Components/OrdersTable',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onRowAction.mockClear();
    const table = within(canvasElement).getByRole('grid', { name: 'Open orders' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(within(table).getByRole('rowheader', { name: 'ETH/USDT' }));
    await expect(onRowAction).toHaveBeenCalledWith('o2');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    onRowAction.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onRowAction).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getAllByRole('row')[2]).toHaveFocus();
  },
};

export const Sortable: Story = {
  args: { sortable: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Open orders' });
    const header = within(table).getByRole('columnheader', { name: /Symbol/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('ETH/USDT');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No open orders' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading orders' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'x',
        symbol: 'Very long perpetual contract product name/USDT',
        side: 'Long',
        price: '123,456,789.123456',
        amount: '987,654.3210',
      },
    ],
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
