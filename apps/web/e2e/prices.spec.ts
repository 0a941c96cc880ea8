import { expect, test, type WebSocketRoute } from '@playwright/test';
import { expectNoAxeViolations, firstPrice, logIn } from './support';

test.describe('live prices', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile only');

  test('a guest browses home and quotes and sees prices change', async ({ page }) => {
    await page.goto('/m/index');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Quotes' })
      .click();
    await expect(page).toHaveURL(/\/m\/quotation$/);
    const price = firstPrice(page);
    await expect(price).toBeVisible();
    const first = await price.innerText();
    await expect.poll(() => price.innerText(), { timeout: 5000 }).not.toBe(first);
    await expectNoAxeViolations(page);
  });

  test('the socket drops and comes back; prices resume within 4 s', async ({ page }) => {
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/websocket\/server/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await page.goto('/m/quotation');
    const price = firstPrice(page);
    await expect(price).toBeVisible();
    const before = await price.innerText();
    await expect.poll(() => price.innerText(), { timeout: 5000 }).not.toBe(before);
    expect(sockets.length).toBeGreaterThan(0);

    // Drop the live connection as a network failure would.
    await sockets.at(-1)!.close({ code: 1006, reason: 'e2e drop' });
    const dropped = Date.now();
    const atDrop = await price.innerText();
    await expect
      .poll(() => price.innerText(), { timeout: 4000, intervals: [100] })
      .not.toBe(atDrop);
    expect(Date.now() - dropped).toBeLessThan(4000);
    expect(sockets.length).toBeGreaterThan(1);
  });

  test('offline for a while: the shell says so and every price is marked; both go when back (defect 2)', async ({
    page,
    context,
  }) => {
    await page.goto('/m/quotation');
    const price = firstPrice(page);
    await expect(price).toBeVisible();
    const table = page.getByTestId('quotes-table');
    const status = page.getByRole('status', { name: 'Connection' });
    await expect(status).toHaveText('');
    await expect(table.locator('[data-stale]')).toHaveCount(0);

    await context.setOffline(true);
    await expect(status).toHaveText('Reconnecting… Prices are not live.', { timeout: 8000 });
    const rows = await table.locator('tbody tr').count();
    await expect(table.locator('[data-stale]')).toHaveCount(rows);
    // Still offline seconds later: still said, still marked (not only for a moment after coming back).
    await page.waitForTimeout(4000);
    await expect(status).toHaveText('Reconnecting… Prices are not live.');
    await expect(table.locator('[data-stale]')).toHaveCount(rows);
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(status).toHaveText('', { timeout: 10_000 });
    await expect(table.locator('[data-stale]')).toHaveCount(0);
    const back = await price.innerText();
    await expect.poll(() => price.innerText(), { timeout: 5000 }).not.toBe(back);
  });

  test('after logging out, prices are live again without a reload (defect 1)', async ({ page }) => {
    await logIn(page, 'demouser', 'demo123456');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link', { name: 'Log in' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Quotes' }).click();
    const price = firstPrice(page);
    await expect(price).toBeVisible();
    // Longer than the 2 s retry: a guest refused an account topic would be stale again by now.
    await page.waitForTimeout(3000);
    await expect(page.getByTestId('quotes-table').locator('[data-stale]')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('');
    const first = await price.innerText();
    await expect.poll(() => price.innerText(), { timeout: 5000 }).not.toBe(first);
  });
});
