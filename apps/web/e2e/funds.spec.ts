import { expect, test, type Page } from '@playwright/test';
import { apiAs, availableBalance, logIn, operator, sessionToken } from './support';

// These flows wait on uploads, operator calls and the scripted feed: on a loaded CI machine one
// took over the default 30 s (it passes in about 15 s alone).
test.describe.configure({ timeout: 90_000 });

/** A real 1×1 PNG: the voucher image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HTML_AS_PNG = Buffer.from('<!doctype html><script>alert(1)</script>');
const WITHDRAW_PASSWORD = '123456';

const available = availableBalance;

async function openAs(page: Page, path: string) {
  await logIn(page, 'demouser', 'demo123456');
  await page.goto(path);
  return sessionToken(page);
}

test.describe('funds: deposit, voucher, withdraw', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile only');
  // One user's day: the withdrawals count against one daily limit, so run in order.
  test.describe.configure({ mode: 'serial' });

  test('offline deposit with a voucher → operator approves → the balance rises', async ({
    page,
    request,
  }) => {
    const token = await openAs(page, '/m/user/recharge');
    const before = await available(request, token);
    await page.getByRole('radio', { name: /Bank transfer/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount (USDT)' }).fill('100');
    await expect(page.getByText('100.0000 USD', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Payer', exact: true }).fill('Demo Payer');
    await page.getByRole('textbox', { name: 'Payer bank' }).fill('Payer Bank');
    await page.getByRole('textbox', { name: 'Payer account' }).fill('1234567890');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Voucher uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText(/Deposit .+ is under review/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Deposit progress' })).toBeVisible();

    const records = (await apiAs(request, token, 'POST', '/user/recharge/list', {})).data as {
      list: { id: number; status: string }[];
    };
    const pending = records.list.find((r) => r.status === 'processing')!;
    await operator(request, `/recharges/${pending.id}/review`, { decision: 'approved' });
    expect(Number(await available(request, token))).toBe(Number(before) + 100);
    // The open page follows the review (the money topic re-reads the request).
    await expect(page.getByText(/Deposit .+ was credited/)).toBeVisible();
  });

  test('an HTML file named .png is refused before any request, and by the server', async ({
    page,
    request,
  }) => {
    const token = await openAs(page, '/m/user/recharge');
    await page.getByRole('radio', { name: /Bank transfer/ }).check({ force: true });
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/common/uploadPre')) uploads.push(r.url());
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: HTML_AS_PNG });
    await expect(page.getByRole('alert').filter({ hasText: /JPEG|PNG|type/i })).toBeVisible();
    await page.waitForTimeout(500);
    expect(uploads).toEqual([]);

    const answer = await request.post('/api/common/uploadPre', {
      headers: { 'X-USER-TOKEN': token },
      multipart: {
        module: 'front',
        file: { name: 'voucher.png', mimeType: 'image/png', buffer: HTML_AS_PNG },
      },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(1017);
  });

  test('withdraw beyond the free count shows the exact fee text → pending → cancel → balance back', async ({
    page,
    request,
  }) => {
    const token = await openAs(page, '/m/user/withdraw');
    // A bound account, and the day's free withdrawals used through the API (paid by the operator:
    // a cancelled one does not count).
    const account = (
      await apiAs(request, token, 'POST', '/user/bankCard/add', {
        cardType: 'bank',
        holderName: 'Demo User',
        bankName: 'Demo Bank',
        accountNumber: '6222000011112222',
        tkPassword: WITHDRAW_PASSWORD,
      })
    ).data as { id: number };
    const info = (await apiAs(request, token, 'GET', '/user/withdraw/info')).data as {
      todayCount: number;
      dailyFreeCount: number;
      feePercent: string;
    };
    for (let n = info.todayCount; n < info.dailyFreeCount; n += 1) {
      const intent = (await apiAs(request, token, 'POST', '/common/getToken')).data as {
        token: string;
      };
      const sent = await request.post('/api/user/withdraw/submit', {
        headers: { 'X-USER-TOKEN': token, 'X-IDEMPOTENT-TOKEN': intent.token },
        data: { amount: '10', accountId: account.id, tkPassword: WITHDRAW_PASSWORD },
      });
      const record = ((await sent.json()) as { data: { id: number } }).data;
      await operator(request, `/withdrawals/${record.id}/review`, { decision: 'approved' });
    }
    const times = Math.max(info.todayCount, info.dailyFreeCount);
    const before = await available(request, token);

    await page.reload();
    await page.getByRole('textbox', { name: 'Amount (USDT)' }).fill('20');
    await page.getByLabel('Withdrawal password').fill(WITHDRAW_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `You have withdrawn ${times} times today and will be charged ${info.feePercent}% fee after ${info.dailyFreeCount} times; are you sure?`,
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/Withdrawal .+ is under review/)).toBeVisible();
    expect(Number(await available(request, token))).toBe(Number(before) - 20);

    await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(
      page.getByText('Withdrawal cancelled; the amount is back in your balance.'),
    ).toBeVisible();
    expect(await available(request, token)).toBe(before);
  });

  test('a withdrawal with a wrong withdrawal password is refused', async ({ page, request }) => {
    const token = await openAs(page, '/m/user/withdraw');
    const before = await available(request, token);
    await page.getByRole('textbox', { name: 'Amount (USDT)' }).fill('15');
    await page.getByLabel('Withdrawal password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    const refused = page.getByRole('alert').filter({ hasText: 'Withdrawal password incorrect' });
    // Beyond the free count the fee is confirmed first.
    await expect(dialog.or(refused)).toBeVisible();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Withdrawal password incorrect' }),
    ).toBeVisible();
    expect(await available(request, token)).toBe(before);
  });
});
