import { describe, expect, it } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { NO_FILTERS, historyRequest } from './historyFilters';
import {
  closingPrice,
  livePnl,
  pnlAt,
  pnlPercent,
  pnlTrend,
  stopsProblems,
  type Order,
} from './livePnl';

const rule = fixtures.tradeRule; // spread 1, precision 2, contract size 1, close fee 0.1 %
// Long 0.1 lot at 97250.12, margin 972.5, open fee 9.72.
const long: Order = fixtures.openOrder;
const short: Order = { ...long, direction: 'short' };

describe('live P&L (shared rules, decimal strings)', () => {
  it('a long closes at the bid, a short at the ask: half the spread from the mid', () => {
    expect(closingPrice('long', '98000', rule)).toBe('97999.5');
    expect(closingPrice('short', '98000', rule)).toBe('98000.5');
  });

  it('is (close − open) × lots × contract size, signed by direction, minus both fees', () => {
    // (97999.5 − 97250.12) × 0.1 = 74.938; fees 9.72 + 97999.5 × 0.1 × 0.001 = 9.79995.
    expect(livePnl(long, '98000', rule)).toBe('55.41805');
    // (97250.12 − 98000.5) × 0.1 = −75.038; fees 9.72 + 9.80005.
    expect(livePnl(short, '98000', rule)).toBe('-94.55805');
  });

  it('never loses more than the margin (negative balance protection), plus the open fee', () => {
    expect(livePnl(short, '120000', rule)).toBe('-982.22');
  });

  it('exact to the last digit where floats are not: 0.1 + 0.2 style prices', () => {
    const tiny: Order = { ...long, openPrice: '0.1', lotSize: '3', fee: '0', margin: '1' };
    expect(pnlAt(tiny, '0.3', { ...rule, feeRateClose: '0' })).toBe('0.6');
  });

  it('has none for an order that is not open', () => {
    expect(livePnl(fixtures.pendingOrder, '98000', rule)).toBeNull();
  });

  it('as a return on margin with 2 decimals, and its trend', () => {
    expect(pnlPercent('55.41805', '972.5')).toBe('5.69');
    expect(pnlPercent('-94.55805', '972.5')).toBe('-9.72');
    expect(pnlPercent('1', '0')).toBeNull();
    expect([pnlTrend('1'), pnlTrend('-0.01'), pnlTrend('0'), pnlTrend(null)]).toEqual([
      'rise',
      'fall',
      'flat',
      'flat',
    ]);
  });
});

describe('stop loss and take profit check (the server’s rule)', () => {
  it('a long’s stop below and take profit above the bid now', () => {
    expect(stopsProblems(long, '98000', rule, '97000', '99000')).toEqual({});
    expect(stopsProblems(long, '98000', rule, '97999.5', '97999.5')).toEqual({
      stopLoss: 'validation.trade.stopLoss.wrongSide',
      takeProfit: 'validation.trade.takeProfit.wrongSide',
    });
  });

  it('a short’s the other way round, against the ask', () => {
    expect(stopsProblems(short, '98000', rule, '99000', '97000')).toEqual({});
    expect(stopsProblems(short, '98000', rule, '98000', null)).toEqual({
      stopLoss: 'validation.trade.stopLoss.wrongSide',
    });
  });

  it('a pending order against its entry price; empty fields are not checked', () => {
    // Short limit at 99000.
    expect(stopsProblems(fixtures.pendingOrder, '98000', rule, '98500', null)).toEqual({
      stopLoss: 'validation.trade.stopLoss.wrongSide',
    });
    expect(stopsProblems(fixtures.pendingOrder, undefined, rule, null, null)).toEqual({});
  });
});

describe('order history filters', () => {
  it('sends only the filters that are on', () => {
    expect(historyRequest(NO_FILTERS, 1, 20)).toEqual({ page: 1, limit: 20 });
    const start = new Date('2026-01-01T00:00:00.000Z');
    const end = new Date('2026-01-31T12:00:00.000Z');
    expect(
      historyRequest(
        {
          productId: 3,
          direction: 'short',
          status: 'revoked',
          range: { key: 'lastMonth', start, end },
        },
        2,
        50,
      ),
    ).toEqual({
      page: 2,
      limit: 50,
      productId: 3,
      direction: 'short',
      status: ['revoked'],
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: '2026-01-31T12:00:00.000Z',
    });
  });
});
