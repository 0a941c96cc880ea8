import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './useLoad';

/** A load function whose answers the test hands out one by one. */
function deferredLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('useLoad', () => {
  it('shows loading, then the data; a new key shows loading again and drops the older answer', async () => {
    const { load, pending } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useLoad(load, key), {
      initialProps: { key: 'a' },
    });
    expect(result.current.status).toBe('loading');
    rerender({ key: 'b' });
    await act(async () => pending[1]!.resolve('b-data'));
    await act(async () => pending[0]!.resolve('a-data'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'b-data' });
  });

  it('a new revision reloads in the background: the data stays until the new answer', async () => {
    const { load, pending } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ revision }) => useLoad(load, 'k', revision), {
      initialProps: { revision: 0 },
    });
    await act(async () => pending[0]!.resolve('first'));
    rerender({ revision: 1 });
    expect(pending).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    await act(async () => pending[1]!.resolve('second'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'second' });
  });

  it('a failed background reload keeps the data; a failed first load is an error with retry', async () => {
    const { load, pending } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ revision }) => useLoad(load, 'k', revision), {
      initialProps: { revision: 0 },
    });
    await act(async () => pending[0]!.reject(new Error('offline')));
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    expect(result.current.isRetrying).toBe(true);
    await act(async () => pending[1]!.resolve('shown'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'shown' });
    rerender({ revision: 1 });
    await act(async () => pending[2]!.reject(new Error('offline')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'shown' }));
  });
});
