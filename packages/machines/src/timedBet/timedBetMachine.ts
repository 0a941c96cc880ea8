import { betProfit, compare, isDecimalString } from '@repo/api-schema/money';
import { assign, setup } from 'xstate';
import { failureMessage, isRefusal, notProvided, type IdempotencyToken } from '../shared/io';
import type {
  BetBody,
  BetCoin,
  BetError,
  BetModule,
  BetPeriod,
  BetSelection,
  PlacedBet,
  TimedBetContext,
  TimedBetEvent,
  TimedBetInput,
} from './types';

/**
 * What keeps a bet from being placed at `now` (ms): no coin, no open period of it known, its betting
 * cut-off passed (the cut-off moment itself refuses, as the server does), a stake that is not a
 * positive decimal, outside the coin's limits, or above the available balance.
 */
export function betErrors(
  selection: BetSelection,
  coin: BetCoin | undefined,
  period: BetPeriod | null,
  balance: string,
  now: number,
): BetError[] {
  const errors: BetError[] = [];
  if (!coin) errors.push('coinNotChosen');
  else if (!period || period.coinId !== coin.id) errors.push('periodNotLoaded');
  else if (now >= period.cutoffMs) errors.push('cutoffPassed');
  if (!isDecimalString(selection.amount) || compare(selection.amount, '0') <= 0)
    errors.push('amountInvalid');
  else {
    if (
      coin &&
      (compare(selection.amount, coin.minAmount) < 0 ||
        compare(selection.amount, coin.maxAmount) > 0)
    )
      errors.push('amountOutOfRange');
    if (compare(selection.amount, balance) > 0) errors.push('insufficientBalance');
  }
  return errors;
}

/** Profit a win would pay on top of the stake: stake × the coin's rate (the server's rule). */
export const expectedProfit = (amount: string, coin: Pick<BetCoin, 'rate'>): string =>
  betProfit(amount, coin.rate);

const chosenCoin = (context: TimedBetContext) =>
  context.module?.coins.find((c) => c.id === context.selection.coinId);

const currentErrors = (context: TimedBetContext) =>
  betErrors(context.selection, chosenCoin(context), context.period, context.balance, Date.now());

const firstCoinId = (module: BetModule, wanted: number | null) =>
  module.coins.find((c) => c.id === wanted)?.id ?? module.coins[0]?.id ?? null;

/** Whether a settled bet is one of those this machine placed. */
const isOurs = (context: TimedBetContext, bet: PlacedBet) =>
  bet.status === 'completed' && context.bets.some((b) => b.id === bet.id);

const settledOn = (result: 'win' | 'lose' | 'refund', target: string) => ({
  guard: { type: 'settledAs' as const, params: { result } },
  target,
  actions: 'recordSettled' as const,
});

/** A settlement of one of the placed bets decides won, lost or refunded. */
const settlement = [
  settledOn('win', 'won'),
  settledOn('lose', 'lost'),
  settledOn('refund', 'refunded'),
];

/** The ticket's request and its outcome, before a bet (at the start, after "bet again"). */
const noBet = (): Pick<
  TimedBetContext,
  'token' | 'body' | 'bets' | 'settled' | 'error' | 'canRetry'
> => ({ token: null, body: null, bets: [], settled: null, error: null, canRetry: false });

/**
 * A timed up/down bet, as the contract plays it: load the coins (a coin at one period length), choose
 * one, up or down and a stake; the screen feeds the coin's open period (`bet.period`); the bet goes to
 * that period with one idempotency token, reused verbatim on a retry (`submitList`: all or none;
 * a retry only after a failure that brought no answer, `canRetry`).
 * Then wait out the period (a delay to its end) and the settlement decides won, lost or refunded.
 */
export const timedBetMachine = setup({
  types: {
    context: {} as TimedBetContext,
    events: {} as TimedBetEvent,
    input: {} as TimedBetInput,
  },
  actors: {
    loadBetModule: notProvided<BetModule>('loadBetModule'),
    getToken: notProvided<IdempotencyToken>('getToken'),
    submitBet: notProvided<PlacedBet[], BetBody>('submitBet'),
  },
  actions: {
    clearBet: assign(() => noBet()),
    recordSettled: assign({
      settled: ({ event }) => (event.type === 'bet.settled' ? event.bet : null),
    }),
  },
  guards: {
    canRetry: ({ context }) => context.canRetry,
    isEnabled: ({ context }) => context.enabled,
    isValid: ({ context }) => currentErrors(context).length === 0,
    settledAs: ({ context, event }, params: { result: 'win' | 'lose' | 'refund' }) =>
      event.type === 'bet.settled' &&
      isOurs(context, event.bet) &&
      event.bet.result === params.result,
  },
  delays: {
    /** Until the placed bets' period ends; the settlement arrives from the server after it. */
    betPeriod: ({ context }) => Math.max(0, (context.period?.endMs ?? 0) - Date.now()),
  },
}).createMachine({
  id: 'timedBet',
  initial: 'resolving',
  context: ({ input }) => ({
    enabled: input.enabled,
    balance: input.balance,
    module: null,
    selection: { coinId: input.coinId ?? null, direction: 'up', amount: '' },
    period: null,
    errors: [],
    ...noBet(),
  }),
  on: {
    'bet.balance': { actions: assign({ balance: ({ event }) => event.balance }) },
    // The chosen coin's open period, whenever the screen reads it (a new one after each end).
    'bet.period': {
      guard: ({ context, event }) => event.period.coinId === context.selection.coinId,
      actions: assign({
        period: ({ event }) => event.period,
        errors: ({ context }) => context.errors.filter((e) => e !== 'cutoffPassed'),
      }),
    },
  },
  states: {
    resolving: {
      always: [{ guard: 'isEnabled', target: 'loading' }, { target: 'disabled' }],
    },
    disabled: { type: 'final' },
    loading: {
      invoke: {
        id: 'loadBetModule',
        src: 'loadBetModule',
        onDone: {
          target: 'ready',
          actions: assign({
            module: ({ event }) => event.output,
            selection: ({ context, event }) => ({
              ...context.selection,
              coinId: firstCoinId(event.output, context.selection.coinId),
            }),
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    loadFailed: { on: { 'bet.retry': 'loading' } },
    ready: {
      on: {
        'bet.change': {
          actions: assign({
            selection: ({ context, event }) => ({ ...context.selection, ...event.selection }),
            // Another coin: its own period comes next.
            period: ({ context, event }) =>
              event.selection.coinId !== undefined &&
              event.selection.coinId !== context.selection.coinId
                ? null
                : context.period,
            errors: [],
            error: null,
          }),
        },
        'bet.place': [
          {
            guard: 'isValid',
            target: 'requestingToken',
            actions: assign({ errors: [], error: null }),
          },
          { actions: assign({ errors: ({ context }) => currentErrors(context) }) },
        ],
      },
    },
    requestingToken: {
      invoke: {
        id: 'getToken',
        src: 'getToken',
        onDone: {
          target: 'submitting',
          actions: assign({
            token: ({ event }) => event.output,
            body: ({ context, event }) => ({
              list: [
                {
                  periodId: context.period!.id,
                  playCode: context.selection.direction,
                  amount: context.selection.amount,
                },
              ],
              idempotentToken: event.output,
            }),
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submitBet',
        src: 'submitBet',
        input: ({ context }) => context.body!,
        onDone: { target: 'open', actions: assign({ bets: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => failureMessage(event.error),
            canRetry: ({ event }) => !isRefusal(event.error),
          }),
        },
      },
    },
    failed: {
      on: {
        // The same body and token again, only where the server gave no answer: a refusal it meant
        // (a closed period, the money-call limit) would come back; that bet is changed or placed anew.
        'bet.retry': { guard: 'canRetry', target: 'submitting' },
        'bet.edit': {
          target: 'ready',
          actions: assign({ token: null, body: null, error: null, canRetry: false }),
        },
      },
    },
    open: {
      after: { betPeriod: 'settling' },
      on: { 'bet.settled': settlement, 'bet.again': { target: 'ready', actions: 'clearBet' } },
    },
    settling: {
      on: { 'bet.settled': settlement, 'bet.again': { target: 'ready', actions: 'clearBet' } },
    },
    won: { on: { 'bet.again': { target: 'ready', actions: 'clearBet' } } },
    lost: { on: { 'bet.again': { target: 'ready', actions: 'clearBet' } } },
    refunded: { on: { 'bet.again': { target: 'ready', actions: 'clearBet' } } },
  },
});
