import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/** The content pages against the reference server's seeded FAQ, help topics, pages and products. */
test.describe('content pages', () => {
  test('help: the header "?" opens the FAQ, a search narrows it, the help centre opens a topic', async ({
    page,
    isMobile,
  }) => {
    const p = isMobile ? '/m' : '';
    await page.goto(`${p}/index`);
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${p}/faq$`));
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('withdrawal');
    const question = page.getByRole('button', { name: 'How long does a withdrawal take?' });
    await expect(question).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I deposit?' })).toHaveCount(0);
    await question.click();
    await expect(page.getByText(/usually complete within one business day/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('lottery');
    await expect(page.getByText('No question matches “lottery”')).toBeVisible();

    await page.getByRole('link', { name: 'Help centre' }).click();
    await expect(page).toHaveURL(new RegExp(`${p}/help$`));
    await page.getByRole('row', { name: /Risk warning/ }).click();
    await expect(page).toHaveURL(new RegExp(`${p}/help/detail/\\d+$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Risk warning' })).toBeVisible();
    await expect(page.getByText(/carries a high level of risk/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the register page’s terms link opens the terms of service', async ({ page, isMobile }) => {
    const p = isMobile ? '/m' : '';
    await page.goto(`${p}/register`);
    await page.getByRole('link', { name: 'Read the terms of service' }).click();
    await expect(page).toHaveURL(new RegExp(`${p}/terms$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of service' })).toBeVisible();
    await expect(page.getByText(/Demo terms of service/)).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('search "apple" finds AAPL though it is not a coin, and opens its page', async ({
    page,
    isMobile,
  }) => {
    const p = isMobile ? '/m' : '';
    await page.goto(`${p}/search`);
    await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products and articles' }).fill('apple');
    const row = page.getByRole('row', { name: /AAPL/ });
    await expect(row).toBeVisible();
    await expect(page).toHaveURL(/keyword=apple/);
    await expectNoAxeViolations(page);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`${p}/market\\?id=\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: /AAPL/ })).toBeVisible();
  });
});
