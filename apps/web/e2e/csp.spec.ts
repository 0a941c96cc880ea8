import { expect, test, type Page } from '@playwright/test';
import { apiAs, operator, sessionToken } from './support';

/**
 * The Content-Security-Policy (enforced) and Trusted Types (report-only) of the reference server on
 * every screen: no violation and no report. Both show up in the page as `securitypolicyviolation`
 * events (a report-only one with disposition 'report'); blocked resources also log a console error.
 */
interface Violation {
  page: string;
  directive: string;
  disposition: string;
  blocked: string;
  sample: string;
  source: string;
}

async function collectViolations(page: Page) {
  const found: (Violation | string)[] = [];
  await page.exposeFunction('__cspViolation', (v: Violation) => found.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation({
        page: location.pathname + location.search,
        directive: e.effectiveDirective,
        disposition: e.disposition,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Trusted(?:.?Types?|HTML|Script)/i.test(message.text()))
      found.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content.Security.Policy|Trusted(?:.?Types?|HTML|Script)/i.test(error.message))
      found.push(`page error: ${error.message}`);
  });
  return found;
}

/** Lets late effects (lazy chunks, react-aria's style insertion, the socket) run before checking. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** A new account starts with welcome messages: its first screen asks about them, once a session. */
async function dismissUnreadPrompt(page: Page) {
  const prompt = page.getByRole('alertdialog', { name: 'New messages' });
  await prompt.getByRole('button', { name: 'Cancel' }).click({ timeout: 15_000 });
  await expect(prompt).toBeHidden();
}

test('the collector sees a blocked inline script and a Trusted Types report', async ({ page }) => {
  // Without this check the test below could pass because nothing is listening.
  const found = await collectViolations(page);
  await page.goto('/m/language');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    document.createElement('div').innerHTML = '<b>untrusted</b>';
  });
  await expect
    .poll(() =>
      found.map((v) => (typeof v === 'string' ? 'console' : `${v.directive}/${v.disposition}`)),
    )
    .toEqual(
      expect.arrayContaining([
        'script-src-elem/enforce',
        'require-trusted-types-for/report',
        'console',
      ]),
    );
  // The inline script was blocked, not run.
  expect(
    await page.evaluate(() => (window as { __injected?: boolean }).__injected),
  ).toBeUndefined();
});

test('no CSP violation and no Trusted Types report on any screen', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const found = await collectViolations(page);
  const p = isMobile ? '/m' : '';
  const heading = page.getByRole('heading', { level: 1 });

  // A visitor's screens.
  for (const path of [
    `${p}/index`,
    `${p}/quotation`,
    `${p}/login`,
    `${p}/register`,
    `${p}/forget`,
    `${p}/language`,
    '/app',
    `${p}/no-such-page`,
  ]) {
    await page.goto(path);
    await expect(heading).toBeVisible();
    await settle(page);
  }
  // react-aria's <style> for pressable elements came in under the page's style nonce and applies.
  await page.goto(`${p}/login`);
  await expect(heading).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const style = document.getElementById('react-aria-pressable-style');
        return style instanceof HTMLStyleElement ? (style.sheet?.cssRules.length ?? 0) : -1;
      }),
    )
    .toBeGreaterThan(0);
  // The product page with its chart (canvas, the library's own DOM).
  await page.goto(`${p}/quotation`);
  await page.getByTestId('quotes-table').locator('tbody tr a').first().click();
  await expect(page).toHaveURL(/\/market\?id=\d+/);
  await expect(page.locator('canvas').first()).toBeVisible();
  await settle(page);
  // The language picker (a popover) from the header.
  await page.goto(`${p}/index`);
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('listbox', { name: 'Choose a language' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A new user: the registration form, then the signed-in screens.
  const username = `csp${Date.now().toString(36).slice(-8)}`;
  const password = 'secret123';
  await page.goto(`${p}/register`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Withdrawal password').fill('1234');
  await page.getByText('I have read and agree to the terms of service').click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`${p}/index$`));
  await dismissUnreadPrompt(page);

  // A message with markup: the rich-text sink (DOMPurify) renders it.
  const token = await sessionToken(page);
  const info = await apiAs(request, token, 'POST', '/user/info');
  await operator(request, '/notices', {
    userId: (info.data as { id: number }).id,
    title: 'Rich text',
    subTitle: 'CSP e2e',
    description:
      '<p>Hello <b>trader</b>, <a href="https://example.com" target="_blank">a link</a></p>',
  });
  await page.goto(`${p}/user/message`);
  await expect(heading).toHaveText('Messages');
  await page
    .getByRole('row', { name: /Rich text/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/user\/message\/detail\/\d+$/);
  await expect(page.getByText('trader', { exact: true })).toBeVisible();
  await settle(page);

  // The log-out confirmation dialog, then the page after logging out.
  await page.goto(`${p}/index`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await settle(page);

  expect(found).toEqual([]);
});

test('the maintenance page has no CSP violation', async ({ page }) => {
  const found = await collectViolations(page);
  // Outside maintenance the guard moves the visitor on; the page still loads and renders first.
  await page.goto('/maintain');
  await settle(page);
  expect(found).toEqual([]);
});
