import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { orderInput, sampleOrder } from './order.model';
import { orderMachine } from './orderMachine';
import type { OrderDraft } from './types';
import { stopsErrors, validateOrder } from './validateOrder';

const names = ['getToken', 'placeOrder', 'queryOrder', 'cancelOrder', 'closeOrder', 'updateStops'];

function start(draft: Partial<OrderDraft> = {}) {
  const io = controlledActors();
  const machine = orderMachine.provide({
    actors: Object.fromEntries(names.map((n) => [n, io.actor(n)])),
  });
  const actor = createActor(machine, {
    input: { ...orderInput, draft: { ...orderInput.draft, ...draft } },
  }).start();
  return { actor, io };
}

const quote = (price: string) => ({ bid: price, ask: price });
const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  direction: 'long',
  orderType: 'market',
  lots: '1',
  multiple: 10,
  quote: quote('100'),
  entrustPrice: null,
  stopLoss: null,
  takeProfit: null,
  ...over,
});

describe('validateOrder', () => {
  const { terms } = orderInput;
  it('accepts a valid draft whose margin equals the available balance', () => {
    expect(validateOrder(draft({ lots: '1', multiple: 10 }), terms, '10')).toEqual([]);
  });
  it.each([
    [{ lots: '0' }, 'lotsInvalid'],
    [{ lots: 'one' }, 'lotsInvalid'],
    [{ lots: '0.001' }, 'lotsOutOfRange'],
    [{ lots: '10.01' }, 'lotsOutOfRange'],
    [{ lots: '1.005' }, 'lotStep'],
    [{ multiple: 15 }, 'multipleNotAllowed'],
  ] as const)('rejects %o as %s', (over, error) => {
    expect(validateOrder(draft(over), terms, '1000')).toEqual([error]);
  });
  it('rejects a margin above the available balance (decimal, not float)', () => {
    expect(validateOrder(draft({ lots: '1', multiple: 10 }), terms, '9.99999999')).toEqual([
      'insufficientMargin',
    ]);
    expect(
      validateOrder(draft({ quote: quote('0.3'), lots: '0.1', multiple: 10 }), terms, '0.003'),
    ).toEqual([]);
  });
  it('wants stop loss below and take profit above the price for a long, the reverse for a short', () => {
    expect(stopsErrors('long', '100', '99', '101')).toEqual([]);
    expect(stopsErrors('long', '100', '100', '100')).toEqual([
      'stopLossWrongSide',
      'takeProfitWrongSide',
    ]);
    expect(stopsErrors('short', '100', '101', '99')).toEqual([]);
    expect(stopsErrors('short', '100', '99', '101')).toEqual([
      'stopLossWrongSide',
      'takeProfitWrongSide',
    ]);
    expect(stopsErrors('short', '100', null, null)).toEqual([]);
  });
  it('wants a pending order’s entry, on its side of the market (a long limit below the ask)', () => {
    const spread = { quote: { bid: '99', ask: '101' } };
    expect(validateOrder(draft({ ...spread, orderType: 'limit' }), terms, '1000')).toEqual([
      'entrustPriceRequired',
    ]);
    expect(
      validateOrder(draft({ ...spread, orderType: 'limit', entrustPrice: '101' }), terms, '1000'),
    ).toEqual(['entrustPriceWrongSide']);
    expect(
      validateOrder(draft({ ...spread, orderType: 'stop', entrustPrice: '102' }), terms, '1000'),
    ).toEqual([]);
  });

  it('checks a market order’s stops against its closing side and a pending order’s against its entry', () => {
    const spread = { quote: { bid: '99', ask: '101' } };
    // A long closes at the bid: a stop loss at 100 is above it.
    expect(validateOrder(draft({ ...spread, stopLoss: '100' }), terms, '1000')).toEqual([
      'stopLossWrongSide',
    ]);
    expect(
      validateOrder(
        draft({ ...spread, orderType: 'limit', entrustPrice: '90', stopLoss: '95' }),
        terms,
        '1000',
      ),
    ).toEqual(['stopLossWrongSide']);
  });

  it('wants margin and open fee covered, margin at the opening side of the quote', () => {
    const withFee = { ...terms, feeRate: '0.001' };
    // Long 1 lot at the ask 101, ×10: margin 10.1, fee 0.101.
    const d = draft({ quote: { bid: '99', ask: '101' } });
    expect(validateOrder(d, withFee, '10.201')).toEqual([]);
    expect(validateOrder(d, withFee, '10.2')).toEqual(['insufficientMargin']);
  });
});

describe('order machine', () => {
  it('stays in the draft with the validation errors', () => {
    const { actor, io } = start({ stopLoss: '120' });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual(['stopLossWrongSide']);
    expect(io.calls).toEqual([]);
  });

  it('validates margin against the balance the app last reported', () => {
    const { actor, io } = start({ lots: '1' });
    actor.send({ type: 'order.balance', available: '9' });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors).toEqual(['insufficientMargin']);
    actor.send({ type: 'order.balance', available: '10' });
    actor.send({ type: 'order.submit' });
    expect(io.names()).toEqual(['getToken']);
  });

  it('gets a token, submits the body with it, and follows an entrusted order to cancelled', async () => {
    const { actor, io } = start({ stopLoss: '90', takeProfit: '110' });
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok-1');
    expect(io.calls[1]).toEqual({
      name: 'placeOrder',
      input: {
        productId: 1,
        direction: 'long',
        orderType: 'market',
        lotSize: '0.01',
        multiple: 10,
        stopLoss: '90',
        takeProfit: '110',
        idempotentToken: 'tok-1',
      },
    });
    await io.resolve('placeOrder', sampleOrder('entrusted'));
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'order.cancel' });
    expect(io.calls.at(-1)).toEqual({ name: 'cancelOrder', input: { orderNo: 'O-1' } });
    await io.resolve('cancelOrder', sampleOrder('cancelled'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('a pending order that fills moves in position; a revoked one ends revoked', async () => {
    const { actor, io } = start();
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok');
    await io.resolve('placeOrder', sampleOrder('entrusted'));
    actor.send({ type: 'order.updated', order: sampleOrder('in_position') });
    expect(actor.getSnapshot().value).toBe('inPosition');
    actor.send({ type: 'order.updated', order: sampleOrder('revoked') });
    expect(actor.getSnapshot().value).toBe('revoked');
  });

  async function inPosition() {
    const s = start();
    s.actor.send({ type: 'order.submit' });
    await s.io.resolve('getToken', 'tok');
    await s.io.resolve('placeOrder', sampleOrder('in_position'));
    return s;
  }

  it('changes SL/TP only on the right side of the current price', async () => {
    const { actor, io } = await inPosition();
    actor.send({ type: 'order.quote', quote: { bid: '105', ask: '105.5' } });
    actor.send({ type: 'order.changeStops', stopLoss: '106', takeProfit: null });
    expect(actor.getSnapshot().context.errors).toEqual(['stopLossWrongSide']);
    expect(io.names()).not.toContain('updateStops');
    actor.send({ type: 'order.changeStops', stopLoss: '104', takeProfit: '120' });
    expect(io.calls.at(-1)).toEqual({
      name: 'updateStops',
      input: { orderNo: 'O-1', stopLoss: '104', takeProfit: '120' },
    });
    await io.resolve(
      'updateStops',
      sampleOrder('in_position', { stopLoss: '104', takeProfit: '120' }),
    );
    expect(actor.getSnapshot().context.order).toMatchObject({ stopLoss: '104', takeProfit: '120' });
    actor.send({ type: 'order.changeStops', stopLoss: '1', takeProfit: null });
    await io.reject('updateStops', { errMsg: 'Too close to the price' });
    expect(actor.getSnapshot().value).toBe('inPosition');
    expect(actor.getSnapshot().context.error).toBe('Too close to the price');
  });

  it('closes a position with its profit or loss', async () => {
    const { actor, io } = await inPosition();
    actor.send({ type: 'order.close' });
    await io.resolve('closeOrder', sampleOrder('closed', { profitLoss: '-2.5' }));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'closed', profitLoss: '-2.5' });
  });

  it('waits through "settlement in progress" until the closed status arrives', async () => {
    const { actor, io } = await inPosition();
    actor.send({ type: 'order.close' });
    await io.reject('closeOrder', {
      kind: 'settlementInProgress',
      errMsg: 'Settlement in progress, please wait',
    });
    expect(actor.getSnapshot().value).toBe('settling');
    expect(actor.getSnapshot().context.error).toBe('Settlement in progress, please wait');
    actor.send({ type: 'order.updated', order: sampleOrder('closed', { profitLoss: '3' }) });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('returns to the position with a message when closing fails', async () => {
    const { actor, io } = await inPosition();
    actor.send({ type: 'order.close' });
    await io.reject('closeOrder', { errCode: 500, msg: 'Market closed' });
    expect(actor.getSnapshot().value).toBe('inPosition');
    expect(actor.getSnapshot().context.error).toBe('Market closed');
  });

  it('treats a timeout as unknown, queries, and retries with the same token and body', async () => {
    const { actor, io } = start();
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok-1');
    const first = io.calls.at(-1)!;
    await io.reject('placeOrder', { kind: 'timeout' });
    expect(actor.getSnapshot().value).toEqual({ unknown: 'querying' });
    expect(io.calls.at(-1)).toEqual({
      name: 'queryOrder',
      input: { token: 'tok-1', body: first.input },
    });
    await io.resolve('queryOrder', null);
    actor.send({ type: 'order.retry' });
    const retry = io.calls.at(-1)!;
    expect(retry.name).toBe('placeOrder');
    expect(retry.input).toStrictEqual(first.input);
    expect(io.names().filter((n) => n === 'getToken')).toHaveLength(1);
    await io.resolve('placeOrder', sampleOrder('in_position'));
    expect(actor.getSnapshot().value).toBe('inPosition');
  });

  it('a second submit while the first is on its way asks for no second token and sends nothing', async () => {
    const { actor, io } = start();
    actor.send({ type: 'order.submit' });
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok-1');
    actor.send({ type: 'order.submit' });
    expect(io.names()).toEqual(['getToken', 'placeOrder']);
  });

  it('sends a limit order with its entry and without the stops left unset', async () => {
    const { actor, io } = start({ orderType: 'limit', entrustPrice: '95', quote: quote('100') });
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok-1');
    expect(io.calls.at(-1)!.input).toStrictEqual({
      productId: 1,
      direction: 'long',
      orderType: 'limit',
      lotSize: '0.01',
      multiple: 10,
      entrustPrice: '95',
      idempotentToken: 'tok-1',
    });
  });

  it('follows the order the status query finds; a failed query can be repeated', async () => {
    const { actor, io } = start();
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok-1');
    await io.reject('placeOrder', { kind: 'timeout' });
    await io.reject('queryOrder', new Error('offline'));
    expect(actor.getSnapshot().value).toEqual({ unknown: 'queryFailed' });
    actor.send({ type: 'order.query' });
    await io.resolve('queryOrder', sampleOrder('entrusted'));
    expect(actor.getSnapshot().value).toBe('pending');
  });

  it('shows a failure message; editing afterwards asks for a new token', async () => {
    const { actor, io } = start();
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok-1');
    await io.reject('placeOrder', { errCode: 500, errMsg: 'Insufficient balance' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Insufficient balance');
    expect(actor.getSnapshot().context.errorCode).toBe(500);
    actor.send({ type: 'order.edit' });
    actor.send({ type: 'order.change', draft: { lots: '0.02' } });
    actor.send({ type: 'order.submit' });
    await io.resolve('getToken', 'tok-2');
    expect(io.calls.at(-1)!.input).toMatchObject({ lotSize: '0.02', idempotentToken: 'tok-2' });
  });
});
