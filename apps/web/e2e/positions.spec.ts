import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiAs,
  availableBalance,
  expectNoAxeViolations,
  logIn,
  operator,
  scriptFeed,
  sessionToken,
} from './support';

// These flows wait on uploads, operator calls and the scripted feed: on a loaded CI machine one
// took over the default 30 s (it passes in about 15 s alone).
test.describe.configure({ timeout: 90_000 });

/**
 * Issue 14's positions, pending orders and history against the real server in test mode: orders are
 * placed through the API (the ticket is another screen), the operator scripts BTCUSDT's next prices
 * (the feed, never an outcome), and the user watches what happens on the order screens.
 */
test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'the phone screens; the desktop history table is checked in its stories');
});

const USER = { username: 'demouser', password: 'demo123456' };
const CODE = 'BTCUSDT';

interface Order {
  orderNo: string;
  status: string;
  profitLoss: string | null;
}

async function setUp(page: Page) {
  await logIn(page, USER.username, USER.password);
  const token = await sessionToken(page);
  const { request } = page;
  const products = (await apiAs(request, token, 'GET', '/trade/product/list')).data as {
    id: number;
    code: string;
  }[];
  const productId = products.find((p) => p.code === CODE)!.id;
  const rule = (await apiAs(request, token, 'GET', `/trade/product/rule/${productId}`)).data as {
    multiples: number[];
  };
  const me = (await apiAs(request, token, 'POST', '/user/info')).data as { id: number };
  await operator(request, `/users/${me.id}/credit`, {
    amount: '100000',
    reference: `e2e-positions-${Date.now()}`,
  });
  return { request, token, productId, multiples: rule.multiples };
}

/** The next mids of BTCUSDT, stepped at once (bid and ask half the spread either side). */
const feed = (request: APIRequestContext, ...prices: string[]) =>
  scriptFeed(request, CODE, ...prices);

async function place(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<Order> {
  const idempotent = (await apiAs(request, token, 'POST', '/common/getToken')).data as {
    token: string;
  };
  const response = await request.post('/api/user/orders/build', {
    headers: { 'X-USER-TOKEN': token, 'X-IDEMPOTENT-TOKEN': idempotent.token },
    data: body,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: Order };
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

const available = async (request: APIRequestContext, token: string) =>
  Number(await availableBalance(request, token));

test('a long with a take profit: its P&L moves, the feed crosses the TP, the profit is in history and balance', async ({
  page,
}) => {
  const { request, token, productId } = await setUp(page);
  await feed(request, '100000');
  const before = await available(request, token);
  const order = await place(request, token, {
    productId,
    direction: 'long',
    orderType: 'market',
    lotSize: '0.01',
    multiple: 10,
    takeProfit: '101000',
  });
  await page.goto(`/m/user/trade/position/${order.orderNo}`);
  const pnl = page.getByTestId('order-pnl');
  await expect(pnl).toHaveText(/USDT/);
  await expectNoAxeViolations(page);
  await feed(request, '100400');
  const first = await pnl.textContent();
  await feed(request, '100700');
  await expect(pnl).not.toHaveText(first!);
  await feed(request, '101500');
  // The order topic re-reads the order: it closed at the take profit.
  await expect(page.getByTestId('order-reason')).toHaveText('Take profit reached', {
    timeout: 15_000,
  });
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await page.goto('/m/user/trade/orders');
  const row = page.getByTestId(`history-row-${order.orderNo}`);
  await expect(row).toContainText('+');
  await expect(row).toContainText('Take profit reached');
  await expectNoAxeViolations(page);
  expect(await available(request, token)).toBeGreaterThan(before);
});

test('a pending limit order fills when the feed crosses its price', async ({ page }) => {
  const { request, token, productId } = await setUp(page);
  await feed(request, '100000');
  const order = await place(request, token, {
    productId,
    direction: 'long',
    orderType: 'limit',
    lotSize: '0.01',
    multiple: 10,
    entrustPrice: '99000',
  });
  await page.goto(`/m/user/trade/position/${order.orderNo}`);
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await feed(request, '99500', '98900');
  await expect(page.getByText('In position', { exact: true }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Close position' })).toBeVisible();
});

test('a stop-out closes a position and the history says why', async ({ page }) => {
  const { request, token, productId, multiples } = await setUp(page);
  await feed(request, '100000');
  const order = await place(request, token, {
    productId,
    direction: 'long',
    orderType: 'market',
    lotSize: '0.01',
    multiple: Math.max(...multiples),
  });
  // A drop deep enough to take the stop-out level of a highly leveraged margin.
  await feed(request, '97000');
  await page.goto('/m/user/trade/orders');
  const row = page.getByTestId(`history-row-${order.orderNo}`);
  await expect(row).toContainText('Stop-out', { timeout: 15_000 });
  await expect(row).toContainText('-');
});

test('close at market, after a confirmation', async ({ page }) => {
  const { request, token, productId } = await setUp(page);
  await feed(request, '100000');
  const order = await place(request, token, {
    productId,
    direction: 'short',
    orderType: 'market',
    lotSize: '0.01',
    multiple: 10,
  });
  await page.goto(`/m/user/trade/position/${order.orderNo}`);
  await page.getByRole('button', { name: 'Close position' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close this position at market?' });
  await dialog.getByRole('button', { name: 'Close position' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-reason')).toHaveText('Closed by you at market', {
    timeout: 15_000,
  });
});
