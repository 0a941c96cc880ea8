import { act, render, screen } from '@testing-library/react';
import { Profiler, memo } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createManualFrames, createManualVisibility } from '../testing/fakes';
import { createPriceStore, type PriceStore } from './priceStore';
import { PriceStoreProvider, usePrice, usePricesStale } from './PriceStoreContext';
import type { LiveQuote } from './priceTick';

const SYMBOL_COUNT = 200;
const symbols = Array.from({ length: SYMBOL_COUNT }, (_, index) => `SYM${index}`);

function tick(symbol: string, price: string): LiveQuote {
  return { code: symbol, price, high: '200', low: '1', volume: '1000', changeRate: '0.5' };
}

/** Deterministic pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
}

/** Render counts by row symbol; other components count under their own key in `others`. */
const renders = new Map<string, number>();
const others = new Map<'header' | 'staleBadge' | 'commits', number>();
const count = (key: 'header' | 'staleBadge' | 'commits') =>
  others.set(key, (others.get(key) ?? 0) + 1);
const counted = (key: 'header' | 'staleBadge' | 'commits') => others.get(key) ?? 0;

const Row = memo(function Row({ symbol }: { symbol: string }) {
  const quote = usePrice(symbol);
  renders.set(symbol, (renders.get(symbol) ?? 0) + 1);
  return (
    <li data-testid={symbol}>
      {symbol} {quote?.price ?? '-'}
    </li>
  );
});

function Header() {
  count('header');
  return <h1>Quotes</h1>;
}

function StaleBadge() {
  const stale = usePricesStale();
  count('staleBadge');
  return <p>{stale ? 'stale' : 'live'}</p>;
}

function Quotes({ store }: { store: PriceStore }) {
  return (
    <PriceStoreProvider store={store}>
      <Profiler id="quotes" onRender={() => count('commits')}>
        <Header />
        <StaleBadge />
        <ul>
          {symbols.map((symbol) => (
            <Row key={symbol} symbol={symbol} />
          ))}
        </ul>
      </Profiler>
    </PriceStoreProvider>
  );
}

function resetCounters() {
  renders.clear();
  others.clear();
}

describe('live price store', () => {
  let frames: ReturnType<typeof createManualFrames>;
  let visibility: ReturnType<typeof createManualVisibility>;
  let store: PriceStore;

  beforeEach(() => {
    frames = createManualFrames();
    visibility = createManualVisibility();
    store = createPriceStore({
      frames,
      visibility,
      initial: symbols.map((symbol) => tick(symbol, '100')),
    });
    resetCounters();
    render(<Quotes store={store} />);
    expect(renders.size).toBe(SYMBOL_COUNT);
    resetCounters();
  });

  afterEach(() => store.dispose());

  it('renders each changed row at most once per frame and nothing else, over many frames', () => {
    const next = sequence(7);
    const frameCount = 20;
    for (let frame = 1; frame <= frameCount; frame += 1) {
      const changedThisFrame = new Set<string>();
      // 1000 messages per frame over the 200 symbols; several hit the same symbol in one frame.
      for (let message = 0; message < 1000; message += 1) {
        const symbol = symbols[next() % SYMBOL_COUNT]!;
        store.push(tick(symbol, `${frame}.${message}`));
        changedThisFrame.add(symbol);
      }
      resetCounters();
      act(() => frames.runFrame());

      expect(counted('commits')).toBe(1);
      expect(counted('header')).toBe(0);
      expect(counted('staleBadge')).toBe(0);
      for (const symbol of symbols) {
        expect(renders.get(symbol) ?? 0).toBe(changedThisFrame.has(symbol) ? 1 : 0);
      }
    }
  });

  it('shows the last tick of a frame for each symbol', () => {
    store.push(tick('SYM3', '101.5'));
    store.push(tick('SYM3', '102.25'));
    act(() => frames.runFrame());
    expect(screen.getByTestId('SYM3').textContent).toBe('SYM3 102.25');
    expect(renders.get('SYM3')).toBe(1);
  });

  it('renders nothing until the frame comes, and schedules one frame for a burst', () => {
    for (const symbol of symbols) store.push(tick(symbol, '150'));
    expect(frames.scheduled).toBe(1);
    expect(renders.size).toBe(0);
    act(() => frames.runFrame());
    expect(renders.size).toBe(SYMBOL_COUNT);
    expect(counted('commits')).toBe(1);
  });

  it('does not re-render a row whose tick repeats the quote it shows', () => {
    store.push({ ...tick('SYM1', '100'), time: '2026-01-31T08:00:00.000Z' });
    act(() => frames.runFrame());
    expect(renders.size).toBe(0);
    expect(counted('commits')).toBe(0);
  });

  it('renders nothing while the tab is hidden, then catches up in one frame', () => {
    act(() => visibility.setHidden(true));
    for (let round = 0; round < 50; round += 1) {
      for (const symbol of symbols.slice(0, 20)) store.push(tick(symbol, `1${round}`));
      act(() => frames.runFrame());
    }
    expect(frames.scheduled).toBe(0);
    expect(renders.size).toBe(0);
    expect(counted('commits')).toBe(0);

    act(() => visibility.setHidden(false));
    expect(frames.scheduled).toBe(1);
    act(() => frames.runFrame());
    expect(counted('commits')).toBe(1);
    expect(renders.size).toBe(20);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
    expect(screen.getByTestId('SYM0').textContent).toBe('SYM0 149');
  });

  it('drops a frame already scheduled when the tab hides', () => {
    store.push(tick('SYM0', '1'));
    act(() => visibility.setHidden(true));
    act(() => frames.runFrame());
    expect(renders.size).toBe(0);
  });

  it('marks prices stale while the socket is down without re-rendering rows', () => {
    expect(screen.getByText('live')).toBeTruthy();
    act(() => store.setStale(true));
    expect(screen.getByText('stale')).toBeTruthy();
    expect(counted('staleBadge')).toBe(1);
    expect(renders.size).toBe(0);
    expect(counted('header')).toBe(0);
    act(() => store.setStale(true));
    expect(counted('staleBadge')).toBe(1);
    act(() => store.setStale(false));
    expect(screen.getByText('live')).toBeTruthy();
  });
});

describe('usePrice', () => {
  it('needs a provider', () => {
    function Orphan() {
      usePrice('BTCUSDT');
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/PriceStoreProvider/);
  });

  it('does not miss a frame that comes between its first render and its subscription', () => {
    const frames = createManualFrames();
    const store = createPriceStore({ frames, initial: [tick('BTCUSDT', '100')] });
    let pushed = false;
    // Rendered after the row, before the row's effect subscribes: the frame's listeners miss the row.
    function FrameDuringRender() {
      if (!pushed) {
        pushed = true;
        store.push(tick('BTCUSDT', '101'));
        frames.runFrame();
      }
      return null;
    }
    function Price() {
      return <p>{usePrice('BTCUSDT')?.price}</p>;
    }
    render(
      <PriceStoreProvider store={store}>
        <Price />
        <FrameDuringRender />
      </PriceStoreProvider>,
    );
    expect(screen.getByText('101')).toBeTruthy();
    store.dispose();
  });

  it("shows another symbol's own quote at once, never the previous symbol's", () => {
    const store = createPriceStore({
      frames: createManualFrames(),
      initial: [tick('BTCUSDT', '100'), tick('ETHUSDT', '7')],
    });
    const seen: (string | undefined)[] = [];
    function Price({ symbol }: { symbol: string }) {
      const quote = usePrice(symbol);
      seen.push(quote?.price);
      return <p>{quote?.price}</p>;
    }
    const { rerender } = render(
      <PriceStoreProvider store={store}>
        <Price symbol="BTCUSDT" />
      </PriceStoreProvider>,
    );
    seen.length = 0;
    rerender(
      <PriceStoreProvider store={store}>
        <Price symbol="ETHUSDT" />
      </PriceStoreProvider>,
    );
    expect(seen[0]).toBe('7');
    expect(seen).not.toContain('100');
    expect(screen.getByText('7')).toBeTruthy();
    store.dispose();
  });
});
