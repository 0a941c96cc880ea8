/** Spec §2: a second press of the native back button within 1 second exits the app. */
export const EXIT_PRESS_WINDOW_MS = 1000;

/** The native app shell's API (uni-app / HTML5+ `plus`), when the page runs inside it. */
export interface NativeShell {
  key: { addEventListener(event: 'backbutton', listener: () => void, capture?: boolean): void };
  runtime: { quit(): void };
}

export interface BackPressDeps {
  /** Whether the page can go back in its own history (not on a first page). */
  canGoBack(): boolean;
  goBack(): void;
  quit(): void;
  /** Tell the user that one more press exits ("Press back again to exit"). */
  hintExit(): void;
  now(): number;
}

/**
 * The back-press rule as a pure handler: go back while there is history; on a first page the first
 * press only hints, a second within 1 s quits.
 */
export function createBackPressHandler(deps: BackPressDeps): () => void {
  let lastPress = Number.NEGATIVE_INFINITY;
  return () => {
    if (deps.canGoBack()) {
      deps.goBack();
      return;
    }
    const now = deps.now();
    if (now - lastPress <= EXIT_PRESS_WINDOW_MS) {
      deps.quit();
      return;
    }
    lastPress = now;
    deps.hintExit();
  };
}

type ShellWindow = Window & { plus?: NativeShell };

/** Whether there is an app page to go back to: react-router keeps `idx` in history.state, 0 first. */
export function canGoBackInApp(win: Window): boolean {
  return ((win.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/** Listeners for the exit hint (the app shows it as a toast). */
const hintListeners = new Set<() => void>();
export function onExitHint(listener: () => void): () => void {
  hintListeners.add(listener);
  return () => void hintListeners.delete(listener);
}

/** Inside the native app shell, handle its back button; elsewhere the browser's back is left alone. */
export function watchNativeBackButton(win: ShellWindow): void {
  const attach = (plus: NativeShell) => {
    const handler = createBackPressHandler({
      canGoBack: () => canGoBackInApp(win),
      goBack: () => win.history.back(),
      quit: () => plus.runtime.quit(),
      hintExit: () => {
        for (const listener of hintListeners) listener();
      },
      now: () => Date.now(),
    });
    plus.key.addEventListener('backbutton', handler, false);
  };
  if (win.plus) attach(win.plus);
  else win.document.addEventListener('plusready', () => win.plus && attach(win.plus));
}
