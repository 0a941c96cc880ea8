import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  START_WAIT_MS,
  intlWarmSource,
  startScriptSource,
  withStartScript,
} from './startAfterPaint';

const ENTRY = '/assets/index-abc123.js';
const INTL_WARM = '/assets/intl-abc123.js';

const SHELL = `<head>
    <script type="module" crossorigin src="${ENTRY}"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>`;

describe('the start script in index.html', () => {
  it("takes the entry's place, not preloaded: no inline script, the stylesheet unchanged", () => {
    const html = withStartScript(SHELL, ENTRY, '/assets/start-xyz.js');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/start-xyz.js"></script>',
    );
    // The entry loads when the start script imports it, after the first paint.
    expect(html).not.toContain(ENTRY);
    expect(html).not.toContain('preload');
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def.css">');
  });

  it('fails the build when index.html has no module script for the entry', () => {
    expect(() => withStartScript(SHELL, '/assets/other.js', '/assets/start-xyz.js')).toThrow(
      /no module script/,
    );
  });
});

/** A browser's Trusted Types factory: each policy's URL rule, and a TrustedScriptURL as an object. */
class FakeTrustedTypes {
  policies = new Map<string, (url: string) => string>();
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }) {
    this.policies.set(name, rules.createScriptURL);
    return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
  }
}

/**
 * Runs the start script with the page's animation frames under the test's control; `imported`
 * records the entry's import (the script's only dynamic import), `workers` the workers it starts.
 * With `refuseWorkers`, the page's Worker throws (as under a policy without workers); `trustedTypes`
 * is the page's Trusted Types factory (none by default, as in browsers without them).
 */
function runStartScript({
  refuseWorkers = false,
  trustedTypes,
}: { refuseWorkers?: boolean; trustedTypes?: FakeTrustedTypes } = {}) {
  const imported: string[] = [];
  const workers: unknown[] = [];
  const WorkerClass = function Worker(url: unknown) {
    if (refuseWorkers) throw new DOMException('refused by the page policy', 'SecurityError');
    workers.push(url);
  };
  const frames: (() => void)[] = [];
  const source = startScriptSource(ENTRY, INTL_WARM).replace(/\bimport\(/, 'importEntry(');
  new Function('requestAnimationFrame', 'importEntry', 'Worker', 'self', source)(
    (callback: () => void) => frames.push(callback),
    (url: string) => imported.push(url),
    WorkerClass,
    { trustedTypes },
  );
  return {
    imported,
    workers,
    /** The browser renders a frame: the animation frame callbacks queued so far run. */
    frame: () => frames.splice(0).forEach((run) => run()),
  };
}

describe('the start script', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('imports the entry once the first frame has been painted, not before', async () => {
    vi.useFakeTimers();
    const page = runStartScript();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.imported).toEqual([]);
    page.frame(); // the first paint
    await vi.advanceTimersByTimeAsync(0);
    expect(page.imported).toEqual([]);
    page.frame(); // the next frame: the first one is out
    await vi.advanceTimersByTimeAsync(0);
    expect(page.imported).toEqual([ENTRY]);
  });

  it('on the home page, waits for the banner image first (loaded or failed)', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img id="boot-banner" alt="" src="/banners/a.svg">';
    const banner = document.getElementById('boot-banner') as HTMLImageElement;
    Object.defineProperty(banner, 'complete', { value: false });
    const page = runStartScript();
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.imported).toEqual([]);
    banner.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.imported).toEqual([ENTRY]);
  });

  it("starts the browser's Intl data in a worker after the first paint, before the entry is imported", async () => {
    vi.useFakeTimers();
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      const page = runStartScript();
      await vi.advanceTimersByTimeAsync(0);
      page.frame(); // the first paint
      await vi.advanceTimersByTimeAsync(0);
      expect(page.workers).toEqual([]);
      page.frame();
      await vi.advanceTimersByTimeAsync(0);
      expect(page.workers).toEqual([INTL_WARM]);
      expect(page.imported).toEqual([ENTRY]);
      expect(supported).not.toHaveBeenCalled(); // not on the main thread
    } finally {
      supported.mockRestore();
    }
  });

  it("hands the worker its URL from the 'intl-warm' Trusted Types policy, which passes that URL only", async () => {
    vi.useFakeTimers();
    const trustedTypes = new FakeTrustedTypes();
    const page = runStartScript({ trustedTypes });
    await vi.advanceTimersByTimeAsync(0);
    page.frame();
    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.workers).toEqual([{ trusted: INTL_WARM }]);
    const rule = trustedTypes.policies.get('intl-warm')!;
    expect(rule(INTL_WARM)).toBe(INTL_WARM);
    expect(() => rule('https://elsewhere.example/worker.js')).toThrow(TypeError);
    expect(() => rule('/assets/intl-other.js')).toThrow(TypeError);
  });

  it('warms Intl on the main thread where no worker can start', async () => {
    vi.useFakeTimers();
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      const page = runStartScript({ refuseWorkers: true });
      await vi.advanceTimersByTimeAsync(0);
      page.frame();
      page.frame();
      await vi.advanceTimersByTimeAsync(0);
      expect(supported).toHaveBeenCalledTimes(1);
      expect(supported).toHaveBeenCalledWith([navigator.language]);
      expect(page.imported).toEqual([ENTRY]);
    } finally {
      supported.mockRestore();
    }
  });

  it('starts anyway when no frame is rendered (a page opened in a background tab)', async () => {
    vi.useFakeTimers();
    const page = runStartScript();
    await vi.advanceTimersByTimeAsync(START_WAIT_MS - 1);
    expect(page.imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.imported).toEqual([ENTRY]);
  });
});

describe('the Intl warm-up worker', () => {
  /** The worker's Intl, recording each service it uses and the locale it asks for. */
  function recordingIntl(without?: string) {
    const used: string[] = [];
    const service = (name: string, method: string) =>
      class {
        constructor(locale: string) {
          used.push(`${name}(${locale})`);
        }
        [method]() {
          used.push(`${name}.${method}`);
        }
      };
    const intl: Record<string, unknown> = {
      DateTimeFormat: Object.assign(service('DateTimeFormat', 'format'), {
        supportedLocalesOf: (locales: string[]) => used.push(`supportedLocalesOf(${locales})`),
      }),
      Locale: service('Locale', 'maximize'),
      NumberFormat: service('NumberFormat', 'format'),
      PluralRules: service('PluralRules', 'select'),
    };
    if (without) delete intl[without];
    return { intl, used };
  }

  const runWorker = (intl: unknown, close: () => void) =>
    new Function('Intl', 'navigator', 'close', intlWarmSource())(
      intl,
      { language: 'fa-IR' },
      close,
    );

  it("uses each Intl service the first screens need in the device's language, then ends itself", () => {
    const { intl, used } = recordingIntl();
    const close = vi.fn();
    runWorker(intl, close);
    expect(used).toEqual([
      'supportedLocalesOf(fa-IR)',
      'Locale(fa-IR)',
      'Locale.maximize',
      'NumberFormat(fa-IR)',
      'NumberFormat.format',
      'PluralRules(fa-IR)',
      'PluralRules.select',
      'DateTimeFormat(fa-IR)',
      'DateTimeFormat.format',
    ]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('ends itself even where an Intl service is missing', () => {
    const { intl } = recordingIntl('PluralRules');
    const close = vi.fn();
    expect(() => runWorker(intl, close)).not.toThrow();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
