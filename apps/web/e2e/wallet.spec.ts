import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, logIn, operator, sessionToken } from './support';

// The wallet against the real server: credited balances show, an exchange at a stale quote is
// refused and a fresh quote converts, and the CSV export holds exactly the filtered records.
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => !isMobile, 'mobile only: the flows are the same on desktop');

async function signedIn(page: Page, request: APIRequestContext) {
  await logIn(page, 'demouser', 'demo123456');
  // The unread-messages prompt may open after login; it is not what these tests look at.
  const prompt = page.getByRole('alertdialog', { name: 'New messages' });
  await prompt.waitFor({ timeout: 2000 }).catch(() => undefined);
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Cancel' }).click();
  const token = await sessionToken(page);
  const info = (await apiAs(request, token, 'POST', '/user/info')).data as { id: number };
  return { token, id: info.id };
}

test('the assets tab shows the credited balance and coin', async ({ page, request }) => {
  const { token, id } = await signedIn(page, request);
  await operator(request, `/users/${id}/credit`, {
    amount: '1234.5',
    reference: 'e2e-wallet-usdt',
  });
  await operator(request, `/users/${id}/credit`, {
    amount: '0.05',
    reference: 'e2e-wallet-btc',
    currency: 'BTC',
  });
  const money = (await apiAs(request, token, 'POST', '/user/money/info')).data as {
    available: string;
  };
  expect(Number(money.available)).toBeGreaterThanOrEqual(1234.5);

  await page.getByRole('link', { name: 'Assets' }).click();
  await expect(page).toHaveURL(/\/m\/user\/wallet$/);
  const balances = page.getByRole('grid', { name: 'Balances' });
  const usdt = balances.getByRole('row').filter({ hasText: 'USDT' }).first();
  const shown = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(money.available as unknown as number);
  await expect(usdt).toContainText(shown);
  await expect(balances.getByRole('row').filter({ hasText: 'BTC' })).toContainText('0.0500');
});

test('an exchange at a stale quote is refused; a fresh quote converts', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await page.clock.install();
  await page.goto('/m/user/exchange');
  await page.getByRole('textbox', { name: /Quantity/ }).fill('0.01');

  // 1. A quote that runs out on the countdown cannot be confirmed; a fresh one converts.
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByTestId('quote-countdown')).toContainText(/Valid for \d+ more seconds/);
  await page.clock.fastForward(31_000);
  await expect(page.getByText('This quote has expired.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm exchange' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get a new quote' }).click();
  const firstConvert = page.waitForResponse('**/api/user/exchange/convert');
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  const used = (await (await firstConvert).request().postDataJSON()) as { quoteId: number };
  await expect(page.getByRole('heading', { name: 'Exchange complete' })).toBeVisible();

  // 2. The server refuses a quote that is no longer valid (here: the one just used), and the
  //    screen offers a fresh quote, which converts.
  await page.getByRole('button', { name: 'Exchange again' }).click();
  await page.getByRole('textbox', { name: /Quantity/ }).fill('0.01');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await page.route('**/api/user/exchange/convert', (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), quoteId: used.quoteId }),
    }),
  );
  const refused = page.waitForResponse('**/api/user/exchange/convert');
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  expect(((await (await refused).json()) as { data: unknown }).data).toEqual({
    quoteId: 'validation.exchange.quoteExpired',
  });
  await expect(page.getByRole('alert')).toContainText('This quote has expired.');
  await page.unroute('**/api/user/exchange/convert');
  await page.getByRole('button', { name: 'Get a new quote' }).click();
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(page.getByRole('heading', { name: 'Exchange complete' })).toBeVisible();
});

test('the CSV export downloads exactly the filtered records', async ({ page, request }) => {
  const { token } = await signedIn(page, request);
  await page.goto('/m/user/billList');
  await page.getByRole('button', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Coin exchange' }).click();
  await expect(page.getByRole('grid', { name: 'Records, newest first' })).toBeVisible();

  const expected = (
    await apiAs(request, token, 'POST', '/user/bill/list', { type: 'exchange', limit: 50 })
  ).data as { total: number; list: { amount: string; currency?: string }[] };
  expect(expected.total).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^funds-records_exchange_all-time_exported-.*\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = text.slice(1).trim().split('\r\n');
  expect(header).toBe('Time,Type,Amount,Currency,Balance after,Remark,Record number');
  expect(rows).toHaveLength(expected.total);
  for (const row of rows) expect(row.split(',')[1]).toBe('Coin exchange');
  // Each leg at the ledger's precision, in its own currency (the coin leg and the USDT leg).
  expect(rows.map((row) => row.split(',').slice(2, 4))).toEqual(
    expected.list.map((b) => [b.amount, b.currency ?? 'USDT']),
  );
  expect(new Set(rows.map((row) => row.split(',')[3]))).toEqual(new Set(['BTC', 'USDT']));
});
