import type { FrameScheduler, PageVisibility } from '../prices/priceStore';

/** A frame clock that only ticks when the test says so. */
export function createManualFrames(): FrameScheduler & {
  runFrame(): void;
  readonly scheduled: number;
} {
  let nextHandle = 1;
  const queue = new Map<number, () => void>();
  return {
    request(callback) {
      const handle = nextHandle++;
      queue.set(handle, callback);
      return handle;
    },
    cancel(handle) {
      queue.delete(handle);
    },
    runFrame() {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const callback of callbacks) callback();
    },
    get scheduled() {
      return queue.size;
    },
  };
}

/** Page visibility the test flips by hand. */
export function createManualVisibility(): PageVisibility & { setHidden(hidden: boolean): void } {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    isHidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setHidden(next) {
      hidden = next;
      for (const listener of listeners) listener();
    },
  };
}
