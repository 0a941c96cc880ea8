import { assertEvent, assign, setup } from 'xstate';
import {
  failureCode,
  failureMessage,
  isSettlementInProgress,
  isTimeout,
  notProvided,
  type IdempotencyToken,
} from '../shared/io';
import type {
  Order,
  OrderBody,
  OrderContext,
  OrderEvent,
  OrderInput,
  OrderStatus,
  OrderValidationError,
} from './types';
import { positionReference, stopsErrors, validateOrder } from './validateOrder';

/** The contract's order body of the draft, with the intent's token; unset optional fields left out. */
function orderBody(context: OrderContext, token: IdempotencyToken): OrderBody {
  const { draft, terms } = context;
  return {
    productId: terms.productId,
    direction: draft.direction,
    orderType: draft.orderType,
    lotSize: draft.lots,
    multiple: draft.multiple,
    ...(draft.orderType !== 'market' && draft.entrustPrice !== null
      ? { entrustPrice: draft.entrustPrice }
      : {}),
    ...(draft.stopLoss !== null ? { stopLoss: draft.stopLoss } : {}),
    ...(draft.takeProfit !== null ? { takeProfit: draft.takeProfit } : {}),
    idempotentToken: token,
  };
}

/**
 * One order from draft to its end: validate, get an idempotency token, submit, then follow it as
 * entrusted (pending) or in position, through closing and settlement to closed, or cancelled / revoked.
 * A timed-out submit means "unknown": the machine queries the status, and a retry sends the same body
 * with the same token. Every status the server reports goes through `routing`.
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
    output: {} as Order | null,
  },
  actors: {
    getToken: notProvided<IdempotencyToken>('getToken'),
    placeOrder: notProvided<Order, OrderBody>('placeOrder'),
    /**
     * Asks what became of the intent of `token`: the server keeps the first answer per token, so the
     * app asks with the same token and body (never a new token). `null` when it never recorded it.
     */
    queryOrder: notProvided<Order | null, { token: IdempotencyToken; body: OrderBody }>(
      'queryOrder',
    ),
    cancelOrder: notProvided<Order, { orderNo: string }>('cancelOrder'),
    closeOrder: notProvided<Order, { orderNo: string }>('closeOrder'),
    updateStops: notProvided<
      Order,
      { orderNo: string; stopLoss: string | null; takeProfit: string | null }
    >('updateStops'),
  },
  actions: {
    recordFailure: assign({
      error: (_, params: { error: unknown }) => failureMessage(params.error),
      errorCode: (_, params: { error: unknown }) => failureCode(params.error),
    }),
    clearFailure: assign({ error: null, errorCode: null }),
  },
  guards: {
    hasErrors: ({ context }) => context.errors.length > 0,
    statusIs: ({ context }, params: { status: OrderStatus }) =>
      context.order?.status === params.status,
    isFound: (_, params: { order: Order | null }) => params.order !== null,
    isTimeout: (_, params: { error: unknown }) => isTimeout(params.error),
    isSettlementInProgress: (_, params: { error: unknown }) => isSettlementInProgress(params.error),
    stopsOnRightSide: (
      { context },
      params: { stopLoss: string | null; takeProfit: string | null },
    ) =>
      context.order !== null &&
      stopsErrors(
        context.order.direction,
        positionReference(context.order.direction, context.draft.quote),
        params.stopLoss,
        params.takeProfit,
      ).length === 0,
  },
}).createMachine({
  id: 'order',
  initial: 'editing',
  context: ({ input }) => ({
    terms: input.terms,
    available: input.available,
    draft: {
      orderType: 'market',
      lots: input.terms.minLots,
      multiple: input.terms.multiples[0] ?? 1,
      entrustPrice: null,
      stopLoss: null,
      takeProfit: null,
      ...input.draft,
    },
    errors: [],
    token: null,
    body: null,
    order: null,
    error: null,
    errorCode: null,
  }),
  output: ({ context }) => context.order,
  on: {
    'order.quote': {
      actions: assign({
        draft: ({ context, event }) => ({ ...context.draft, quote: event.quote }),
      }),
    },
    'order.balance': { actions: assign({ available: ({ event }) => event.available }) },
  },
  states: {
    editing: {
      on: {
        'order.change': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, ...event.draft }),
            errors: [],
          }),
        },
        'order.submit': 'validating',
      },
    },
    validating: {
      entry: assign({
        errors: ({ context }) => validateOrder(context.draft, context.terms, context.available),
      }),
      always: [{ guard: 'hasErrors', target: 'editing' }, { target: 'requestingToken' }],
    },
    requestingToken: {
      entry: 'clearFailure',
      invoke: {
        id: 'getToken',
        src: 'getToken',
        onDone: {
          target: 'submitting',
          actions: assign({
            token: ({ event }) => event.output,
            body: ({ context, event }) => orderBody(context, event.output),
          }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => event },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        // The stored body, never rebuilt: a retry must be byte-for-byte the first attempt.
        input: ({ context }) => context.body!,
        onDone: { target: 'routing', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isTimeout', params: ({ event }) => event }, target: 'unknown' },
          { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
        ],
      },
    },
    unknown: {
      initial: 'querying',
      states: {
        querying: {
          invoke: {
            id: 'queryOrder',
            src: 'queryOrder',
            input: ({ context }) => ({ token: context.token!, body: context.body! }),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => ({ order: event.output }) },
                target: '#order.routing',
                actions: assign({ order: ({ event }) => event.output }),
              },
              { target: 'notFound' },
            ],
            onError: {
              target: 'queryFailed',
              actions: { type: 'recordFailure', params: ({ event }) => event },
            },
          },
        },
        notFound: { on: { 'order.retry': '#order.submitting' } },
        queryFailed: {
          on: { 'order.query': 'querying', 'order.retry': '#order.submitting' },
        },
      },
    },
    failed: {
      on: {
        // A definitive answer: changing anything is a new intent with a new token.
        'order.edit': {
          target: 'editing',
          actions: assign({ token: null, body: null, error: null, errorCode: null }),
        },
      },
    },
    routing: {
      always: [
        { guard: { type: 'statusIs', params: { status: 'entrusted' } }, target: 'pending' },
        { guard: { type: 'statusIs', params: { status: 'in_position' } }, target: 'inPosition' },
        { guard: { type: 'statusIs', params: { status: 'settling' } }, target: 'settling' },
        { guard: { type: 'statusIs', params: { status: 'closed' } }, target: 'closed' },
        { guard: { type: 'statusIs', params: { status: 'cancelled' } }, target: 'cancelled' },
        { target: 'revoked' },
      ],
    },
    pending: {
      on: {
        'order.cancel': 'cancelling',
        'order.updated': {
          target: 'routing',
          actions: assign({ order: ({ event }) => event.order }),
        },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderNo: context.order!.orderNo }),
        onDone: { target: 'routing', actions: assign({ order: ({ event }) => event.output }) },
        onError: {
          target: 'pending',
          actions: { type: 'recordFailure', params: ({ event }) => event },
        },
      },
    },
    inPosition: {
      on: {
        'order.close': { target: 'closing', actions: 'clearFailure' },
        'order.changeStops': [
          {
            guard: { type: 'stopsOnRightSide', params: ({ event }) => event },
            target: 'changingStops',
            actions: ['clearFailure', assign({ errors: [] })],
          },
          {
            actions: assign({
              errors: ({ context, event }): OrderValidationError[] =>
                stopsErrors(
                  context.order!.direction,
                  positionReference(context.order!.direction, context.draft.quote),
                  event.stopLoss,
                  event.takeProfit,
                ),
            }),
          },
        ],
        'order.updated': {
          target: 'routing',
          actions: assign({ order: ({ event }) => event.order }),
        },
      },
    },
    changingStops: {
      invoke: {
        id: 'updateStops',
        src: 'updateStops',
        input: ({ context, event }) => {
          assertEvent(event, 'order.changeStops');
          return {
            orderNo: context.order!.orderNo,
            stopLoss: event.stopLoss,
            takeProfit: event.takeProfit,
          };
        },
        onDone: { target: 'inPosition', actions: assign({ order: ({ event }) => event.output }) },
        onError: {
          target: 'inPosition',
          actions: { type: 'recordFailure', params: ({ event }) => event },
        },
      },
    },
    closing: {
      invoke: {
        id: 'closeOrder',
        src: 'closeOrder',
        input: ({ context }) => ({ orderNo: context.order!.orderNo }),
        onDone: { target: 'routing', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isSettlementInProgress', params: ({ event }) => event },
            target: 'settling',
            actions: { type: 'recordFailure', params: ({ event }) => event },
          },
          {
            target: 'inPosition',
            actions: { type: 'recordFailure', params: ({ event }) => event },
          },
        ],
      },
    },
    /** "Settlement in progress, please wait patiently": the next status update decides. */
    settling: {
      on: {
        'order.updated': {
          target: 'routing',
          actions: assign({ order: ({ event }) => event.order }),
        },
      },
    },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
    revoked: { type: 'final' },
  },
});
