import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../testing/queryClient';
import { apiKey } from './queryClient';
import { useApiQuery } from './useApiQuery';

/** A load function whose answers the test hands out one by one. */
function deferredLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  /** The nth load once it has been made (a read's request goes out from a task of its own). */
  const nth = async (index: number) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(index));
    return pending[index]!;
  };
  return { load, pending, nth };
}

function withCache() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useApiQuery', () => {
  it('shows loading, then the data; a new key shows loading again and never the older answer', async () => {
    const { load, nth } = deferredLoads<string>();
    const { wrapper } = withCache();
    const { result, rerender } = renderHook(({ key }) => useApiQuery(apiKey('/x', { key }), load), {
      initialProps: { key: 'a' },
      wrapper,
    });
    expect(result.current.status).toBe('loading');
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    await act(async () => (await nth(1)).resolve('b-data'));
    await act(async () => (await nth(0)).resolve('a-data'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'b-data' }));
  });

  it('two screens asking the same call share one read', async () => {
    const { load, pending, nth } = deferredLoads<string>();
    const { wrapper } = withCache();
    const first = renderHook(() => useApiQuery(apiKey('/shared'), load), { wrapper });
    const second = renderHook(() => useApiQuery(apiKey('/shared'), load), { wrapper });
    await act(async () => (await nth(0)).resolve('once'));
    await waitFor(() =>
      expect(first.result.current).toMatchObject({ status: 'ready', data: 'once' }),
    );
    expect(second.result.current).toMatchObject({ status: 'ready', data: 'once' });
    expect(pending).toHaveLength(1);
  });

  it('an invalidation (a refresh topic) reads again in the background: the data stays until the new answer', async () => {
    const { load, pending, nth } = deferredLoads<string>();
    const { client, wrapper } = withCache();
    const { result } = renderHook(() => useApiQuery(apiKey('/k'), load), { wrapper });
    await act(async () => (await nth(0)).resolve('first'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'first' }));
    await act(async () => void client.invalidateQueries({ queryKey: apiKey('/k') }));
    await nth(1);
    expect(pending).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    await act(async () => (await nth(1)).resolve('second'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'second' }));
  });

  it('a failed background read keeps the data; a failed first read is an error with retry', async () => {
    const { load, nth } = deferredLoads<string>();
    const { client, wrapper } = withCache();
    const { result } = renderHook(() => useApiQuery(apiKey('/k'), load), { wrapper });
    await act(async () => (await nth(0)).reject(new Error('offline')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.isRetrying).toBe(true));
    await act(async () => (await nth(1)).resolve('shown'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'shown' }));
    await act(async () => void client.invalidateQueries({ queryKey: apiKey('/k') }));
    await act(async () => (await nth(2)).reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ status: 'ready', data: 'shown' });
  });

  it("sends a read's request from a task of its own, not from the effect that starts it", async () => {
    const { load, pending, nth } = deferredLoads<string>();
    const { wrapper } = withCache();
    const { result } = renderHook(() => useApiQuery(apiKey('/later'), load), { wrapper });
    expect(result.current.status).toBe('loading');
    await act(async () => undefined);
    expect(pending).toHaveLength(0);
    await act(async () => (await nth(0)).resolve('sent'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'sent' }));
  });
});
