import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/** Issue 12 defects 3 and 4: how failures and expected answers of the server are shown. */
test.describe('failures and answers', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile only');

  /** The call answers 500 until the returned function lets it through. */
  async function fail500(page: Page, path: string) {
    let failing = true;
    await page.route(
      (url) => url.pathname === `/api${path}`,
      (route) =>
        failing
          ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
          : route.continue(),
    );
    return () => {
      failing = false;
    };
  }

  for (const path of ['/trade/product/list', '/translation/list', '/country/list']) {
    test(`a failing ${path} at start-up blocks nothing: shell, navigation, login, language (defect 3)`, async ({
      page,
    }) => {
      const recover = await fail500(page, path);
      await page.goto('/m/index');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('The app could not start')).toHaveCount(0);
      // The failure's toast (5 s) sits below the header: the header's buttons (language, help) stay
      // usable meanwhile. It covered them, and the language step below waited for it to go.
      const toast = page
        .getByRole('region', { name: /notification/i })
        .getByRole('alert')
        .filter({ hasText: 'Something went wrong' })
        .first();
      await expect(toast).toBeVisible();
      const headerBox = await page.locator('header').first().boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
      const tabs = page.getByRole('navigation', { name: 'Main' });
      await tabs.getByRole('link', { name: 'Quotes' }).click();
      await expect(page).toHaveURL(/\/m\/quotation$/);
      if (path === '/trade/product/list') {
        await expect(page.getByText('The quotes could not be loaded.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      }
      await tabs.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      const countriesNotice = page.getByText(
        'The country codes could not be loaded, so a phone number cannot be used yet.',
      );
      if (path === '/country/list') {
        await expect(countriesNotice).toBeVisible();
        await expectNoAxeViolations(page);
        recover();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(countriesNotice).toHaveCount(0);
      } else await expect(countriesNotice).toHaveCount(0);

      await page.goto('/m/index');
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'فارسی' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa-IR');
      await page.getByRole('button', { name: 'زبان' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    });
  }

  test('a wrong password is said as it is, not headed "Something went wrong" (defect 4)', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Username' }) })
      .click();
    await page.getByRole('textbox', { name: 'Username' }).fill('nobody01');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText('Account or password wrong');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('a missing product is "Product not found" with the way back, no Retry, no toast (defect 4)', async ({
    page,
  }) => {
    await page.goto('/m/market?id=99999');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByText('No such product')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to quotes' }).click();
    await expect(page).toHaveURL(/\/m\/quotation$/);
  });

  test('a chart failure says so in the app’s words with Retry, never "Internal Server Error" (defect 4)', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname.startsWith('/api/trade/product/kdata/'),
      (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto('/m/market?id=1');
    const chart = page.getByTestId('product-chart');
    await expect(chart.getByText('The chart could not be loaded.')).toBeVisible();
    await expect(chart.getByText('Internal Server Error')).toHaveCount(0);
    await expect(chart.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
