import { describe, expect, it } from 'vitest';
import { createThrottledFrameScheduler } from './priceStore';

/** A clock whose time, frames and timers the test moves by hand. */
function fakeClock() {
  let time = 0;
  let id = 0;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => time,
    requestFrame(callback: () => void) {
      frames.set((id += 1), callback);
      return id;
    },
    cancelFrame: (handle: number) => void frames.delete(handle),
    setTimeout(callback: () => void, ms: number) {
      timers.set((id += 1), { at: time + ms, callback });
      return id;
    },
    clearTimeout: (handle: number) => void timers.delete(handle),
    /** Advance time, firing due timers, then run the frames that are waiting (one vsync). */
    advance(ms: number) {
      time += ms;
      for (const [handle, timer] of [...timers]) {
        if (timer.at > time) continue;
        timers.delete(handle);
        timer.callback();
      }
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback();
    },
    pendingFrames: () => frames.size,
    pendingTimers: () => timers.size,
  };
}

describe('throttled frame scheduler', () => {
  it('runs the first request at the next frame, later ones no sooner than the interval after it', () => {
    const clock = fakeClock();
    const frames = createThrottledFrameScheduler(100, clock);
    const ran: number[] = [];
    frames.request(() => ran.push(clock.now()));
    clock.advance(16);
    expect(ran).toEqual([16]);

    frames.request(() => ran.push(clock.now()));
    for (let step = 0; step < 5; step += 1) clock.advance(16);
    expect(ran).toEqual([16]);
    expect(clock.pendingTimers()).toBe(1);
    for (let step = 0; step < 2; step += 1) clock.advance(16);
    expect(ran).toEqual([16, 128]);

    // Long after the last frame, a request takes the very next frame again.
    clock.advance(500);
    frames.request(() => ran.push(clock.now()));
    expect(clock.pendingFrames()).toBe(1);
    clock.advance(16);
    expect(ran).toEqual([16, 128, 644]);
  });

  it('at most ten flushes a second however often it is asked', () => {
    const clock = fakeClock();
    const frames = createThrottledFrameScheduler(100, clock);
    let flushes = 0;
    let queued = false;
    // A store that asks for a frame after every message, 200 messages a second, for 3 s.
    for (let ms = 0; ms < 3000; ms += 5) {
      if (!queued) {
        queued = true;
        frames.request(() => {
          queued = false;
          flushes += 1;
        });
      }
      clock.advance(5);
    }
    expect(flushes).toBeLessThanOrEqual(30);
    expect(flushes).toBeGreaterThanOrEqual(27);
  });

  it('a cancelled request never runs, whether waiting for its timer or its frame', () => {
    const clock = fakeClock();
    const frames = createThrottledFrameScheduler(100, clock);
    const ran: string[] = [];
    frames.cancel(frames.request(() => ran.push('frame')));
    clock.advance(16);
    frames.request(() => ran.push('first'));
    clock.advance(16);
    frames.cancel(frames.request(() => ran.push('timer')));
    clock.advance(200);
    expect(ran).toEqual(['first']);
    expect(clock.pendingTimers() + clock.pendingFrames()).toBe(0);
  });
});
