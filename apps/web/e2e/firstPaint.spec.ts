import { expect, test, type Page } from '@playwright/test';

/**
 * The first paint before JavaScript (index.html carries the shell's frame, styled inline and allowed
 * by the CSP's hashes) and no layout shift while the app takes over and the home page's parts arrive.
 */

test('without JavaScript, /m/index paints the header and tab bar frame in the theme colours', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto('/m/index');
  const header = page.locator('.boot-frame-header');
  const tabs = page.locator('.boot-frame-tabs');
  // The inline stylesheet applied (a blocked one leaves the frame unstyled: no height, no colour).
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(header).toHaveCSS('border-bottom-style', 'solid');
  const viewport = page.viewportSize()!;
  const headerBox = (await header.boundingBox())!;
  const tabsBox = (await tabs.boundingBox())!;
  expect(headerBox.y).toBe(0);
  expect(headerBox.height).toBe(53);
  expect(tabsBox.y + tabsBox.height).toBe(viewport.height);
  expect(tabsBox.height).toBe(57);
  // The home page's largest paint, its first banner, is in the frame already (the server puts it
  // there), fetched first.
  const banner = page.locator('#boot-banner');
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.width).toBeGreaterThan(viewport.width * 0.8);
  expect(bannerBox.height).toBeCloseTo((bannerBox.width * 7) / 16, 0);
  expect(blocked).toEqual([]);
  await context.close();
});

test("the frame paints in the operator's dark colours the app saved on an earlier start", async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
  });
  // As the app saves them for a dark operator theme; the app's own scripts are held back so the
  // frame (inline script and style only) is what shows.
  await page.addInitScript(() =>
    localStorage.setItem(
      'frameColours',
      JSON.stringify({ body: '#0f1115', skeleton: '#3b3d41', border: '#515357', scheme: 'dark' }),
    ),
  );
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/m/index');
  const header = page.locator('.boot-frame-header');
  await expect(header).toHaveCSS('background-color', 'rgb(15, 17, 21)');
  await expect(header).toHaveCSS('border-bottom-color', 'rgb(81, 83, 87)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 17, 21)');
  await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#0f1115');
  expect(blocked).toEqual([]);
});

test('the app takes over the frame and loads home without shifting the layout', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __frameSeen: boolean };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/m/index');
  await expect(page.getByTestId('home-market')).toBeVisible();
  await expect(page.getByTestId('home-carousel').locator('img').first()).toHaveAttribute(
    'fetchpriority',
    'high',
  );
  // The banner image has loaded and prices have ticked a few times.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid=home-carousel] img')].some(
      (img) => (img as HTMLImageElement).complete,
    ),
  );
  await page.waitForTimeout(1000);
  // The app's header sits where the frame's header was painted for this address (a desktop browser
  // is sent to /index: the desktop frame).
  const header = (await page.locator('header').first().boundingBox())!;
  // The frame as painted before the app's code runs (its chunks held back; the inline script that
  // picks the mobile or desktop frame runs).
  const noScript = await browser.newContext();
  const framePage = await noScript.newPage();
  await framePage.route('**/assets/*.js', (route) => route.abort());
  await framePage.setViewportSize(page.viewportSize()!);
  await framePage.goto(new URL(page.url()).pathname);
  const frameHeader = (await framePage.locator('.boot-frame-header').boundingBox())!;
  // The server paints the first banner on the phone home page only (a desktop browser is at /index).
  const painted = framePage.locator('#boot-banner');
  const frameBanner = (await painted.count()) ? await painted.boundingBox() : null;
  expect(frameBanner === null).toBe(!/\/m\/index$/.test(page.url()));
  await noScript.close();
  expect(header.y).toBe(frameHeader.y);
  expect(header.height).toBe(frameHeader.height);
  if (frameBanner) {
    // The phone home: the banner the frame painted is where the carousel shows it, at its size.
    // (The slide showing now: autoplay may have moved on from the first, and a slide that is
    // changing as it is measured has no box: measured again.)
    const showing = page.getByTestId('home-carousel').locator('img:visible').first();
    await expect.poll(() => showing.boundingBox()).toEqual(frameBanner);
  }
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);
});

/**
 * Login and quotes: the frame paints the page's largest texts (login heading; quotes title, search
 * label and placeholder) in the stored language before any JavaScript, where the page then shows
 * them at the same size, so the first paint is contentful and the largest paint does not move on.
 */
for (const { path, texts } of [
  { path: 'login', texts: [{ id: 'auth.login.title', real: (p: Page) => p.locator('h1') }] },
  {
    path: 'quotation',
    texts: [
      {
        id: 'quotes.search.placeholder',
        real: (p: Page) => p.getByRole('searchbox'),
      },
    ],
  },
]) {
  test(`the frame of ${path} paints its texts in the stored language where the page shows them`, async ({
    page,
    browser,
  }, testInfo) => {
    const prefix = testInfo.project.name === 'mobile' ? '/m/' : '/';
    const storeLanguage = () => localStorage.setItem('lang', 'fa-IR');
    const blocked: string[] = [];
    const noScript = await browser.newContext({ viewport: page.viewportSize() });
    await noScript.addInitScript(storeLanguage);
    const framePage = await noScript.newPage();
    framePage.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    await framePage.route('**/assets/*.js', (route) => route.abort());
    await framePage.goto(prefix + path);
    await expect(framePage.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(framePage.locator('html')).toHaveAttribute('lang', 'fa-IR');

    await page.addInitScript(storeLanguage);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(prefix + path);
    for (const { id, real } of texts) {
      const painted = framePage.locator(`[data-boot-text="${id}"]`);
      await expect(painted).toBeVisible();
      const text = (await painted.textContent()) ?? '';
      expect(text).not.toBe('');
      expect(text).not.toMatch(/[A-Za-z]{4}/); // Persian, not the English default
      const element = real(page);
      await expect(element).toBeVisible();
      const shown =
        (await element.getAttribute('placeholder')) ?? (await element.textContent()) ?? '';
      expect(shown).toBe(text);
      const frameBox = (await painted.boundingBox())!;
      const box = (await element.boundingBox())!;
      // Same start, width and vertical centre (an input's text sits in its box's middle).
      expect(frameBox.x).toBeCloseTo(box.x + (box.width - frameBox.width) / 2, 0);
      expect(frameBox.y + frameBox.height / 2).toBeCloseTo(box.y + box.height / 2, 0);
    }
    await noScript.close();
    expect(blocked).toEqual([]);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.05);
  });
}
