import { describe, expect, it } from 'vitest';
import { detectDevice, type DeviceSignals } from './device';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  uniApp:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0 Mobile Safari/537.36 uni-app Html5Plus/1.0',
};

const signals = (overrides: Partial<DeviceSignals>): DeviceSignals => ({
  userAgent: agents.windowsChrome,
  maxTouchPoints: 0,
  standaloneDisplay: false,
  ...overrides,
});

describe('detectDevice', () => {
  it.each([
    ['iPhone Safari', signals({ userAgent: agents.iPhone, maxTouchPoints: 5 }), false],
    ['Android Chrome', signals({ userAgent: agents.pixel, maxTouchPoints: 5 }), false],
    [
      'iPadOS with a desktop agent',
      signals({ userAgent: agents.macSafari, maxTouchPoints: 5 }),
      false,
    ],
    ['Android System WebView (app shell)', signals({ userAgent: agents.androidWebView }), true],
    ['uni-app shell', signals({ userAgent: agents.uniApp }), true],
    [
      'home-screen web app on iOS',
      signals({ userAgent: agents.iPhone, navigatorStandalone: true }),
      true,
    ],
  ])('%s is mobile', (_, input, installed) => {
    expect(detectDevice(input)).toEqual({ isMobile: true, isInstalledApp: installed });
  });

  it.each([
    ['Windows Chrome', signals({})],
    ['Mac Safari without touch', signals({ userAgent: agents.macSafari })],
    ['a touch laptop', signals({ maxTouchPoints: 10 })],
  ])('%s is desktop', (_, input) => {
    expect(detectDevice(input)).toEqual({ isMobile: false, isInstalledApp: false });
  });

  it('treats an installed desktop web app as the app shell', () => {
    expect(detectDevice(signals({ standaloneDisplay: true }))).toEqual({
      isMobile: true,
      isInstalledApp: true,
    });
  });
});
