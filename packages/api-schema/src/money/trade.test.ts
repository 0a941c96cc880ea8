import { describe, expect, it } from 'vitest';
import {
  closeSettlement,
  entryOnRightSide,
  entryPriceOf,
  isInSession,
  isStopOut,
  openTerms,
  quoteSides,
  stopsErrors,
  stopsReferenceOf,
} from './trade';

const long = { direction: 'long' as const, lots: '2', contractSize: '10', multiple: 10 };

describe('contract trading rules', () => {
  it('puts bid and ask half the spread either side of the mid', () => {
    expect(quoteSides('100', '0.5', 2)).toEqual({ bid: '99.75', ask: '100.25' });
    expect(quoteSides('100', '0.01', 2)).toEqual({ bid: '99.99', ask: '100.01' });
  });

  it('computes margin and open fee from the open price', () => {
    expect(openTerms(long, '100', '0.001')).toEqual({ margin: '200', fee: '2' });
  });

  it('books a profit, releases the margin and charges the close fee', () => {
    const s = closeSettlement(
      { ...long, openPrice: '100', margin: '200', openFee: '2' },
      '110',
      '0.001',
    );
    expect(s).toMatchObject({ gross: '200', lossCaptured: '0', released: '200', profit: '200' });
    expect(s.closeFee).toBe('2.2');
    expect(s.pnl).toBe('195.8');
  });

  it('never takes more than the margin for a loss, fee included', () => {
    const s = closeSettlement(
      { ...long, direction: 'short', openPrice: '100', margin: '200', openFee: '2' },
      '150',
      '0.001',
    );
    expect(s.gross).toBe('-1000');
    expect(s.lossCaptured).toBe('200');
    expect(s.released).toBe('0');
    expect(s.closeFee).toBe('0');
    expect(s.pnl).toBe('-202');
  });

  it('stops out when the loss reaches the level of the margin', () => {
    const p = { ...long, openPrice: '100', margin: '200' };
    expect(isStopOut(p, '92', '0.8')).toBe(true); // loss 160 = 0.8 × 200: reached
    expect(isStopOut(p, '91.99', '0.8')).toBe(true);
    expect(isStopOut(p, '92.01', '0.8')).toBe(false);
  });

  it('reads weekly sessions in UTC', () => {
    const weekdays = [{ days: [1, 2, 3, 4, 5], open: '14:30', close: '21:00' }];
    expect(isInSession(weekdays, Date.parse('2026-11-25T15:00:00Z'))).toBe(true); // Wednesday
    expect(isInSession(weekdays, Date.parse('2026-11-25T21:00:00Z'))).toBe(false);
    expect(isInSession(weekdays, Date.parse('2026-11-28T15:00:00Z'))).toBe(false); // Saturday
    expect(
      isInSession(
        [{ days: [0], open: '22:00', close: '24:00' }],
        Date.parse('2026-11-29T23:59:00Z'),
      ),
    ).toBe(true);
  });
});

describe('the side checks of a new order (server refusals, ticket warnings)', () => {
  const quote = { bid: '99', ask: '101' };
  it("wants a long's stop loss below and its take profit above the reference, a short's the reverse", () => {
    expect(stopsErrors('long', '99', '98', '100')).toEqual({});
    expect(stopsErrors('long', '99', '99', '99')).toEqual({
      stopLoss: 'validation.trade.stopLoss.wrongSide',
      takeProfit: 'validation.trade.takeProfit.wrongSide',
    });
    expect(stopsErrors('short', '101', '102', '100')).toEqual({});
    expect(stopsErrors('short', '101', '100', null)).toEqual({
      stopLoss: 'validation.trade.stopLoss.wrongSide',
    });
  });
  it('checks a market order against the closing side and a pending one against its entry', () => {
    expect(stopsReferenceOf('long', 'market', quote, null)).toBe('99');
    expect(stopsReferenceOf('short', 'market', quote, null)).toBe('101');
    expect(stopsReferenceOf('long', 'limit', quote, '95')).toBe('95');
    expect(entryPriceOf('long', 'market', quote, null)).toBe('101');
    expect(entryPriceOf('short', 'market', quote, null)).toBe('99');
    expect(entryPriceOf('short', 'stop', quote, null)).toBeNull();
  });
  it('keeps a pending entry on its side of the market', () => {
    expect(entryOnRightSide('long', 'limit', '100', quote)).toBe(true);
    expect(entryOnRightSide('long', 'limit', '101', quote)).toBe(false);
    expect(entryOnRightSide('long', 'stop', '102', quote)).toBe(true);
    expect(entryOnRightSide('short', 'limit', '100', quote)).toBe(true);
    expect(entryOnRightSide('short', 'stop', '98', quote)).toBe(true);
    expect(entryOnRightSide('short', 'stop', '99', quote)).toBe(false);
  });
});
