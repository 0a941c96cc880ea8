import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import type { OrderDraft } from '@repo/machines/order';
import { sidesOf, stepLots, termsOf, ticketEstimate } from './ticketMath';

// BTC: contract size 1, fee 0.1 % on open and on close, spread 1, 2 decimals.
const rule = fixtures.tradeRule;
const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  direction: 'long',
  orderType: 'market',
  lots: '0.1',
  multiple: 10,
  quote: { bid: '99999.5', ask: '100000.5' },
  entrustPrice: null,
  stopLoss: null,
  takeProfit: null,
  ...over,
});

describe('ticket math (the shared rules the server settles with)', () => {
  it('quotes the bid and ask half the spread either side of the live mid', () => {
    expect(sidesOf('100000', rule)).toEqual({ bid: '99999.5', ask: '100000.5' });
  });

  it('computes a long market order’s margin and fee at the ask, a short’s at the bid', () => {
    expect(ticketEstimate(draft(), rule)).toMatchObject({
      entry: '100000.5',
      margin: '1000.005',
      fee: '10.00005',
    });
    expect(ticketEstimate(draft({ direction: 'short' }), rule)).toMatchObject({
      entry: '99999.5',
      margin: '999.995',
      fee: '9.99995',
    });
  });

  it('computes a pending order at its entry, and nothing before the entry is given', () => {
    expect(
      ticketEstimate(draft({ orderType: 'limit', entrustPrice: '90000' }), rule),
    ).toMatchObject({ entry: '90000', margin: '900', fee: '9' });
    expect(ticketEstimate(draft({ orderType: 'limit' }), rule)).toMatchObject({
      entry: null,
      margin: null,
    });
  });

  it('shows the result at the stop loss and take profit after both fees, the loss capped at the margin', () => {
    // Long 0.1 at 100000.5: TP 101000.5 → +100 − 10.00005 − 10.10005 = 79.8999.
    const estimate = ticketEstimate(draft({ takeProfit: '101000.5', stopLoss: '99000.5' }), rule);
    expect(estimate.pnlAtTakeProfit).toBe('79.8999');
    // SL 99000.5 → −100 − 10.00005 − 9.90005 = −119.9001.
    expect(estimate.pnlAtStopLoss).toBe('-119.9001');
    // A stop far below: the loss stops at the margin, plus the open fee.
    expect(ticketEstimate(draft({ stopLoss: '1' }), rule).pnlAtStopLoss).toBe('-1010.00505');
  });

  it('leaves out what cannot be computed (no lots, a multiple the product does not allow)', () => {
    expect(ticketEstimate(draft({ lots: '' }), rule).margin).toBeNull();
    expect(ticketEstimate(draft({ multiple: 7 }), rule).margin).toBeNull();
    expect(ticketEstimate(draft({ stopLoss: 'abc' }), rule).pnlAtStopLoss).toBeNull();
  });

  it('steps lots on the step grid within min and max, without float error', () => {
    expect(stepLots('0.1', 1, rule)).toBe('0.11');
    expect(stepLots('0.1', -1, rule)).toBe('0.09');
    expect(stepLots('0.015', 1, rule)).toBe('0.02');
    expect(stepLots('0.015', -1, rule)).toBe('0.01');
    expect(stepLots('0.01', -1, rule)).toBe('0.01');
    expect(stepLots('100', 1, rule)).toBe('100');
    expect(stepLots('', 1, rule)).toBe('0.01');
  });

  it('maps the published rule to the order machine’s terms', () => {
    expect(termsOf(rule, 'BTCUSDT')).toEqual({
      productId: 1,
      code: 'BTCUSDT',
      minLots: '0.01',
      maxLots: '100',
      lotStep: '0.01',
      contractSize: '1',
      multiples: [1, 5, 10, 20, 50, 100],
      feeRate: '0.001',
    });
  });
});
