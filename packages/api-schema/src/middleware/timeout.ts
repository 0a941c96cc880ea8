import type { Middleware } from 'openapi-fetch';

/** Request timeout of spec §7 and §9. */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Abort a request after `ms`: the call rejects with a DOMException named TimeoutError. A timed-out call
 * has an unknown outcome: callers query, they never silently retry with a new idempotency token.
 */
export function timeout(
  ms: number = REQUEST_TIMEOUT_MS,
): Middleware & { readonly settle: Middleware } {
  // Timers by request id, cleared when the response or a network error arrives. The controller is held
  // by its timer, so the signal of the Request built here cannot be collected before it fires.
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const clear = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      const abort = () => controller.abort(request.signal.reason);
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort, { once: true });
      timers.set(
        id,
        setTimeout(
          () => controller.abort(new DOMException(`No response within ${ms} ms`, 'TimeoutError')),
          ms,
        ),
      );
      return new Request(request, { signal: controller.signal });
    },
    onError({ id }) {
      clear(id);
      return undefined;
    },
    /**
     * Clears the timer once a response arrives. Register it last: response middleware runs in reverse
     * order, so it runs before any rule that rejects the call (envelope), which would skip later ones.
     */
    settle: {
      onResponse({ id }) {
        clear(id);
        return undefined;
      },
    },
  };
}
