import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { E2E_OPERATOR_TOKEN } from '../playwright.config';

/**
 * axe-core as @axe-core/playwright loads it (its own dependency, so the version is the one it was
 * released with). The app has no frames, so axe runs in the page itself: AxeBuilder's default mode
 * opens a blank page for every analysis to merge the results of frames, which took 1.2-2 s of each
 * check (the walk's 700 pages spent two thirds of their time there); injected and run in place, a
 * check takes 0.2-0.5 s.
 */
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** The violations axe finds on the page as it is now (`exclude`: selectors of parts left out). */
export async function axeViolations(page: Page, exclude: string[] = []) {
  // Evaluated through the DevTools protocol, not by the page: the page's CSP does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate((excluded) => {
    const { axe } = window as unknown as {
      axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
    };
    return axe
      .run({ exclude: excluded.map((selector) => [selector]) }, { resultTypes: ['violations'] })
      .then((results) => results.violations);
  }, exclude);
}

export async function expectNoAxeViolations(page: Page) {
  // react-aria's live announcer briefly keeps "pending" announcements of a pressed button that points
  // (aria-labelledby) at that button; after a navigation the button is gone for up to 7 s. It is an
  // off-screen live region, not page content.
  // A dialog or toast still fading in has colours between its own and the page's: axe would measure
  // contrast mid-animation. Wait until no finite animation or transition runs and no react-aria
  // overlay is entering or exiting. Polled, not a snapshot of the animations running now: a dialog
  // that opened a frame later (a login's unread prompt) was measured mid-fade (contrast 1.12).
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-entering], [data-exiting]') &&
      !document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        ),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
  expect(await axeViolations(page, ['[data-live-announcer]'])).toEqual([]);
}

/** An operator endpoint of the reference server (apps/server README). */
export async function operator(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.post(`/operator${path}`, {
    headers: { 'x-operator-token': E2E_OPERATOR_TOKEN },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Test mode: a product's next mid prices, stepped at once (it steers the feed, never an outcome). */
export async function scriptFeed(request: APIRequestContext, code: string, ...prices: string[]) {
  await operator(request, `/market/${code}/script`, { prices, tick: true });
}

/** The user's available USDT, a decimal string as the server answers it. */
export async function availableBalance(request: APIRequestContext, token: string) {
  return ((await apiAs(request, token, 'POST', '/user/money/info')).data as { available: string })
    .available;
}

/**
 * The page's token cookie as the browser's cookie store has it (what Playwright reads). The page
 * writes it with `document.cookie`, which reaches the store a moment later: the page may already
 * show the new session (or none) while the store still has the old value, so the checks wait.
 */
const tokenCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'token')?.value;

/** The session token the page keeps in its cookie. */
export async function sessionToken(page: Page): Promise<string> {
  await expect.poll(() => tokenCookie(page)).toBeTruthy();
  return decodeURIComponent((await tokenCookie(page))!);
}

/** The page has removed its token cookie (logged out). */
export async function expectNoSessionCookie(page: Page) {
  await expect.poll(() => tokenCookie(page)).toBeUndefined();
}

/** Calls the API as the page's user. */
export async function apiAs(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { 'X-USER-TOKEN': token },
    ...(data === undefined ? {} : { data }),
  });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/**
 * Logs in through the login page by username. A login asks about unread messages once (a modal,
 * opened when the unread count arrives: sometimes seconds later on a loaded machine, over whatever
 * the test is doing next). Unless the test is about that prompt (`unreadPrompt: 'show'`), the page
 * is loaded again after the login with the prompt marked as answered for the browser session, as
 * the app remembers an answer (the login itself resets it, spec §4).
 */
export async function logIn(
  page: Page,
  username: string,
  password: string,
  { unreadPrompt = 'answered' }: { unreadPrompt?: 'answered' | 'show' } = {},
) {
  if (unreadPrompt === 'answered') {
    await page.addInitScript(() => window.sessionStorage.setItem('unreadPrompted', '1'));
  }
  await page.goto('/m/login');
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Username' }) })
    .click();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/index$/);
  if (unreadPrompt === 'answered') {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

/** The text of a live price on the quotes page (first row). */
export function firstPrice(page: Page) {
  return page.getByTestId('quotes-table').locator('tbody tr').first().locator('td').first();
}

/**
 * Resolves once the page's STOMP connection has been answered with CONNECTED and has sent its
 * SUBSCRIBE frames (or the SUBSCRIBE of `destination`). Call before navigating.
 */
export function stompReady(page: Page, destination?: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      let connected = false;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('CONNECTED')) connected = true;
      });
      socket.on('framesent', ({ payload }) => {
        const frame = String(payload);
        if (!connected || !frame.startsWith('SUBSCRIBE')) return;
        if (destination === undefined || frame.includes(`\ndestination:${destination}\n`))
          resolve();
      });
    });
  });
}
