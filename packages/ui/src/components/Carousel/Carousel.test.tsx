import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../theme/testing';
import { Carousel, CAROUSEL_AUTOPLAY_MS, wrapIndex } from './Carousel';

const slides = ['One', 'Two', 'Three'].map((text, i) => ({ id: i, content: <p>{text}</p> }));
const visible = () =>
  screen.getAllByRole('group', { hidden: true }).filter((slide) => !slide.hidden)[0]!;

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 7, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('Carousel autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on every 3000 ms, not sooner', () => {
    renderUi(<Carousel slides={slides} label="Promotions" reducedMotion={false} />);
    expect(visible().textContent).toBe('One');
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1));
    expect(visible().textContent).toBe('One');
    act(() => vi.advanceTimersByTime(1));
    expect(visible().textContent).toBe('Two');
    act(() => vi.advanceTimersByTime(2 * CAROUSEL_AUTOPLAY_MS));
    expect(visible().textContent).toBe('One');
  });

  it('stops when paused and while the pointer is over it, and says so to screen readers', () => {
    renderUi(<Carousel slides={slides} label="Promotions" reducedMotion={false} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTOPLAY_MS));
    expect(visible().textContent).toBe('One');
    fireEvent.pointerLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTOPLAY_MS));
    expect(visible().textContent).toBe('One');
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('never plays by itself under reduced motion', () => {
    renderUi(<Carousel slides={slides} label="Promotions" reducedMotion />);
    act(() => vi.advanceTimersByTime(5 * CAROUSEL_AUTOPLAY_MS));
    expect(visible().textContent).toBe('One');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('has no controls for a single slide and shows the empty content without slides', () => {
    const { rerender } = renderUi(
      <Carousel slides={slides.slice(0, 1)} label="Promotions" reducedMotion={false} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Carousel slides={[]} label="Promotions" empty={<p>No promotions</p>} />);
    expect(screen.getByText('No promotions')).toBeTruthy();
  });
});
