import { fromPromise } from 'xstate';

/**
 * Promise actors whose calls the test settles by hand, in any order, recording who was called with
 * what: `calls` lists actor names in call order.
 */
export function controlledActors() {
  const calls: Array<{ name: string; input: unknown }> = [];
  const waiting = new Map<
    string,
    Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>
  >();
  const actor = <TOutput = unknown, TInput = unknown>(name: string) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls.push({ name, input });
          const queue = waiting.get(name) ?? [];
          queue.push({ resolve: resolve as (v: unknown) => void, reject });
          waiting.set(name, queue);
        }),
    );
  const take = (name: string) => {
    const next = waiting.get(name)?.shift();
    if (!next)
      throw new Error(`${name} was not called (calls: ${calls.map((c) => c.name).join(', ')})`);
    return next;
  };
  /** Settle the oldest pending call of `name` and let the machine react. */
  const resolve = async (name: string, value?: unknown) => {
    take(name).resolve(value);
    await flush();
  };
  const reject = async (name: string, error: unknown) => {
    take(name).reject(error);
    await flush();
  };
  return { actor, calls, resolve, reject, names: () => calls.map((c) => c.name) };
}

/** Let resolved promises deliver their done events (works under fake timers). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
