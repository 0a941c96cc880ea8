import { expect, test, type WebSocketRoute } from '@playwright/test';
import { expectNoAxeViolations, firstPrice } from './support';

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
});
