import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Whether the app itself put an entry before this one in the tab's history. The browser router
 * numbers its entries (`history.state.idx`, 0 for the page the tab opened on, kept by a redirect's
 * replace); other routers (memory, in tests and stories) only know whether this is the first location.
 */
function hasAppHistory(locationKey: string): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/**
 * The header's Back: the previous page when the app opened it, otherwise the page's parent
 * (`parentPath`, with the device prefix). A page opened directly (a shared link, a new tab) never
 * sends the visitor out of the app to `about:blank`.
 */
export function useBack(parentPath: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasAppHistory(key)) void navigate(-1);
    else void navigate(parentPath, { replace: true });
  }, [key, navigate, parentPath]);
}
