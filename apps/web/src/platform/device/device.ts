/** What the app knows about where it runs; read once at startup and passed to the guard. */
export interface DeviceInfo {
  /** A phone or tablet: routes use the /m prefix. */
  isMobile: boolean;
  /** Running inside the native app shell's webview or as an installed web app. */
  isInstalledApp: boolean;
}

/** The bits of `navigator` and `window` detection reads, so it is a pure function in tests. */
export interface DeviceSignals {
  userAgent: string;
  maxTouchPoints: number;
  /** `matchMedia('(display-mode: standalone)').matches` (an installed web app). */
  standaloneDisplay: boolean;
  /** iOS Safari's `navigator.standalone` for home-screen apps. */
  navigatorStandalone?: boolean | undefined;
}

const mobileAgent =
  /Android|iPhone|iPod|iPad|Mobile|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS|OpenHarmony/i;
/**
 * Webviews of native app shells: Android's System WebView marks itself with `; wv)`, and the shells
 * this product ships with (uni-app / HTML5+) add `Html5Plus` or `uni-app`.
 */
const appShellAgent = /; wv\)|Html5Plus|uni-app/i;

export function detectDevice(signals: DeviceSignals): DeviceInfo {
  // iPadOS 13+ reports a desktop Safari agent; its touch points give it away.
  const iPadOs = /Macintosh/.test(signals.userAgent) && signals.maxTouchPoints > 1;
  const isInstalledApp =
    appShellAgent.test(signals.userAgent) ||
    signals.standaloneDisplay ||
    signals.navigatorStandalone === true;
  return {
    isMobile: mobileAgent.test(signals.userAgent) || iPadOs || isInstalledApp,
    isInstalledApp,
  };
}

/** The signals of the current browser. */
export function readDeviceSignals(win: Window = window): DeviceSignals {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standaloneDisplay: win.matchMedia?.('(display-mode: standalone)').matches ?? false,
    navigatorStandalone: nav.standalone,
  };
}
