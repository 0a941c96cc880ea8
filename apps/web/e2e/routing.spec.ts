import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('a desktop visitor on /m/index is moved to /index', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop only');
  await page.goto('/m/index');
  // (The guard decides once start-up has loaded the site settings.)
  await expect.poll(() => new URL(page.url()).pathname).toBe('/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a mobile visitor on /index is moved to /m/index', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile only');
  await page.goto('/index');
  await expect(page).toHaveURL(/\/m\/index$/);
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown address shows the 404 page', async ({ page, isMobile }) => {
  const path = isMobile ? '/m/no-such-page' : '/no-such-page';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  // The operator's site name (SITE_NAME of the seed) follows the screen's title.
  await expect(page).toHaveTitle('Page not found · Demo Trading');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(isMobile ? '/m/index' : '/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
});

test('the language picker lists the languages with the current one ticked', async ({ page }) => {
  await page.goto('/m/index');
  await page.getByRole('button', { name: 'Language' }).click();
  const list = page.getByRole('listbox', { name: 'Choose a language' });
  await expect(list.getByRole('option', { name: 'English' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoAxeViolations(page);
});

test('picking a language stores it and reloads the page in that language', async ({ page }) => {
  await page.goto('/m/index');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa-IR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('fa-IR');
  // The frame script sets lang and dir as the reload starts, before the app has drawn the page: the
  // page is checked once it is there (its heading), not its first-paint frame.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the login page goes back to where the visitor came from, or home when opened directly', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'mobile only');
  await page.goto('/m/quotation');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Log in' })
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/quotation$/);

  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/index$/);
});
