import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asPageLimit, usePaged } from './usePaged';

describe('usePaged', () => {
  it('starts at page 1 with 20 per page', () => {
    const { result } = renderHook(() => usePaged());
    expect(result.current.page).toBe(1);
    expect(result.current.pageSize).toBe(20);
  });

  it('a new page size goes back to page 1; a size the contract refuses becomes 20', () => {
    const { result } = renderHook(() => usePaged(3));
    act(() => result.current.setPageSize(50));
    expect(result.current).toMatchObject({ page: 1, pageSize: 50 });
    act(() => result.current.setPage(4));
    act(() => result.current.setPageSize(7));
    expect(result.current).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('restart keeps the size and goes back to page 1', () => {
    const { result } = renderHook(() => usePaged(1, 10));
    act(() => result.current.setPage(5));
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('asPageLimit accepts only 5, 10, 20, 30 and 50', () => {
    expect([5, 10, 20, 30, 50, 0, 15, 100].map(asPageLimit)).toEqual([
      5, 10, 20, 30, 50, 20, 20, 20,
    ]);
  });
});
