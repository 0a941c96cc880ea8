import { expect, test } from '@playwright/test';
import { axeViolations } from './support';

test('the server serves the built React app and a JSON API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ code: 0, data: { status: 'up' } });

  await page.goto('/m/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.getByText(/market data is simulated/i)).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
});

test('desktop: every page keeps the top navigation, one h1, and no link in it leads to a 404', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop only');
  await page.setViewportSize({ width: 1366, height: 900 });
  const pages = [
    '/index',
    '/quotation',
    '/market?id=1',
    '/login',
    '/register',
    '/forget',
    '/language',
    '/faq',
    '/help',
    '/terms',
    '/privacy',
    '/about',
    '/search',
    '/poster',
    '/poster/cate',
    '/support',
  ];
  for (const path of pages) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav, path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole('main'), path).toHaveCount(1);
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The trade tab is open to visitors (issue 14); the assets tab is for users only.
    expect(hrefs, path).toEqual(['/index', '/quotation', '/user/trade', '/login']);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});

test('desktop quotes: the full market table sorts by 24 h volume from its header', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop only');
  await page.goto('/quotation');
  const table = page.getByTestId('quotes-table');
  await expect(table.getByRole('columnheader')).toHaveText([
    /Name/,
    /Last price/,
    /24h change/,
    /24h high/,
    /24h low/,
    /24h volume/,
  ]);
  await table.getByRole('button', { name: '24h volume' }).click();
  await expect(table.getByRole('columnheader', { name: '24h volume' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // The row opens the product from any cell: a click in the middle of the volume cell.
  const box = (await table.getByRole('row').nth(1).getByRole('cell').last().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/market\?id=\d+$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
