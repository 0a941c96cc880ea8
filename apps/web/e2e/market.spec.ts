import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support';

// Issue 12, defects 10-15 and 18, as a visitor finds them on a phone (the mobile project).
test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'the walk-through was done on a phone');
});

/** The page never scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The element's text sits on one line (a symbol, a tab label never breaks inside a word). */
/** How many lines the text of an element takes (its visually hidden parts, like a radio input, aside). */
async function lineCount(locator: Locator) {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** The element is wholly inside the viewport horizontally. */
async function expectWhollyVisible(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
}

async function switchToPersian(page: Page) {
  await page.goto('/m/index');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('10: a tap anywhere on a quote row opens the product; search finds every market', async ({
  page,
}) => {
  await page.goto('/m/quotation');
  const row = page.getByTestId('quote-row-BTCUSDT');
  // A tap on the change cell, away from the name: before, only the name cell was a link.
  const cell = (await row.locator('td').last().boundingBox())!;
  await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height / 2);
  await expect(page).toHaveURL(/\/m\/market\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^BTCUSDT/ })).toBeVisible();

  await page.goto('/m/quotation');
  await expect(page.getByRole('tab', { name: 'Coins' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search' }).fill('apple');
  const aapl = page.getByTestId('quote-row-AAPL');
  await expect(aapl).toBeVisible();
  await expect(aapl).toContainText('Stocks');
  await expect(aapl.getByRole('link')).toHaveCount(1);
});

test('11: the language page shows a flag for every language, never an empty image', async ({
  page,
}) => {
  await page.goto('/m/language');
  const english = page.getByRole('option', { name: 'English' });
  await expect(english).toBeVisible();
  await expect(english).toContainText('🇺🇸');
  const emptyImages = await page
    .locator('img')
    .evaluateAll(
      (images) => images.filter((image) => !(image as HTMLImageElement).getAttribute('src')).length,
    );
  expect(emptyImages).toBe(0);
});

test('12: Persian intervals are all reachable, digits are Latin, English notices read LTR', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await switchToPersian(page);
  // An English notice from the server keeps its own direction (its full stop at its end).
  const notice = page.getByTestId('home-notices').locator('li').first();
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

  await page.goto('/m/market?id=1');
  const intervals = page.getByRole('tablist', { name: 'بازهٔ کندل' });
  await expect(intervals).toBeVisible();
  await expect(page.getByTestId('product-summary')).toBeVisible();
  // One rule for digits: no Persian or Arabic-Indic digit anywhere on the page.
  expect(await page.locator('main').innerText()).not.toMatch(/[۰-۹٠-٩]/);
  const daily = intervals.getByRole('tab', { name: 'روزانه' });
  // The hidden end is marked, and the mark scrolls until "Daily" shows whole.
  const more = page.locator('[data-side="end"]');
  await expect(more).toBeVisible();
  for (let i = 0; i < 6 && (await more.isVisible()); i += 1) {
    await more.click();
    await page.waitForTimeout(400);
  }
  await expectWhollyVisible(page, daily);
  await daily.click();
  await expect(daily).toHaveAttribute('aria-selected', 'true');
  await expectNoHorizontalOverflow(page);
});

test('13: at 320 px nothing breaks mid-word, is clipped without a hint, or overflows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });

  await page.goto('/m/quotation');
  const symbol = page.getByTestId('quote-row-BTCUSDT').getByText('BTCUSDT', { exact: true });
  await expect(symbol).toHaveText('BTCUSDT');
  expect(await lineCount(symbol)).toBe(1);
  await expectWhollyVisible(page, page.getByRole('tab', { name: 'Forex' }));
  await expectNoHorizontalOverflow(page);

  await page.goto('/m/market?id=1');
  const oneDay = page.getByRole('tab', { name: '1D' });
  await expect(oneDay).toBeAttached();
  // Either the 1D tab shows whole, or the list marks that more tabs follow.
  const box = (await oneDay.boundingBox())!;
  if (box.x + box.width > 320.5) await expect(page.locator('[data-side="end"]')).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.goto('/m/index');
  const carousel = page.getByTestId('home-carousel');
  await expect(carousel).toBeVisible();
  const dots = carousel.getByRole('button', { name: /^Show slide/ });
  const tops = await dots.evaluateAll((buttons) =>
    buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBeLessThanOrEqual(1);
  await expectNoHorizontalOverflow(page);

  await page.goto('/m/register');
  // The segment a person sees is the label around the (visually hidden) radio.
  const username = page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Username' }) });
  await expect(username).toBeVisible();
  expect(await lineCount(username)).toBe(1);
  await expectNoHorizontalOverflow(page);
});

test('14: Back on a page opened directly stays in the app', async ({ page }) => {
  await page.goto('/m/market?id=3');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/quotation$/);

  await page.goto('/m/language');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/index$/);
});

test('15: the chart attribution is an external link that opens a new tab', async ({ page }) => {
  await page.goto('/m/market?id=1');
  const attribution = page.getByRole('link', { name: /TradingView/ });
  await expect(attribution).toHaveAttribute(
    'href',
    'https://www.tradingview.com/lightweight-charts/',
  );
  await expect(attribution).toHaveAttribute('target', '_blank');
  await expect(attribution).toHaveAttribute('rel', /noopener/);
  await expect(attribution).toHaveAccessibleName(/opens in a new tab/);
});

test('18: /m/user leads a user somewhere real; home links only to screens that exist', async ({
  page,
}) => {
  await logIn(page, 'demoacct', 'demo123456');
  await page.goto('/m/user');
  await expect(page).toHaveURL(/\/m\/(user\/index|index)$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);

  await page.goto('/m/index');
  await expect(page.getByTestId('home-shortcuts')).toBeVisible();
  const hrefs = await page
    .locator('[data-testid="home-shortcuts"] a, [data-testid="home-carousel"] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  }
});
