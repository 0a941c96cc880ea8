import type { ApiClient } from '@repo/api-schema/client';
import { isBareCall, wrapStartupCalls, type StartupCall } from './startupCalls';

/** An openapi-fetch result carrying an error, or a response that is not a success. */
const isErrorAnswer = (answer: Awaited<ReturnType<StartupCall>> | undefined): boolean =>
  answer?.error !== undefined || answer?.response?.ok === false;

/** How long a sent start-up request waits for its caller; a later call asks the server anew. */
export const STARTUP_PREFETCH_TTL_MS = 15_000;

/**
 * The API client with spec §4's start-up loads sent together, at once.
 *
 * The session machine makes those loads one after another (dictionaries, countries, products,
 * translations, settings): it owns that order, and takes each answer only once the one before is in.
 * Sent in that order, though, each request waits for the previous answer: five round trips before the
 * first screen, over a second on a phone network. This client sends the five bare requests when it is
 * created and hands each answer to the first bare call of the same path, which the machine still makes
 * in its order: the order in which the answers are used is unchanged, only the waiting overlaps.
 *
 * An answer is handed out once, only within STARTUP_PREFETCH_TTL_MS of its request, and never once it
 * is known to have failed: a retry, a re-read after a reconnect or a late first call goes to the
 * server. Calls with parameters and every other path go to the server as before. The requests pass
 * the same middleware as any call (token, language, error toasts, 401 handling) when they are sent.
 *
 * `inTurn` decides when each request is sent: at once by default; the app gives each one a task of
 * its own (each passes the middleware and the browser's fetch, about 3 ms of a phone's main thread,
 * and the five together were one of the start-up's longest tasks). A bare call made before its
 * request's turn goes to the server itself, and that turn then sends nothing: never two requests.
 *
 * `handOut` decides when a caller gets an answer sent early: as soon as it is in by default; the app
 * hands each one out in a task after the caller's. The machine asks for the next load when it has
 * taken the one before, so with answers already in, its whole chain of steps (each a transition, the
 * stores it notifies and their renders) ran in one task of microtasks, 24-40 ms in Lighthouse's
 * traces here before the four-fold slowing; now each step is a task.
 */
export function withStartupPrefetch(
  api: ApiClient,
  now: () => number = Date.now,
  inTurn: (send: () => void) => void = (send) => send(),
  handOut: (answer: ReturnType<StartupCall>) => ReturnType<StartupCall> = (answer) => answer,
): ApiClient {
  const sent = new Map<string, { at: number; result: ReturnType<StartupCall> }>();
  /** Requests waiting for their turn. */
  const waiting = new Set<string>();
  return wrapStartupCalls(api, (method, call, paths) => {
    for (const path of paths) {
      const key = `${method} ${path}`;
      waiting.add(key);
      inTurn(() => {
        if (!waiting.delete(key)) return;
        const entry = { at: now(), result: call(path) };
        sent.set(key, entry);
        // A request that failed (no answer, or an error answer) is never handed out once that is
        // known: the caller then is a retry (e.g. the start-up again after going back online) and
        // asks anew. Handled here, so one that no caller takes leaves no unhandled rejection.
        const drop = () => {
          if (sent.get(key) === entry) sent.delete(key);
        };
        entry.result.then((answer) => {
          if (isErrorAnswer(answer)) drop();
        }, drop);
      });
    }
    return (path, init) => {
      if (!isBareCall(init)) return call(path, init);
      const key = `${method} ${path}`;
      // Before its turn, this call is the request: the turn then sends nothing.
      if (waiting.delete(key)) return call(path, init);
      const early = sent.get(key);
      if (early) {
        sent.delete(key);
        if (now() - early.at <= STARTUP_PREFETCH_TTL_MS) return handOut(early.result);
      }
      return call(path, init);
    };
  });
}
