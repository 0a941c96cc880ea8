import { fixtures } from '@repo/api-schema/mocks';
import type { Order } from './livePnl';

/** Positions for stories: BTC long in profit at the fixture price, ETH short in loss. */
export const profitLong: Order = { ...fixtures.openOrder, openPrice: '96000', margin: '960' };
export const lossShort: Order = {
  ...fixtures.openOrder,
  orderNo: 'O2026013100003',
  productId: 2,
  productCode: 'ETHUSDT',
  productName: 'Ethereum',
  direction: 'short',
  lotSize: '2',
  multiple: 20,
  openPrice: '3100',
  margin: '310',
  fee: '6.2',
  stopLoss: '3300',
  takeProfit: null,
};

export const listPage = (list: readonly Order[]) => ({
  code: 0,
  data: { list, total: list.length, page: 1, limit: 20 },
});

export const closedWithHistory: Order = {
  ...fixtures.closedOrder,
  closeReason: 'take_profit',
  closeFee: '9.8',
  history: [
    {
      status: 'in_position',
      time: '2026-01-30T08:00:00.000Z',
      price: '97250.12',
      event: 'filled',
      values: {
        price: '97250.12',
        side: 'ask',
        entry: '97300',
        margin: '972.5',
        fee: '9.72',
      },
      afterRestart: false,
      note: 'Filled at 97250.12 (ask), entry 97300; margin 972.5, fee 9.72',
    },
    {
      status: 'settling',
      time: '2026-01-31T08:00:00.000Z',
      price: '98010',
      event: 'take_profit_crossed',
      values: { level: '98000', price: '98010', side: 'bid', gappedPast: '98000' },
      afterRestart: true,
      note: 'Take profit 98000 crossed: closed at 98010 (bid) (the price gapped past 98000; filled at the tick that crossed); the first price after the server restarted (last evaluated 2026-01-31T07:58:00.000Z)',
    },
    {
      status: 'closed',
      time: '2026-01-31T08:00:00.000Z',
      price: '98010',
      event: 'closed',
      values: { price: '98010', pnl: '75.99', openFee: '9.72', closeFee: '9.8' },
      afterRestart: false,
      note: 'Closed at 98010: P&L 75.99 after fees (open 9.72, close 9.8)',
    },
  ],
};
