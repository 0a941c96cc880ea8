import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` when `key` changes and on `retry`; a result that arrives after the key changed (or
 * after unmount) is dropped, so a slow answer never overwrites a newer one. A new `revision` (the
 * server said the data changed) loads again in the background: what is shown stays until the new
 * answer arrives, and a failed background read keeps it.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  revision = 0,
): LoadState<T> & { retry: () => void; isRetrying: boolean } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; value: LoadState<T> }>({
    key,
    attempt,
    value: { status: 'loading' },
  });
  // A new key shows loading at once (derived during render, no effect).
  const current =
    state.key === key && state.attempt === attempt
      ? state.value
      : state.key === key && state.value.status === 'error'
        ? state.value
        : ({ status: 'loading' } as const);
  const isRetrying = state.key === key && state.attempt !== attempt;

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ key, attempt, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!live) return;
        setState((previous) =>
          // A background refresh that fails keeps the data on screen.
          previous.key === key && previous.attempt === attempt && previous.value.status === 'ready'
            ? previous
            : { key, attempt, value: { status: 'error', error } },
        );
      },
    );
    return () => {
      live = false;
    };
    // `load` is read at the time the key, attempt or revision changes; callers pass a fresh closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, revision]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current, retry, isRetrying };
}
