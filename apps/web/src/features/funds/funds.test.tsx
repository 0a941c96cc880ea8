import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@repo/api-schema/mocks';
import { createTestApi, withIntl, type RecordedCall } from '../../shared/testing/testApi';
import { RechargeScreen, shownPayment } from './RechargeScreen';
import { WithdrawScreen } from './WithdrawScreen';

const user = {
  id: 1,
  role: 'user',
  username: 'demouser',
  code: 'DEMO01',
  isLoginPop: 0,
  lang: 'en-US',
  levelId: 1,
  verificationStatus: 'unverified',
  hasWithdrawalPassword: true,
};
const offline = {
  id: 2,
  name: 'Bank transfer (USD)',
  type: 'offline',
  currency: 'USD',
  bankName: 'Demo Bank',
  accountName: 'Demo Ltd',
  accountNumber: '0001',
  minAmount: '50',
  maxAmount: '50000',
  exchangeRate: '7.2',
};
// react-aria's modal reads <meta> tags through CSS.escape, which jsdom does not have.
if (!globalThis.CSS?.escape)
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const ok = (data: unknown) => () => ({ code: 0, data });

function renderRecharge(
  upload = vi.fn(async () => '//{host}/upload/a.png'),
  listed: Record<string, unknown>[] = [],
  more: Parameters<typeof createTestApi>[0] = {},
) {
  const { api, calls } = createTestApi({
    ...more,
    '/user/recharge/list': ok({ list: listed, total: listed.length, page: 1, limit: 20 }),
    '/user/info': ok(user),
    '/user/recharge/channel/list': ok([offline]),
    '/common/getToken': ok({ token: 'tok-recharge', expiresAt: '2030-01-01T00:00:00Z' }),
    '/user/recharge/submit': (call: RecordedCall) => ({
      code: 0,
      data: {
        id: 9,
        orderNo: 'R9',
        channelName: offline.name,
        amount: (call.body as { amount: string }).amount,
        exchangeRate: '7.2',
        actualPayment: '720',
        currency: 'USD',
        status: 'processing',
        createdAt: '2026-01-01T00:00:00Z',
      },
    }),
  });
  render(withIntl(<RechargeScreen api={api} uploadVoucher={upload} />));
  return { calls, upload };
}

describe('deposit', () => {
  it('refuses an HTML file named .png by its signature before any request', async () => {
    const { calls, upload } = renderRecharge();
    await screen.findByRole('textbox', { name: 'Payer' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'voucher.png', {
      type: 'image/png',
    });
    await userEvent.setup({ applyAccept: false }).upload(input, html);
    expect(await screen.findByText('This type of file is not accepted.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).not.toContain('/common/uploadPre');
  });

  it('follows the submitted deposit to its review: a rejection says so with the reason', async () => {
    renderRecharge(undefined, [
      {
        id: 9,
        orderNo: 'R9',
        channelName: offline.name,
        amount: '100',
        exchangeRate: '7.2',
        actualPayment: '720',
        currency: 'USD',
        status: 'failure',
        rejectReason: 'No transfer received',
        createdAt: '2026-01-01T00:00:00Z',
      },
    ]);
    const events = userEvent.setup();
    await events.type(await screen.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    await events.type(screen.getByRole('textbox', { name: 'Payer' }), 'A Payer');
    await events.type(screen.getByRole('textbox', { name: 'Payer bank' }), 'B Bank');
    await events.type(screen.getByRole('textbox', { name: 'Payer account' }), '123456');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await events.upload(input, new File([new Uint8Array(PNG)], 'v.png', { type: 'image/png' }));
    await screen.findByText('Voucher uploaded');
    await events.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Deposit R9 was rejected')).toBeTruthy();
    expect(screen.getByText('Reason: No transfer received')).toBeTruthy();
    expect(screen.queryByText('Deposit R9 is under review')).toBeNull();
  });

  it('uploads a real PNG, then sends its URL with the payer details under one token', async () => {
    const { calls, upload } = renderRecharge();
    const events = userEvent.setup();
    await events.type(await screen.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    // The actual payment by the shared rule: 100 × 7.2.
    expect(screen.getByText('720.0000 USD')).toBeTruthy();
    await events.type(screen.getByRole('textbox', { name: 'Payer' }), 'A Payer');
    await events.type(screen.getByRole('textbox', { name: 'Payer bank' }), 'B Bank');
    await events.type(screen.getByRole('textbox', { name: 'Payer account' }), '123456');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await events.upload(input, new File([new Uint8Array(PNG)], 'v.png', { type: 'image/png' }));
    await screen.findByText('Voucher uploaded');
    expect(upload).toHaveBeenCalledTimes(1);
    await events.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Deposit R9 is under review')).toBeTruthy();
    const submit = calls.find((c) => c.path === '/user/recharge/submit')!;
    expect(submit.body).toMatchObject({
      channelId: 2,
      amount: '100',
      payer: 'A Payer',
      voucherImage: '//{host}/upload/a.png',
    });
  });

  it('keeps an amount outside the channel limits from being sent', async () => {
    const { calls } = renderRecharge();
    const events = userEvent.setup();
    await events.type(await screen.findByRole('textbox', { name: 'Amount (USDT)' }), '49.99');
    await events.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(
      await screen.findByText('Recharge amount limit: from 50.0000 to 50,000.0000 USDT'),
    ).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/user/recharge/submit');
  });

  it('shows the payment rounded up, never less than the rule', () => {
    const channel = { ...offline, exchangeRate: '0.33333' } as Parameters<typeof shownPayment>[1];
    expect(shownPayment('1', channel)).toBe('0.3334');
    expect(shownPayment('abc', channel)).toBeNull();
  });

  it('shows the payment less a coupon discount by the shared rule, rounded up', () => {
    const channel = { ...offline, exchangeRate: '0.33333' } as Parameters<typeof shownPayment>[1];
    // 1 × 0.33333 × 95 / 100 = 0.3166635 → 0.3167
    expect(shownPayment('1', channel, '5')).toBe('0.3167');
    expect(shownPayment('100', offline as Parameters<typeof shownPayment>[1], '5')).toBe('684');
  });

  const couponCheck = (call: RecordedCall) =>
    (call.body as { couponCode: string }).couponCode === 'WELCOME5'
      ? { code: 0, data: { couponCode: 'WELCOME5', discountPercent: '5' } }
      : {
          code: 1000,
          msg: 'Unknown coupon',
          data: { couponCode: 'validation.recharge.coupon.invalid' },
        };

  it('checks a coupon when the field is left: shows its discount and the payment with it', async () => {
    const { calls } = renderRecharge(undefined, [], {
      '/user/recharge/coupon/check': couponCheck,
    });
    const events = userEvent.setup();
    await events.type(await screen.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    expect(screen.getByText('720.0000 USD')).toBeTruthy();
    await events.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'WELCOME5');
    await events.tab();
    expect(await screen.findByText('Coupon applied: 5% off the payment')).toBeTruthy();
    // 100 × 7.2 × (100 − 5) / 100, the rule the server applies on submit.
    expect(screen.getByText('684.0000 USD')).toBeTruthy();
    const checks = calls.filter((c) => c.path === '/user/recharge/coupon/check');
    expect(checks.map((c) => c.body)).toEqual([{ channelId: 2, couponCode: 'WELCOME5' }]);
  });

  it('checks a typed coupon after a pause; a refused one reads the translated error, keeps the input and is not submitted', async () => {
    const { calls } = renderRecharge(undefined, [], {
      '/user/recharge/coupon/check': couponCheck,
    });
    const events = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount (USDT)' });
    await events.type(amount, '100');
    await events.type(screen.getByRole('textbox', { name: 'Payer' }), 'A Payer');
    const coupon = screen.getByRole('textbox', { name: 'Coupon code (optional)' });
    await events.type(coupon, 'NOPE');
    // No blur: the pause alone checks it.
    expect(await screen.findByText('This coupon code is not valid')).toBeTruthy();
    expect(coupon.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('720.0000 USD')).toBeTruthy();
    expect(screen.getByText('Without the coupon until it is confirmed.')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(calls.map((c) => c.path)).not.toContain('/user/recharge/submit');
    expect((amount as HTMLInputElement).value).toBe('100');
    expect((coupon as HTMLInputElement).value).toBe('NOPE');
    expect((screen.getByRole('textbox', { name: 'Payer' }) as HTMLInputElement).value).toBe(
      'A Payer',
    );
  });
});

const withdrawInfo = { ...fixtures.withdrawInfo, balance: '500', available: '500' };
const card = {
  id: 4,
  cardType: 'bank',
  holderName: 'D',
  bankName: 'Demo Bank',
  accountNumber: '62****22',
  createdAt: '2026-01-01T00:00:00Z',
};

function renderWithdraw(
  info: Partial<typeof withdrawInfo>,
  submit?: (call: RecordedCall) => { code: number; msg?: string; data?: unknown },
) {
  const { api, calls } = createTestApi({
    '/user/info': ok(user),
    '/user/withdraw/info': ok({ ...withdrawInfo, ...info }),
    '/user/bankCard/list': ok([card]),
    '/common/getToken': ok({ token: 'tok-withdraw', expiresAt: '2030-01-01T00:00:00Z' }),
    '/user/withdraw/submit':
      submit ??
      ok({
        id: 7,
        orderNo: 'W7',
        amount: '100',
        fee: '0',
        actualAmount: '100',
        accountLabel: 'Demo Bank 62****22',
        status: 'processing',
        createdAt: '2026-01-01T00:00:00Z',
      }),
  });
  render(
    withIntl(
      <WithdrawScreen api={api} accountsHref="/m/user/bankCard" forgetHref="/m/user/forgetTkPwd" />,
    ),
  );
  return calls;
}

async function fillWithdrawal(amount: string, password = '123456') {
  const events = userEvent.setup();
  await events.type(await screen.findByRole('textbox', { name: 'Amount (USDT)' }), amount);
  await events.type(screen.getByLabelText('Withdrawal password'), password);
  await events.click(screen.getByRole('button', { name: 'Withdraw' }));
  return events;
}

describe('withdraw', () => {
  it('within the free count sends without a fee confirmation', async () => {
    const calls = renderWithdraw({ todayCount: 0, dailyFreeCount: 1 });
    await fillWithdrawal('100');
    expect(await screen.findByText('Withdrawal W7 is under review')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.find((c) => c.path === '/user/withdraw/submit')!.body).toEqual({
      amount: '100',
      accountId: 4,
      tkPassword: '123456',
      feeConfirmed: false,
    });
  });

  it('beyond the free count asks with the spec text first, and sends feeConfirmed', async () => {
    const calls = renderWithdraw({ todayCount: 3, dailyFreeCount: 1 });
    const events = await fillWithdrawal('100');
    // (jsdom does not finish react-aria's entry animation, so the dialog counts as hidden here.)
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain(
      'You have withdrawn 3 times today and will be charged 2% fee after 1 times; are you sure?',
    );
    expect(dialog.textContent).toContain('Fee: 2.0000 USDT');
    expect(calls.map((c) => c.path)).not.toContain('/user/withdraw/submit');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('Withdrawal W7 is under review');
    expect(calls.find((c) => c.path === '/user/withdraw/submit')!.body).toMatchObject({
      feeConfirmed: true,
    });
  });

  it('keeps an amount above the available balance from being sent', async () => {
    const calls = renderWithdraw({});
    await fillWithdrawal('500.01');
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/common/getToken');
  });

  it('says a wrong withdrawal password in the app words, whatever the server wrote', async () => {
    renderWithdraw({}, () => ({ code: 1006, msg: 'pwd bad' }));
    await fillWithdrawal('100', '9999');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Withdrawal password incorrect'),
    );
  });
});
