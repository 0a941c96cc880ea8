import { fromPromise } from 'xstate';
import { ERROR_CODES, isApiError, unwrap, type ApiClient } from '@repo/api-schema/client';
import type { Order, OrderBody } from '@repo/machines/order';
import type { RequestFailure } from '@repo/machines/request-failure';

/** How long to wait before asking again while the server is still running the first attempt. */
export const STILL_RUNNING_RETRY_MS = 1000;
/** How many times to ask while it is still running before calling the outcome unknown. */
export const STILL_RUNNING_ATTEMPTS = 10;

/**
 * A failed call in the order machine's terms. No answer (the network dropped, the 60 s timeout) and
 * "the first attempt with this token is still running" (1103) both mean the outcome is unknown: the
 * machine asks again with the same token, never places a second order. Refusals keep their code.
 */
export function orderFailure(error: unknown): RequestFailure | unknown {
  if (!isApiError(error)) {
    return { kind: 'timeout', errMsg: error instanceof Error ? error.message : String(error) };
  }
  if (error.errCode === ERROR_CODES.IDEMPOTENT_IN_PROGRESS)
    return { kind: 'timeout', errCode: error.errCode, errMsg: error.errMsg };
  if (error.errCode === ERROR_CODES.SETTLEMENT_IN_PROGRESS)
    return { kind: 'settlementInProgress', errCode: error.errCode, errMsg: error.errMsg };
  return error;
}

async function buildOrder(api: ApiClient, { idempotentToken, ...body }: OrderBody) {
  return unwrap(
    await api.POST('/user/orders/build', {
      params: { header: { 'X-IDEMPOTENT-TOKEN': idempotentToken } },
      body,
    }),
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The order machine's I/O for placing an order. The status query asks the server with the same token
 * and body: it keeps the first answer per token (24 h), so it answers with the order placed by the
 * attempt whose answer was lost, or places it now if that attempt never arrived; either way one order.
 */
export function placementActors(api: ApiClient, retryMs = STILL_RUNNING_RETRY_MS) {
  return {
    getToken: fromPromise<string, void>(
      async () => unwrap(await api.POST('/common/getToken')).token,
    ),
    placeOrder: fromPromise<Order, OrderBody>(async ({ input }) => {
      try {
        return await buildOrder(api, input);
      } catch (error) {
        throw orderFailure(error);
      }
    }),
    queryOrder: fromPromise<Order | null, { token: string; body: OrderBody }>(async ({ input }) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await buildOrder(api, { ...input.body, idempotentToken: input.token });
        } catch (error) {
          const running = isApiError(error) && error.errCode === ERROR_CODES.IDEMPOTENT_IN_PROGRESS;
          if (!running || attempt >= STILL_RUNNING_ATTEMPTS) throw orderFailure(error);
          await wait(retryMs);
        }
      }
    }),
  };
}
