import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import { orderMachine } from './orderMachine';
import type { Order, OrderInput, OrderStatus } from './types';

export const orderInput: OrderInput = {
  terms: {
    productId: 1,
    code: 'BTCUSDT',
    minLots: '0.01',
    maxLots: '10',
    lotStep: '0.01',
    contractSize: '1',
    multiples: [10, 20],
    feeRate: '0',
  },
  available: '1000',
  draft: { direction: 'long', quote: { bid: '100', ask: '100' } },
};

export const sampleOrder = (status: OrderStatus, extra: Partial<Order> = {}): Order => ({
  orderNo: 'O-1',
  status,
  productId: 1,
  productCode: 'BTCUSDT',
  direction: 'long',
  orderType: 'market',
  lotSize: '0.01',
  multiple: 10,
  margin: '0.1',
  fee: '0',
  stopLoss: null,
  takeProfit: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  ...extra,
});

const statuses: OrderStatus[] = [
  'entrusted',
  'in_position',
  'settling',
  'closed',
  'cancelled',
  'revoked',
];

export const stubbedOrderMachine = orderMachine.provide({
  actors: {
    getToken: pending(),
    placeOrder: pending(),
    queryOrder: pending(),
    cancelOrder: pending(),
    closeOrder: pending(),
    updateStops: pending(),
  },
});

export const orderModel: PathModel = {
  name: 'order',
  machine: stubbedOrderMachine,
  input: orderInput,
  samples: {
    'order.change': [
      { type: 'order.change', draft: { lots: '0.01' } },
      { type: 'order.change', draft: { lots: '20' } },
    ],
    'order.quote': [{ type: 'order.quote', quote: { bid: '100', ask: '100' } }],
    'order.balance': [{ type: 'order.balance', available: '1000' }],
    'order.changeStops': [
      { type: 'order.changeStops', stopLoss: '90', takeProfit: '110' },
      { type: 'order.changeStops', stopLoss: '110', takeProfit: null },
    ],
    'order.updated': statuses.map((status) => ({
      type: 'order.updated',
      order: sampleOrder(status),
    })),
    'xstate.done.actor.getToken': [{ type: 'xstate.done.actor.getToken', output: 'tok-1' }],
    'xstate.done.actor.placeOrder': [
      { type: 'xstate.done.actor.placeOrder', output: sampleOrder('entrusted') },
      { type: 'xstate.done.actor.placeOrder', output: sampleOrder('in_position') },
    ],
    'xstate.error.actor.placeOrder': [
      { type: 'xstate.error.actor.placeOrder', error: { kind: 'timeout' } },
      { type: 'xstate.error.actor.placeOrder', error: { errMsg: 'Insufficient balance' } },
    ],
    'xstate.done.actor.queryOrder': [
      { type: 'xstate.done.actor.queryOrder', output: null },
      { type: 'xstate.done.actor.queryOrder', output: sampleOrder('in_position') },
    ],
    'xstate.done.actor.cancelOrder': [
      { type: 'xstate.done.actor.cancelOrder', output: sampleOrder('cancelled') },
    ],
    'xstate.done.actor.closeOrder': [
      {
        type: 'xstate.done.actor.closeOrder',
        output: sampleOrder('closed', { profitLoss: '-1.5' }),
      },
    ],
    'xstate.error.actor.closeOrder': [
      {
        type: 'xstate.error.actor.closeOrder',
        error: { kind: 'settlementInProgress', errMsg: 'Settlement in progress' },
      },
      { type: 'xstate.error.actor.closeOrder', error: { errMsg: 'Market closed' } },
    ],
    'xstate.done.actor.updateStops': [
      {
        type: 'xstate.done.actor.updateStops',
        output: sampleOrder('in_position', { stopLoss: '90', takeProfit: '110' }),
      },
    ],
  },
  invariant: (s) => {
    const { token, body } = s.context as {
      token: string | null;
      body: { idempotentToken: string } | null;
    };
    if (body !== null && body.idempotentToken !== token)
      throw new Error('the body carries another token');
    if (s.matches('submitting') && body === null) throw new Error('submitting without a body');
  },
};
