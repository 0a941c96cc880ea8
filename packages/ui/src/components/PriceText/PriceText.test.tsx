import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { compareTrend, FLASH_MS, PriceText } from './PriceText';

describe('compareTrend', () => {
  it('compares decimal strings exactly', () => {
    expect(compareTrend('0.30000000000000004', '0.3')).toBe('rise');
    expect(compareTrend('64000.1', '64000.10')).toBe('flat');
    expect(compareTrend('-1', '0')).toBe('fall');
    expect(compareTrend('abc', '1')).toBe('flat');
  });
});

describe('PriceText', () => {
  it('formats with the locale and precision, colours by reference and flashes on change', () => {
    const { container, rerender } = render(
      <IntlProvider locale="de-DE" defaultLocale="en-US">
        <PriceText value="64123.5" precision={2} reference="64000" />
      </IntlProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.textContent).toBe('64.123,50');
    expect(root.dataset.trend).toBe('rise');
    expect(root.querySelector('[data-flash]')).toBeNull();
    rerender(
      <IntlProvider locale="de-DE" defaultLocale="en-US">
        <PriceText value="63999" precision={2} reference="64000" />
      </IntlProvider>,
    );
    expect(root.dataset.trend).toBe('fall');
    expect(root.querySelector('[data-flash]')?.getAttribute('data-flash')).toBe('fall');
  });

  it('drops the flash FLASH_MS after the last move, counted again from each move', () => {
    vi.useFakeTimers();
    try {
      const at = (value: string) => (
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <PriceText value={value} precision={2} />
        </IntlProvider>
      );
      const { container, rerender } = render(at('100'));
      const flashed = () => container.querySelector('[data-flash]')?.getAttribute('data-flash');
      rerender(at('101'));
      expect(flashed()).toBe('rise');
      act(() => vi.advanceTimersByTime(FLASH_MS - 100));
      // A new move before the tint has gone: its own direction, for a full FLASH_MS again.
      rerender(at('100.5'));
      expect(flashed()).toBe('fall');
      act(() => vi.advanceTimersByTime(FLASH_MS - 1));
      expect(flashed()).toBe('fall');
      act(() => vi.advanceTimersByTime(1));
      expect(flashed()).toBeUndefined();
      // No move, no flash.
      rerender(at('100.50'));
      expect(flashed()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the tint without rendering again', () => {
    vi.useFakeTimers();
    const format = vi.fn((v: string) => v);
    try {
      const at = (value: string) => (
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <PriceText value={value} precision={2} format={format} />
        </IntlProvider>
      );
      const { container, rerender } = render(at('100'));
      rerender(at('101'));
      expect(container.querySelector('[data-flash]')?.getAttribute('data-flash')).toBe('rise');
      const renders = format.mock.calls.length;
      act(() => vi.advanceTimersByTime(FLASH_MS));
      expect(container.querySelector('[data-flash]')).toBeNull();
      expect(format).toHaveBeenCalledTimes(renders);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks and announces a stale price', () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <PriceText value="1.5" precision={4} isStale />
      </IntlProvider>,
    );
    expect(screen.getByText('(not live)')).toBeTruthy();
    expect(document.querySelector('[data-stale]')?.textContent).toBe('1.5000(not live)');
  });

  it('re-renders only when its own value changes', () => {
    const format = vi.fn((v: string) => v);
    let bump: () => void = () => {};
    function Parent() {
      const [n, setN] = useState(0);
      bump = () => setN((x) => x + 1);
      return (
        <div data-n={n}>
          <PriceText value={n < 2 ? '100' : '101'} precision={2} format={format} />
        </div>
      );
    }
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <Parent />
      </IntlProvider>,
    );
    expect(format).toHaveBeenCalledTimes(1);
    act(() => bump()); // parent re-renders, same value
    expect(format).toHaveBeenCalledTimes(1);
    act(() => bump()); // value changes
    const afterChange = format.mock.calls.length;
    expect(afterChange).toBe(2);
    expect(format).toHaveBeenLastCalledWith('101', 'en-US', 2);
    act(() => bump()); // same value again
    expect(format).toHaveBeenCalledTimes(afterChange);
  });
});
