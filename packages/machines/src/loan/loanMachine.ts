import {
  compare,
  isDecimalString,
  loanDays,
  loanInterest,
  loanRepayment,
} from '@repo/api-schema/money';
import { and, assign, setup } from 'xstate';
import { failureMessage, isRefusal, notProvided, type IdempotencyToken } from '../shared/io';
import type {
  ActiveLoan,
  LoanApplication,
  LoanBody,
  LoanContext,
  LoanError,
  LoanEvent,
  LoanInput,
  LoanTerms,
  RepayBody,
  RepaymentQuote,
} from './types';

/** Spec §5: loan amount between min and max; the term must be one the product offers. */
export function loanErrors(application: LoanApplication, terms: LoanTerms): LoanError[] {
  const errors: LoanError[] = [];
  if (!isDecimalString(application.amount) || compare(application.amount, '0') <= 0)
    errors.push('amountInvalid');
  else if (
    compare(application.amount, terms.minAmount) < 0 ||
    compare(application.amount, terms.maxAmount) > 0
  )
    errors.push('amountOutOfRange');
  if (application.termDays === null || !terms.termDays.includes(application.termDays))
    errors.push('termNotAllowed');
  return errors;
}

/** Repaying `loan` at `at`: interest-free for 3 days, then daily interest on the actual days. */
export function repaymentQuote(loan: ActiveLoan, at: number): RepaymentQuote {
  const days = loanDays(loan.borrowedAt, at);
  return {
    at,
    days,
    interest: loanInterest(loan.amount, loan.dailyRate, days),
    total: loanRepayment(loan.amount, loan.dailyRate, days),
  };
}

/**
 * A loan: apply (with one idempotency token) → under review → active or rejected → repay principal
 * plus interest in one lump sum → repaid. The app's clock enters only through `loan.quote` /
 * `loan.repay` events, so the machine stays pure.
 */
export const loanMachine = setup({
  types: {
    context: {} as LoanContext,
    events: {} as LoanEvent,
    input: {} as LoanInput,
  },
  actors: {
    getToken: notProvided<IdempotencyToken>('getToken'),
    applyLoan: notProvided<void, LoanBody>('applyLoan'),
    repayLoan: notProvided<void, RepayBody>('repayLoan'),
  },
  actions: {
    recordFailure: assign({
      error: (_, params: { error: unknown }) => failureMessage(params.error),
      canRetry: (_, params: { error: unknown }) => !isRefusal(params.error),
    }),
  },
  guards: {
    canRetry: ({ context }) => context.canRetry,
    hasLoan: ({ context }) => context.loan !== null,
    hasBody: ({ context }) => context.body !== null,
    startsUnderReview: ({ context }) => context.underReviewAtStart,
    isValid: ({ context }) => loanErrors(context.application, context.terms).length === 0,
    isApproved: ({ event }) => event.type === 'loan.reviewed' && event.approved,
  },
}).createMachine({
  id: 'loan',
  initial: 'resolving',
  context: ({ input }) => ({
    terms: input.terms,
    application: { amount: '', termDays: input.terms.termDays[0] ?? null },
    errors: [],
    token: null,
    body: null,
    loan: input.loan ?? null,
    quote: null,
    repayToken: null,
    underReviewAtStart: input.underReview ?? false,
    rejectReason: null,
    error: null,
    canRetry: false,
  }),
  states: {
    resolving: {
      always: [
        { guard: 'hasLoan', target: 'active' },
        { guard: 'startsUnderReview', target: 'underReview' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        'loan.change': {
          actions: assign({
            application: ({ context, event }) => ({ ...context.application, ...event.application }),
            errors: [],
          }),
        },
        'loan.apply': [
          {
            guard: 'isValid',
            target: 'requestingToken',
            actions: assign({ errors: [], error: null }),
          },
          {
            actions: assign({
              errors: ({ context }) => loanErrors(context.application, context.terms),
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
          target: 'applying',
          actions: assign({
            token: ({ event }) => event.output,
            body: ({ context, event }) => ({
              amount: context.application.amount,
              termDays: context.application.termDays!,
              idempotentToken: event.output,
            }),
          }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => event },
        },
      },
    },
    applying: {
      invoke: {
        id: 'applyLoan',
        src: 'applyLoan',
        input: ({ context }) => context.body!,
        onDone: 'underReview',
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      on: {
        // With a body the retry resends it with the same token; without one there was no token yet.
        // Only a failure without an answer is retried: a refusal the server meant would come back.
        'loan.retry': [
          { guard: and(['canRetry', 'hasBody']), target: 'applying' },
          { guard: 'canRetry', target: 'requestingToken' },
        ],
        'loan.edit': {
          target: 'editing',
          actions: assign({ token: null, body: null, error: null }),
        },
      },
    },
    underReview: {
      on: {
        'loan.reviewed': [
          {
            guard: 'isApproved',
            target: 'active',
            actions: assign({ loan: ({ event }) => ('loan' in event ? event.loan : null) }),
          },
          {
            target: 'rejected',
            actions: assign({
              rejectReason: ({ event }) => ('message' in event ? event.message : null),
            }),
          },
        ],
      },
    },
    rejected: {
      on: {
        'loan.edit': {
          target: 'editing',
          actions: assign({ token: null, body: null, rejectReason: null }),
        },
      },
    },
    active: {
      on: {
        'loan.quote': {
          actions: assign({
            quote: ({ context, event }) => repaymentQuote(context.loan!, event.at),
          }),
        },
        'loan.repay': {
          target: 'repaying',
          actions: assign({
            quote: ({ context, event }) => repaymentQuote(context.loan!, event.at),
            error: null,
          }),
        },
      },
    },
    repaying: {
      initial: 'requestingToken',
      states: {
        requestingToken: {
          invoke: {
            id: 'getRepayToken',
            src: 'getToken',
            onDone: {
              target: 'sending',
              actions: assign({ repayToken: ({ event }) => event.output }),
            },
            onError: {
              target: '#loan.active',
              actions: { type: 'recordFailure', params: ({ event }) => event },
            },
          },
        },
        sending: {
          invoke: {
            id: 'repayLoan',
            src: 'repayLoan',
            input: ({ context }) => ({
              contractNumber: context.loan!.contractNumber,
              amount: context.quote!.total,
              idempotentToken: context.repayToken!,
            }),
            onDone: '#loan.repaid',
            onError: {
              target: 'failed',
              actions: { type: 'recordFailure', params: ({ event }) => event },
            },
          },
        },
        failed: {
          on: {
            // Same token and amount: the server answers a repeat with the first outcome. Only a
            // failure without an answer is retried: a refusal the server meant would come back.
            'loan.retry': { guard: 'canRetry', target: 'sending' },
            'loan.dismiss': { target: '#loan.active', actions: assign({ repayToken: null }) },
          },
        },
      },
    },
    repaid: { type: 'final' },
  },
});
