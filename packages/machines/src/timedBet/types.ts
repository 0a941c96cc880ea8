import type { DecimalString } from '@repo/api-schema/money';
import type { IdempotencyToken } from '../shared/io';

/** One play of the bet module (spec §3 play list + rate map): a duration with its payout rate. */
export interface BetPlay {
  code: string;
  seconds: number;
  /** Profit rate on a win ("0.85" pays 85 % of the stake on top of it). */
  rate: DecimalString;
  minAmount: DecimalString;
  maxAmount: DecimalString;
}

export interface BetCoin {
  code: string;
  typeCode: string;
  name: string;
}

/** What the initial load fetches: play list, rate map, coin types and coins (spec §7). */
export interface BetModule {
  plays: BetPlay[];
  coins: BetCoin[];
  coinTypes: string[];
}

export type BetDirection = 'up' | 'down';

export interface BetSelection {
  coinCode: string | null;
  playCode: string | null;
  direction: BetDirection;
  amount: DecimalString;
}

/** One entry of `POST /user/bet/submitList`. */
export interface BetBody {
  coinCode: string;
  playCode: string;
  direction: BetDirection;
  amount: DecimalString;
  idempotentToken: IdempotencyToken;
}

export interface PlacedBet {
  betId: string;
  openPrice: DecimalString;
  seconds: number;
}

export interface BetOutcome {
  result: 'win' | 'lose' | 'draw';
  /** Amount credited back (stake plus profit on a win, the stake on a draw, 0 on a loss). */
  payout: DecimalString;
  closePrice: DecimalString;
}

export type BetError =
  'coinNotChosen' | 'playNotChosen' | 'amountInvalid' | 'amountOutOfRange' | 'insufficientBalance';

export interface TimedBetInput {
  balance: DecimalString;
  /** The operator can switch timed bets off (they resemble binary options). */
  enabled: boolean;
}

export interface TimedBetContext {
  enabled: boolean;
  balance: DecimalString;
  module: BetModule | null;
  selection: BetSelection;
  errors: BetError[];
  token: IdempotencyToken | null;
  body: BetBody | null;
  bet: PlacedBet | null;
  outcome: BetOutcome | null;
  error: string | null;
}

export type TimedBetEvent =
  | { type: 'bet.change'; selection: Partial<BetSelection> }
  | { type: 'bet.balance'; balance: DecimalString }
  | { type: 'bet.place' }
  | { type: 'bet.settled'; outcome: BetOutcome }
  | { type: 'bet.retry' }
  | { type: 'bet.edit' }
  | { type: 'bet.again' };
