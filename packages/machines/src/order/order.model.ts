import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import { orderMachine } from './orderMachine';
import type { Order, OrderInput, OrderStatus } from './types';

export const orderInput: OrderInput = {
  terms: {
    code: 'BTCUSDT',
    minLots: '0.01',
    maxLots: '10',
    lotStep: '0.01',
    contractSize: '1',
    multiples: [10, 20],
  },
  available: '1000',
  draft: { direction: 'buy', price: '100' },
};

export const sampleOrder = (status: OrderStatus, extra: Partial<Order> = {}): Order => ({
  orderNo: 'O-1',
  status,
  productCode: 'BTCUSDT',
  direction: 'buy',
  lots: '0.01',
  multiple: 10,
  margin: '0.1',
  stopLoss: null,
  takeProfit: null,
  ...extra,
});

const statuses: OrderStatus[] = [
  'entrusted',
  'inPosition',
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
    'order.quote': [{ type: 'order.quote', price: '100' }],
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
      { type: 'xstate.done.actor.placeOrder', output: sampleOrder('inPosition') },
    ],
    'xstate.error.actor.placeOrder': [
      { type: 'xstate.error.actor.placeOrder', error: { kind: 'timeout' } },
      { type: 'xstate.error.actor.placeOrder', error: { errMsg: 'Insufficient balance' } },
    ],
    'xstate.done.actor.queryOrder': [
      { type: 'xstate.done.actor.queryOrder', output: null },
      { type: 'xstate.done.actor.queryOrder', output: sampleOrder('inPosition') },
    ],
    'xstate.done.actor.cancelOrder': [
      { type: 'xstate.done.actor.cancelOrder', output: sampleOrder('cancelled') },
    ],
    'xstate.done.actor.closeOrder': [
      { type: 'xstate.done.actor.closeOrder', output: sampleOrder('closed', { profit: '-1.5' }) },
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
        output: sampleOrder('inPosition', { stopLoss: '90', takeProfit: '110' }),
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
