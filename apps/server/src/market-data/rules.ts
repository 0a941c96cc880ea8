import { compare, multiply, round, type TradingSession } from '@repo/api-schema/money';
import type { CatalogProduct, ProductCategory } from './catalog';

/** A product's published trading rules as the database keeps them (table `trade_rules`). */
export interface ProductRule {
  lotMin: string;
  lotMax: string;
  lotStep: string;
  multiples: number[];
  contractSize: string;
  /** Ask − bid in price units. */
  spread: string;
  feeRateOpen: string;
  feeRateClose: string;
  /** Fraction of the margin a floating loss may reach before the position is closed. */
  stopOutLevel: string;
  sessions: TradingSession[];
  tradingHours: string;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

/** The seeded rules per category: coins 24/7, stocks US exchange hours, futures and forex their sessions. */
const BY_CATEGORY: Record<
  ProductCategory,
  Omit<ProductRule, 'spread'> & { spreadFraction: string }
> = {
  coin: {
    lotMin: '0.01',
    lotMax: '100',
    lotStep: '0.01',
    multiples: [1, 2, 5, 10, 20, 50, 100],
    contractSize: '1',
    spreadFraction: '0.0002',
    feeRateOpen: '0.0005',
    feeRateClose: '0.0005',
    stopOutLevel: '0.8',
    sessions: [{ days: EVERY_DAY, open: '00:00', close: '24:00' }],
    tradingHours: 'Every day, 24 hours',
  },
  stock: {
    lotMin: '1',
    lotMax: '1000',
    lotStep: '1',
    multiples: [1, 2, 5, 10],
    contractSize: '1',
    spreadFraction: '0.0005',
    feeRateOpen: '0.001',
    feeRateClose: '0.001',
    stopOutLevel: '0.5',
    sessions: [{ days: WEEKDAYS, open: '14:30', close: '21:00' }],
    tradingHours: 'Monday to Friday, 14:30 to 21:00 UTC (US exchange hours)',
  },
  futures: {
    lotMin: '0.1',
    lotMax: '50',
    lotStep: '0.1',
    multiples: [1, 5, 10, 20],
    contractSize: '1',
    spreadFraction: '0.0003',
    feeRateOpen: '0.0005',
    feeRateClose: '0.0005',
    stopOutLevel: '0.8',
    sessions: [
      { days: WEEKDAYS, open: '00:00', close: '22:00' },
      { days: [0, 1, 2, 3, 4], open: '23:00', close: '24:00' },
    ],
    tradingHours: 'Sunday 23:00 to Friday 22:00 UTC, with a break from 22:00 to 23:00 each day',
  },
  forex: {
    lotMin: '0.01',
    lotMax: '100',
    lotStep: '0.01',
    multiples: [10, 20, 50, 100, 200],
    contractSize: '1000',
    spreadFraction: '0.0001',
    feeRateOpen: '0.0001',
    feeRateClose: '0.0001',
    stopOutLevel: '0.5',
    sessions: [
      { days: [1, 2, 3, 4], open: '00:00', close: '24:00' },
      { days: [5], open: '00:00', close: '22:00' },
      { days: [0], open: '22:00', close: '24:00' },
    ],
    tradingHours: 'Sunday 22:00 to Friday 22:00 UTC (closed at weekends)',
  },
};

/** The rules a catalogue product is seeded with; the spread is a fraction of its price, at least 2 ticks. */
export function defaultRule(product: CatalogProduct): ProductRule {
  const { spreadFraction, ...rule } = BY_CATEGORY[product.category];
  const tick = product.precision === 0 ? '1' : `0.${'0'.repeat(product.precision - 1)}1`;
  const proportional = round(multiply(product.price, spreadFraction), product.precision, 'up');
  const minimum = multiply(tick, '2');
  return { ...rule, spread: compare(proportional, minimum) > 0 ? proportional : minimum };
}
