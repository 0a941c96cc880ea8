import { rm } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';
import { walkRoutes, type WalkRoute } from './walkRoutes';

/**
 * The acceptance walk of issue 12: every route of the app on a phone (375 and 320 px) and on a
 * desktop, in English, Persian (right to left) and Simplified Chinese, as a visitor and as a logged-in
 * user. On every page: no 404 page (neither the address itself nor any visible link inside the app
 * leads to one), no horizontal overflow, no clipped text in a control or a page heading (cut off by its
 * box, ended with an ellipsis, or a word broken across lines) and no axe violation. Each page's
 * screenshot is attached to the test, passed or failed: the JSON report (apps/web/.test-results/e2e.json)
 * lists them, and the files stay in the test's output folder
 * (apps/web/.test-results/playwright/walk-…/attachments) until the next Playwright run.
 */

interface Size {
  name: string;
  width: number;
  height: number;
}

/**
 * A device of the walk and the window sizes it is checked at. A phone's page is loaded once and checked
 * at both widths (the window resized in between, as a phone turned or a split screen does): loading
 * every page again for the second width took a third of the walk. Which width a page is loaded at
 * alternates from page to page and from language to language, so every page is loaded at each width.
 */
interface Device {
  name: string;
  sizes: readonly Size[];
  mobile: boolean;
}

const devices: readonly Device[] = [
  {
    name: 'phone-375+320',
    sizes: [
      { name: '375', width: 375, height: 812 },
      { name: '320', width: 320, height: 640 },
    ],
    mobile: true,
  },
  { name: 'desktop-1366', sizes: [{ name: '1366', width: 1366, height: 900 }], mobile: false },
];
const locales = ['en-US', 'fa-IR', 'zh-CN'] as const;
const sessions = ['visitor', 'user'] as const;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The demo account of the seed (apps/server/src/db/seed.ts). */
const DEMO = { username: 'demoacct', password: 'demo123456' };

async function openContext(browser: Browser, device: Device, locale: string) {
  const { width, height } = device.sizes[0]!;
  const context = await browser.newContext({
    viewport: { width, height },
    ...(device.mobile
      ? { userAgent: IPHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { deviceScaleFactor: 1 }),
    locale,
  });
  await context.addInitScript((tag) => {
    window.localStorage.setItem('lang', tag);
    // The unread-message prompt belongs to the first page of a session, not to every page walked.
    window.sessionStorage.setItem('unreadPrompted', '1');
  }, locale);
  return context;
}

async function logInByApi(context: BrowserContext) {
  const response = await context.request.post('/api/oauth/login', {
    data: { username: DEMO.username, password: DEMO.password },
  });
  const body = (await response.json()) as { code: number; data?: { token?: string } };
  const token = body.data?.token;
  expect(token, JSON.stringify(body)).toBeTruthy();
  const { origin } = new URL(response.url());
  await context.addCookies([{ name: 'token', value: encodeURIComponent(token!), url: origin }]);
}

/** The address as the walk opens it on this device. */
function addressOf(route: WalkRoute, mobile: boolean): string {
  if (route.unprefixed || mobile) return route.address;
  return route.address.replace(/^\/m\//, '/');
}

/** What the page shows, measured in the page. */
interface PageFindings {
  notFound: boolean;
  overflow: { scrollWidth: number; clientWidth: number } | null;
  clipped: string[];
  links: string[];
}

function measure(): PageFindings {
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    const style = getComputedStyle(el);
    return (
      style.visibility !== 'hidden' && style.display !== 'none' && el.closest('[inert]') === null
    );
  };
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  /**
   * The part of the window an element can be seen in: the window cut by every ancestor that hides
   * what overflows it. Ancestors that scroll (a tab strip, a wide table) do not cut: what they hold
   * is reached by scrolling.
   */
  const visibleArea = (el: Element) => {
    const area = { left: 0, right: window.innerWidth };
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === 'auto' || o === 'scroll') return null;
      if (o === 'hidden' || o === 'clip') {
        const r = a.getBoundingClientRect();
        area.left = Math.max(area.left, r.left);
        area.right = Math.min(area.right, r.right);
      }
    }
    return area;
  };
  const clipped: string[] = [];
  const controls = document.querySelectorAll(
    'h1, button, a[href], [role=button], [role=tab], [role=link], [role=menuitem], [role=option], [role=radio], [role=switch], label, select, input[type=submit]',
  );
  for (const control of controls) {
    if (!visible(control) || control.closest('[aria-hidden=true]')) continue;
    const box = control.getBoundingClientRect();
    // The control (or part of it) cut off by the window or a box around it that does not scroll.
    const area = visibleArea(control);
    if (area && (box.right > area.right + 1 || box.left < area.left - 1)) {
      clipped.push(`${describe(control)} is cut off at the side`);
      continue;
    }
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (text.trim() === '' || !node.parentElement || !visible(node.parentElement)) continue;
      const parentStyle = getComputedStyle(node.parentElement);
      if (parentStyle.position === 'absolute' && parentStyle.clip !== 'auto') continue;
      // Text cut by a box that hides what overflows it (a fixed height, a clipped line).
      for (
        let el: Element | null = node.parentElement;
        el && control.contains(el);
        el = el.parentElement
      ) {
        const style = getComputedStyle(el);
        const hides = (o: string) => o === 'hidden' || o === 'clip';
        if (
          (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
          (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
        ) {
          clipped.push(`${describe(control)} is cut by a box that hides its overflow`);
          break;
        }
      }
      // Text cut by an ellipsis.
      for (
        let el: Element | null = node.parentElement;
        el && control.contains(el);
        el = el.parentElement
      ) {
        const style = getComputedStyle(el);
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
          clipped.push(`${describe(control)} is cut with an ellipsis`);
          break;
        }
      }
      // Text running out of the control's box sideways (a glyph's ascent may pass a tight line
      // height above and below without anything being cut; a box that hides its overflow is
      // checked above).
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        if (rect.right > box.right + 1 || rect.left < box.left - 1) {
          clipped.push(`${describe(control)} has text outside its box`);
          break;
        }
      }
      // A word broken across lines ("Usernam/e"). Scripts without spaces between words (Chinese,
      // Japanese) break between characters by rule; only words of other scripts are measured.
      const words = text.matchAll(/[^\s\u3000-\u9fff\uff00-\uffef]{2,}/g);
      for (const word of words) {
        const wordRange = document.createRange();
        wordRange.setStart(node, word.index);
        wordRange.setEnd(node, word.index + word[0].length);
        const tops = new Set(
          [...wordRange.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) {
          clipped.push(`${describe(control)} breaks the word "${word[0]}" across lines`);
          break;
        }
      }
    }
  }
  // Links: anchors, and the rows of react-aria collections that navigate (`data-href`).
  const links = [...document.querySelectorAll('a[href], [data-href]')]
    .filter((a) => visible(a) && !a.closest('[aria-hidden=true]'))
    .map((a) => new URL(a.getAttribute('href') ?? a.getAttribute('data-href')!, location.href))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => `${url.pathname}${url.search}`);
  const root = document.documentElement;
  return {
    notFound: document.querySelector('[data-page="not-found"]') !== null,
    overflow:
      root.scrollWidth > root.clientWidth + 1
        ? { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
        : null,
    clipped: [...new Set(clipped)],
    links: [...new Set(links)],
  };
}

/** Waits until the page has settled: a heading, nothing loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** Resizes the window and waits for the layout at the new size (two frames) and the page to settle. */
async function resize(page: Page, size: Size) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await settled(page);
}

/** One link pattern per page kind: ids and query values do not make a different page. */
const linkPattern = (link: string) =>
  link.replace(/\/\d+(?=\/|\?|$)/g, '/:id').replace(/=[^&]*/g, '=');

// A walk's findings are its problem list and a screenshot of every page. Recording a trace of its
// 700 page loads made it 40 % slower (1.6 min against 1.1 for one walk).
test.use({ trace: 'off' });

for (const session of sessions) {
  for (const [localeIndex, locale] of locales.entries()) {
    for (const device of devices) {
      test(`walk: ${session}, ${locale}, ${device.name}`, async ({ browser }, testInfo) => {
        test.skip(testInfo.project.name !== 'desktop', 'the walk sets its own devices');
        test.setTimeout(120_000 * device.sizes.length + 120_000);
        const context = await openContext(browser, device, locale);
        if (session === 'user') await logInByApi(context);
        const page = await context.newPage();
        const problems: string[] = [];
        const seen = new Map<string, string>(); // link pattern → a link of it
        const visited = new Set<string>();
        const placeholders: Record<string, RegExp> = {
          help: /\/help\/detail\/(\d+)/,
          poster: /\/poster\/detail\/(\d+)/,
          message: /\/user\/message\/detail\/(\d+)/,
        };

        let loads = 0;
        let current = device.sizes[0]!;
        const check = async (address: string, expectNotFound = false) => {
          const sizes =
            (loads + localeIndex) % 2 === 1 ? [...device.sizes].reverse() : device.sizes;
          const shotBase = `${String(loads).padStart(2, '0')}${address.replace(/[^a-z0-9]+/gi, '_')}`;
          loads += 1;
          if (current !== sizes[0]) await page.setViewportSize(sizes[0]!);
          await page.goto(address);
          await settled(page);
          for (const [index, size] of sizes.entries()) {
            if (index > 0) await resize(page, size);
            current = size;
            await checkPage(address, expectNotFound, size, `${shotBase}_${size.name}`);
          }
          visited.add(linkPattern(new URL(page.url()).pathname + new URL(page.url()).search));
          visited.add(linkPattern(address));
        };

        /** The findings, screenshot and axe check of the page as it is now, at one size. */
        const checkPage = async (
          address: string,
          expectNotFound: boolean,
          size: Size,
          shot: string,
        ) => {
          const found = await page.evaluate(measure);
          const where =
            device.sizes.length > 1
              ? `${address} (${new URL(page.url()).pathname}, ${size.name} px)`
              : `${address} (${new URL(page.url()).pathname})`;
          if (found.notFound !== expectNotFound)
            problems.push(
              `${where}: ${found.notFound ? 'shows the 404 page' : 'is not the 404 page'}`,
            );
          if (found.overflow)
            problems.push(
              `${where}: scrolls sideways (${found.overflow.scrollWidth} > ${found.overflow.clientWidth})`,
            );
          for (const clip of found.clipped) problems.push(`${where}: ${clip}`);
          for (const link of found.links) {
            const pattern = linkPattern(link);
            if (!seen.has(pattern)) seen.set(pattern, link);
          }
          const file = testInfo.outputPath(`${shot}.png`);
          // One image pixel per CSS pixel: at the phones' device scale the PNG had four times the
          // pixels to encode, for a screenshot a person looks at, not a pixel comparison.
          await page.screenshot({ path: file, fullPage: true, scale: 'css' });
          // Attaching copies the file into the output folder's attachments/: keep that one copy.
          await testInfo.attach(shot, { path: file, contentType: 'image/png' });
          await rm(file);
          try {
            await expectNoAxeViolations(page);
          } catch (error) {
            problems.push(`${where}: axe: ${String(error).slice(0, 2000)}`);
          }
        };

        for (const route of walkRoutes) {
          if (route.userOnly && session === 'visitor') continue;
          let address = addressOf(route, device.mobile);
          const hole = /\{(\w+)\}/.exec(address);
          if (hole) {
            const match = [...seen.values()]
              .map((link) => placeholders[hole[1]!]!.exec(link))
              .find((m) => m !== null);
            if (!match) {
              problems.push(`${address}: no link to one was found on the pages before it`);
              continue;
            }
            address = address.replace(hole[0], match[1]!);
          }
          await check(address, route.route === '404');
        }
        // Every visible link inside the app leads to a page (one of each kind not walked yet).
        for (const [pattern, link] of seen) {
          if (visited.has(pattern) || visited.has(linkPattern(link.split('?')[0]!))) continue;
          await check(link);
        }
        await context.close();
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
}
