import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createToastQueue, showToast, TOAST_TIMEOUT_MS, ToastRegion } from './Toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces an error and removes it after 5 s', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(
        { tone: 'critical', title: 'Order failed', description: 'Insufficient margin' },
        { queue },
      );
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Order failed');
    expect(alert.textContent).toContain('Insufficient margin');
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a message already on screen once, and a different one beside it', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    let keys: string[] = [];
    act(() => {
      keys = [
        showToast({ tone: 'critical', title: 'Something went wrong (error 500)' }, { queue }),
        showToast({ tone: 'critical', title: 'Something went wrong (error 500)' }, { queue }),
      ];
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(keys[1]).toBe(keys[0]);
    act(() => {
      showToast({ tone: 'critical', title: 'Something went wrong (error 502)' }, { queue });
      showToast({ tone: 'info', title: 'Something went wrong (error 500)' }, { queue });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    // Once it has gone, the same message shows again.
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      showToast({ tone: 'critical', title: 'Something went wrong (error 500)' }, { queue });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('pauses the timer while the region is hovered', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast({ tone: 'critical', title: 'Network error' }, { queue });
    });
    const region = screen.getByRole('region');
    act(() => {
      fireEvent.pointerEnter(region, { pointerType: 'mouse' });
      fireEvent.mouseEnter(region);
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 3);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      fireEvent.pointerLeave(region, { pointerType: 'mouse' });
      fireEvent.mouseLeave(region);
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a toast without timeout until closed', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    let key = '';
    act(() => {
      key = showToast({ tone: 'info', title: 'Maintenance tonight' }, { queue, timeout: null });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => queue.close(key));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
