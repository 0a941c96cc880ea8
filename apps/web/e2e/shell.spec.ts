import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the server serves the built React app and a JSON API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ code: 0, data: { status: 'up' } });

  await page.goto('/m/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.getByText(/market data is simulated/i)).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
