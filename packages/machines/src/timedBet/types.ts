import type { DecimalString } from '@repo/api-schema/money';
import type { IdempotencyToken } from '../shared/io';

/**
 * A coin at one period length, as the contract's `listBetCoins` serves it (BTC 60 s, BTC 180 s, …):
 * its `id` names it in the period calls, and it carries its own payout rate, stake limits and cut-off.
 */
export interface BetCoin {
  id: number;
  code: string;
  typeCode: string;
  name: string;
  periodSeconds: number;
  /** Betting on a period closes this many seconds before it ends. */
  cutoffSeconds: number;
  /** A win pays stake × rate on top of the stake returned ("0.85"). */
  rate: DecimalString;
  minAmount: DecimalString;
  maxAmount: DecimalString;
  /** Share (0..1) of the bets settled in the last 30 days that lost; null before any settled. */
  lossShare30d: DecimalString | null;
  /** The trade product whose price feed decides the bets, when the backend says (its live price). */
  productCode?: string;
}

/** What the initial load fetches: the coin types and the coins (spec §7). */
export interface BetModule {
  coins: BetCoin[];
  coinTypes: string[];
}

/** The plays of the contract's play list: the price goes up, or down. */
export type BetDirection = 'up' | 'down';

/** The period of the chosen coin now open for bets (contract `currInfo`), times in ms since the epoch. */
export interface BetPeriod {
  id: number;
  coinId: number;
  cutoffMs: number;
  endMs: number;
}

export interface BetSelection {
  coinId: number | null;
  direction: BetDirection;
  amount: DecimalString;
}

/** `POST /user/bet/submitList`: the bets of one request (all accepted or none) and its token. */
export interface BetBody {
  list: { periodId: number; playCode: BetDirection; amount: DecimalString }[];
  idempotentToken: IdempotencyToken;
}

/** A bet as the contract answers it (`BetRecord`): placed, then settled. */
export interface PlacedBet {
  id: number;
  periodId: number;
  amount: DecimalString;
  rate: DecimalString;
  endTime?: string | undefined;
  status: 'in_progress' | 'completed' | string;
  result?: BetResult | null;
  payout?: DecimalString | null;
}

/** The published rule: up wins when close > open, down when close < open, equal refunds. */
export type BetResult = 'win' | 'lose' | 'refund';

export type BetError =
  | 'coinNotChosen'
  | 'periodNotLoaded'
  | 'cutoffPassed'
  | 'amountInvalid'
  | 'amountOutOfRange'
  | 'insufficientBalance';

export interface TimedBetInput {
  balance: DecimalString;
  /** The operator can switch timed bets off (they resemble binary options). */
  enabled: boolean;
  /** The coin to choose first (by id), when it is one of the module's. */
  coinId?: number | null;
}

export interface TimedBetContext {
  enabled: boolean;
  balance: DecimalString;
  module: BetModule | null;
  selection: BetSelection;
  period: BetPeriod | null;
  errors: BetError[];
  token: IdempotencyToken | null;
  body: BetBody | null;
  /** The bets the last request placed. */
  bets: PlacedBet[];
  /** The settled bet (its result and payout) once its period settled. */
  settled: PlacedBet | null;
  error: string | null;
  /**
   * After a failed bet: whether sending it again as it was may go through (no answer came: the
   * connection, a timeout, a server failure), not a refusal the server meant (isRefusal).
   */
  canRetry: boolean;
}

export type TimedBetEvent =
  | { type: 'bet.change'; selection: Partial<BetSelection> }
  | { type: 'bet.balance'; balance: DecimalString }
  | { type: 'bet.period'; period: BetPeriod }
  | { type: 'bet.place' }
  /** A bet of the user's settled (the user's bet topic, or a reread of the records). */
  | { type: 'bet.settled'; bet: PlacedBet }
  | { type: 'bet.retry' }
  | { type: 'bet.edit' }
  | { type: 'bet.again' };
