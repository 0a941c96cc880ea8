import { isWithdrawalFeeCharged, withdrawalFee } from '@repo/api-schema/money';
import { assign, setup } from 'xstate';
import { failureMessage, isTimeout, notProvided, type IdempotencyToken } from '../shared/io';
import type {
  WithdrawalBody,
  WithdrawalContext,
  WithdrawalEvent,
  WithdrawalInput,
  WithdrawalReceipt,
} from './types';
import { validateWithdrawal } from './validateWithdrawal';

/**
 * Withdrawal confirmation: validate (spec §5), confirm the fee beyond the daily free count, get one
 * idempotency token, submit; a retry after a failure sends the same body with the same token. A
 * timeout leaves the outcome unknown: the machine asks `queryWithdrawal` with the stored body and
 * token (never a new token, so never a second withdrawal) until it has an answer.
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput,
    output: {} as WithdrawalReceipt | null,
  },
  actors: {
    getToken: notProvided<IdempotencyToken>('getToken'),
    submitWithdrawal: notProvided<WithdrawalReceipt, WithdrawalBody>('submitWithdrawal'),
    queryWithdrawal: notProvided<WithdrawalReceipt, WithdrawalBody>('queryWithdrawal'),
  },
  guards: {
    hasErrors: ({ context }) => context.errors.length > 0,
    isFeeCharged: ({ context }) =>
      isWithdrawalFeeCharged(context.todayCount, context.dailyFreeCount),
    isTimeout: (_, params: { error: unknown }) => isTimeout(params.error),
  },
}).createMachine({
  id: 'withdrawal',
  initial: 'editing',
  context: ({ input }) => ({
    ...input,
    form: {
      amount: '',
      accountId: input.accounts.length === 1 ? input.accounts[0]!.id : null,
      password: '',
    },
    errors: [],
    feeNotice: null,
    token: null,
    body: null,
    error: null,
    receipt: null,
  }),
  output: ({ context }) => context.receipt,
  states: {
    editing: {
      on: {
        'withdrawal.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, ...event.form }),
            errors: [],
          }),
        },
        'withdrawal.submit': 'validating',
      },
    },
    validating: {
      entry: assign({ errors: ({ context }) => validateWithdrawal(context.form, context) }),
      always: [
        { guard: 'hasErrors', target: 'editing' },
        { guard: 'isFeeCharged', target: 'confirmingFee' },
        { target: 'requestingToken' },
      ],
    },
    confirmingFee: {
      entry: assign({
        feeNotice: ({ context }) => ({
          times: context.todayCount,
          percent: context.feePercent,
          freeTimes: context.dailyFreeCount,
          fee: withdrawalFee(context.form.amount, context.feePercent),
        }),
      }),
      exit: assign({ feeNotice: null }),
      on: {
        'withdrawal.confirmFee': 'requestingToken',
        'withdrawal.cancel': 'editing',
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
              amount: context.form.amount,
              accountId: context.form.accountId!,
              tkPassword: context.form.password,
              feeConfirmed: isWithdrawalFeeCharged(context.todayCount, context.dailyFreeCount),
              idempotentToken: event.output,
            }),
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => context.body!,
        onDone: { target: 'succeeded', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isTimeout', params: ({ event }) => event }, target: 'unknown' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureMessage(event.error) }),
          },
        ],
      },
    },
    unknown: {
      initial: 'querying',
      states: {
        querying: {
          entry: assign({ error: null }),
          invoke: {
            id: 'queryWithdrawal',
            src: 'queryWithdrawal',
            input: ({ context }) => context.body!,
            onDone: {
              target: '#withdrawal.succeeded',
              actions: assign({ receipt: ({ event }) => event.output }),
            },
            onError: [
              { guard: { type: 'isTimeout', params: ({ event }) => event }, target: 'queryFailed' },
              {
                target: '#withdrawal.failed',
                actions: assign({ error: ({ event }) => failureMessage(event.error) }),
              },
            ],
          },
        },
        // Still no answer: only asking again is offered, never a new submission.
        queryFailed: { on: { 'withdrawal.query': 'querying' } },
      },
    },
    failed: {
      on: {
        'withdrawal.retry': 'submitting',
        'withdrawal.edit': {
          target: 'editing',
          actions: assign({ token: null, body: null, error: null }),
        },
      },
    },
    succeeded: { type: 'final' },
  },
});
