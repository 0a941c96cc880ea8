import type { PageVisibility } from './prices/priceStore';

/** What the tracker needs from the page. */
export interface VisibilityDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface VisibilityTracker extends PageVisibility {
  /** Called when the page shows again, with how long it was hidden in milliseconds. */
  onReturn(listener: (hiddenForMs: number) => void): () => void;
  /** Called when the page is hidden. */
  onLeave(listener: () => void): () => void;
  dispose(): void;
}

/** Spec §4: returning after more than this long in the background repeats the login check. */
export const LONG_BACKGROUND_MS = 10_000;

export const wasLongInBackground = (hiddenForMs: number) => hiddenForMs > LONG_BACKGROUND_MS;

/**
 * Page visibility with the background duration: the session and socket machines get `app.hidden`
 * and `app.visible` from here, and the price store pauses its frames while hidden.
 */
export function createVisibilityTracker(
  doc: VisibilityDocument = document,
  now: () => number = () => Date.now(),
): VisibilityTracker {
  const listeners = new Set<() => void>();
  const returnListeners = new Set<(hiddenForMs: number) => void>();
  const leaveListeners = new Set<() => void>();
  let hiddenSince: number | null = doc.visibilityState === 'hidden' ? now() : null;

  const onChange = () => {
    const hidden = doc.visibilityState === 'hidden';
    if (hidden && hiddenSince === null) {
      hiddenSince = now();
      for (const listener of leaveListeners) listener();
    } else if (!hidden && hiddenSince !== null) {
      const hiddenFor = Math.max(0, now() - hiddenSince);
      hiddenSince = null;
      for (const listener of returnListeners) listener(hiddenFor);
    }
    for (const listener of listeners) listener();
  };
  doc.addEventListener('visibilitychange', onChange);

  const add =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => void set.delete(listener);
    };

  return {
    isHidden: () => doc.visibilityState === 'hidden',
    subscribe: add(listeners),
    onReturn: add(returnListeners),
    onLeave: add(leaveListeners),
    dispose: () => doc.removeEventListener('visibilitychange', onChange),
  };
}
