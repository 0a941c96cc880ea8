import { compare, isDecimalString, multiply } from '@repo/api-schema/money';
import { assign, setup } from 'xstate';
import { failureMessage, notProvided, type IdempotencyToken } from '../shared/io';
import type {
  BetBody,
  BetError,
  BetModule,
  BetOutcome,
  BetPlay,
  BetSelection,
  PlacedBet,
  TimedBetContext,
  TimedBetEvent,
  TimedBetInput,
} from './types';

export function betErrors(
  selection: BetSelection,
  play: BetPlay | undefined,
  balance: string,
): BetError[] {
  const errors: BetError[] = [];
  if (selection.coinCode === null) errors.push('coinNotChosen');
  if (!play) errors.push('playNotChosen');
  if (!isDecimalString(selection.amount) || compare(selection.amount, '0') <= 0)
    errors.push('amountInvalid');
  else {
    if (
      play &&
      (compare(selection.amount, play.minAmount) < 0 ||
        compare(selection.amount, play.maxAmount) > 0)
    )
      errors.push('amountOutOfRange');
    if (compare(selection.amount, balance) > 0) errors.push('insufficientBalance');
  }
  return errors;
}

/** Profit a win would pay on top of the stake. */
export const expectedProfit = (amount: string, play: BetPlay): string =>
  multiply(amount, play.rate);

const chosenPlay = (context: TimedBetContext) =>
  context.module?.plays.find((p) => p.code === context.selection.playCode);

/**
 * A timed up/down bet: load the module, choose coin, play and amount, place it with one token, wait out
 * the period (a named delay), then the settlement decides won, lost or draw.
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
    submitBet: notProvided<PlacedBet, BetBody>('submitBet'),
  },
  actions: {
    recordOutcome: assign({ outcome: (_, params: { outcome: BetOutcome }) => params.outcome }),
    clearBet: assign({ token: null, body: null, bet: null, outcome: null }),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    isValid: ({ context }) =>
      betErrors(context.selection, chosenPlay(context), context.balance).length === 0,
    resultIs: ({ event }, params: { result: BetOutcome['result'] }) =>
      event.type === 'bet.settled' && event.outcome.result === params.result,
  },
  delays: {
    /** The bet's period; the settlement arrives from the server after it. */
    betPeriod: ({ context }) => (context.bet?.seconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'timedBet',
  initial: 'resolving',
  context: ({ input }) => ({
    enabled: input.enabled,
    balance: input.balance,
    module: null,
    selection: { coinCode: null, playCode: null, direction: 'up', amount: '' },
    errors: [],
    token: null,
    body: null,
    bet: null,
    outcome: null,
    error: null,
  }),
  on: {
    'bet.balance': { actions: assign({ balance: ({ event }) => event.balance }) },
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
              coinCode: event.output.coins[0]?.code ?? null,
              playCode: event.output.plays[0]?.code ?? null,
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
            errors: [],
          }),
        },
        'bet.place': [
          {
            guard: 'isValid',
            target: 'requestingToken',
            actions: assign({ errors: [], error: null }),
          },
          {
            actions: assign({
              errors: ({ context }) =>
                betErrors(context.selection, chosenPlay(context), context.balance),
            }),
          },
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
              coinCode: context.selection.coinCode!,
              playCode: context.selection.playCode!,
              direction: context.selection.direction,
              amount: context.selection.amount,
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
        onDone: { target: 'open', actions: assign({ bet: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    failed: {
      on: {
        'bet.retry': 'submitting',
        'bet.edit': { target: 'ready', actions: assign({ token: null, body: null, error: null }) },
      },
    },
    open: {
      after: { betPeriod: 'settling' },
    },
    settling: {
      on: {
        'bet.settled': [
          {
            guard: { type: 'resultIs', params: { result: 'win' } },
            target: 'won',
            actions: { type: 'recordOutcome', params: ({ event }) => event },
          },
          {
            guard: { type: 'resultIs', params: { result: 'draw' } },
            target: 'draw',
            actions: { type: 'recordOutcome', params: ({ event }) => event },
          },
          // "What a shame, I almost won!"
          { target: 'lost', actions: { type: 'recordOutcome', params: ({ event }) => event } },
        ],
      },
    },
    won: { on: { 'bet.again': { target: 'ready', actions: 'clearBet' } } },
    lost: { on: { 'bet.again': { target: 'ready', actions: 'clearBet' } } },
    draw: { on: { 'bet.again': { target: 'ready', actions: 'clearBet' } } },
  },
});
