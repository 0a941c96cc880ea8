import { describe, expect, it } from 'vitest';
import {
  createVisibilityTracker,
  wasLongInBackground,
  type VisibilityDocument,
} from './visibility';

function fakeDocument() {
  let state: DocumentVisibilityState = 'visible';
  const listeners = new Set<() => void>();
  const doc: VisibilityDocument = {
    get visibilityState() {
      return state;
    },
    addEventListener: (_, listener) => void listeners.add(listener),
    removeEventListener: (_, listener) => void listeners.delete(listener),
  };
  const set = (next: DocumentVisibilityState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return { doc, set, listeners };
}

describe('visibility tracker', () => {
  it('reports how long the page was hidden when it returns', () => {
    const { doc, set } = fakeDocument();
    let clock = 1_000;
    const tracker = createVisibilityTracker(doc, () => clock);
    const returns: number[] = [];
    let leaves = 0;
    tracker.onReturn((ms) => returns.push(ms));
    tracker.onLeave(() => (leaves += 1));

    set('hidden');
    expect(tracker.isHidden()).toBe(true);
    clock += 12_500;
    set('visible');
    set('visible'); // a repeated event is not a second return
    expect(returns).toEqual([12_500]);
    expect(leaves).toBe(1);
    expect(wasLongInBackground(returns[0]!)).toBe(true);
  });

  it('counts a page that starts hidden from its start', () => {
    const { doc, set } = fakeDocument();
    set('hidden');
    let clock = 0;
    const tracker = createVisibilityTracker(doc, () => clock);
    const returns: number[] = [];
    tracker.onReturn((ms) => returns.push(ms));
    clock = 3_000;
    set('visible');
    expect(returns).toEqual([3_000]);
  });

  it('draws the 10 s line as the spec does: more than 10 s', () => {
    expect(wasLongInBackground(10_000)).toBe(false);
    expect(wasLongInBackground(10_001)).toBe(true);
  });

  it('stops listening on dispose', () => {
    const { doc, listeners } = fakeDocument();
    const tracker = createVisibilityTracker(doc);
    expect(listeners.size).toBe(1);
    tracker.dispose();
    expect(listeners.size).toBe(0);
  });
});
