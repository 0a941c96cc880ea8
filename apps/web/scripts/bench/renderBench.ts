/**
 * Render benchmark in Chromium: builds bench/index.html (the real app on in-memory services, not
 * minified so component names survive), serves it on 127.0.0.1:0, opens it as a phone, feeds 200
 * symbols at 200 messages/s and counts, through React's commit hook (what React DevTools uses):
 * quote-row renders per message, React commits per second, header and tab bar renders per message,
 * and renders while the page is hidden.
 */
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { chromium, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';

const RATE = 200;
const SECONDS = 5;
const LIMITS = { rowRendersPerMessage: 1, commitsPerSecond: 60, chromePerMessage: 0, hidden: 0 };

const appDir = resolve(import.meta.dirname, '../..');

/** Counts per commit, installed before React loads (React calls the DevTools hook if present). */
function installCommitHook() {
  type Fiber = {
    tag: number;
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  };
  const counts = { commits: 0, rows: 0, header: 0, tabBar: 0, components: 0 };
  const byName: Record<string, number> = {};
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function') return (type as { name?: string }).name ?? '';
    if (type && typeof type === 'object' && 'type' in type)
      return nameOf((type as { type: unknown }).type);
    return '';
  };
  const PERFORMED_WORK = 1;
  const count = (fiber: Fiber, mounted: boolean) => {
    if (typeof fiber.type !== 'function' && typeof fiber.type !== 'object') return;
    const rendered = mounted || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK;
    if (!rendered) return;
    const name = nameOf(fiber.type);
    counts.components += 1;
    byName[name || '(anonymous)'] = (byName[name || '(anonymous)'] ?? 0) + 1;
    if (name === 'QuoteRow') counts.rows += 1;
    else if (name === 'Header') counts.header += 1;
    else if (name === 'BottomTabBar') counts.tabBar += 1;
  };
  // Like React DevTools: walk the new tree against the previous one; an unchanged subtree is skipped.
  const walk = (next: Fiber, prev: Fiber | null) => {
    count(next, prev === null);
    if (prev !== null && next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) walk(child, child.alternate);
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      counts.commits += 1;
      walk(root.current, root.current.alternate);
    },
  };
  (window as unknown as Record<string, unknown>).__renderCounts = counts;
  (window as unknown as Record<string, unknown>).__renderNames = byName;
  // Page visibility the test can switch.
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { get: () => hidden });
  (window as unknown as Record<string, unknown>).__setHidden = (value: boolean) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

export interface BenchResult {
  ok: boolean;
}

export async function runRenderBench(): Promise<BenchResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'render-bench-'));
  try {
    await build({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        rollupOptions: { input: join(appDir, 'scripts/bench/index.html') },
      },
    });
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      let file = join(outDir, path);
      if (!existsSync(file) || path === '/') file = join(outDir, 'scripts/bench/index.html');
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(file));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({
      executablePath: chromiumPath as string,
      args: chromiumArgs as string[],
    });
    try {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      // tsx (esbuild keepNames) wraps functions in `__name(...)`: give the page that helper too.
      await page.addInitScript({
        content: `var __name = (target) => target; (${installCommitHook.toString()})();`,
      });
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByTestId('quotes-table').waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid^="quote-row-"]').length >= 50,
        undefined,
        { timeout: 30_000 },
      );
      const rowsShown = await page.locator('[data-testid^="quote-row-"]').count();
      await page.waitForTimeout(1000);

      const reset = () =>
        page.evaluate(() => {
          const counts = (window as unknown as { __renderCounts: Record<string, number> })
            .__renderCounts;
          for (const key of Object.keys(counts)) counts[key] = 0;
          const names = (window as unknown as { __renderNames: Record<string, number> })
            .__renderNames;
          for (const key of Object.keys(names)) delete names[key];
        });
      const read = () =>
        page.evaluate(() => ({
          ...(window as unknown as { __renderCounts: Record<string, number> }).__renderCounts,
        }));

      await reset();
      const started = Date.now();
      const sent = await page.evaluate(
        ([rate, seconds]) => window.bench.run(rate!, seconds!),
        [RATE, SECONDS],
      );
      await page.waitForTimeout(100);
      const elapsed = (Date.now() - started) / 1000;
      const visible = await read();

      await page.evaluate(() =>
        (window as unknown as { __setHidden(v: boolean): void }).__setHidden(true),
      );
      // Effects of ticks shown before hiding (a price's highlight fading) may still finish: counted
      // apart; then messages keep arriving while hidden and must render nothing.
      await reset();
      await page.waitForTimeout(1500);
      const trailing = await read();
      await reset();
      await page.evaluate(([rate]) => window.bench.run(rate!, 2), [RATE]);
      await page.waitForTimeout(100);
      const hidden = await read();
      const hiddenNames = await page.evaluate(() =>
        Object.entries(
          (window as unknown as { __renderNames: Record<string, number> }).__renderNames,
        )
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5),
      );
      await page.evaluate(() =>
        (window as unknown as { __setHidden(v: boolean): void }).__setHidden(false),
      );

      const figures = {
        rowRendersPerMessage: visible.rows! / sent,
        commitsPerSecond: visible.commits! / elapsed,
        headerPerMessage: visible.header! / sent,
        tabBarPerMessage: visible.tabBar! / sent,
        hiddenRenders: hidden.components!,
        hiddenCommits: hidden.commits!,
      };
      const checks = [
        [
          'quote-row renders per message',
          figures.rowRendersPerMessage,
          LIMITS.rowRendersPerMessage,
        ],
        ['React commits per second', figures.commitsPerSecond, LIMITS.commitsPerSecond],
        ['header renders per price message', figures.headerPerMessage, LIMITS.chromePerMessage],
        ['tab bar renders per price message', figures.tabBarPerMessage, LIMITS.chromePerMessage],
        ['renders while hidden', figures.hiddenRenders, LIMITS.hidden],
      ] as const;
      console.log(
        `\nRender benchmark (Chromium, ${rowsShown} rows on screen of ${await page.evaluate(() => window.bench.symbols)} symbols, ${sent} messages at ${RATE}/s over ${elapsed.toFixed(1)} s):`,
      );
      let ok = rowsShown > 0 && sent > 0;
      for (const [label, value, limit] of checks) {
        const over = value > limit;
        ok &&= !over;
        console.log(
          `  ${label.padEnd(36)} ${value.toFixed(3).padStart(9)}  (limit ${limit}) ${over ? 'OVER' : 'ok'}`,
        );
      }
      console.log(
        `  (while hidden: ${figures.hiddenCommits} commits, rendered: ${JSON.stringify(hiddenNames)}; in the 1.5 s after hiding, before new messages: ${trailing.components} component renders in ${trailing.commits} commits; row renders in total: ${visible.rows})`,
      );
      return { ok };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
