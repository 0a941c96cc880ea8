import type { Schema } from '@repo/api-schema/schema';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_WITHDRAW_PASSWORD } from '../../db/seedData';
import { audit } from '../../ledger/ledger';
import { InProcessBroker } from '../../realtime/broker';
import {
  assertMatchesContract,
  call,
  operation,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { UPLOAD_MAX_BYTES } from '../uploads/service';
import { GPS_TEXT, jpegWithExif, pngWithText, webpWithExif } from '../uploads/testImages';
import { credit } from '../../ledger/ledger';
import { EXCHANGE_RULES } from './exchange';
import { autoApproveRecharges } from './recharge';
import { feeConfirmationText } from './service';

/**
 * Withdrawals and withdrawal accounts through the real app: every refusal the rules name, the hold
 * on submission, the operator's approval and rejection, the user's cancel, idempotent retries.
 */
type Withdraw = Schema<'WithdrawRecord'>;
const OPERATOR = 'operator-secret-for-tests';
let server: TestServer;
let token: string;
let demoToken: string;
let userId: number;
const broker = new InProcessBroker();
const heard: string[] = [];
/** Moves the server's clock forward (quote expiry) without waiting. */
let skewMs = 0;
const clock = { now: () => Date.now() + skewMs };

async function login(username: string) {
  const res = await call(server.app, 'login', { body: { username, password: DEMO_PASSWORD } });
  return res.json().data as { token: string; userInfo: { id: number } };
}

beforeAll(async () => {
  server = await startTestServer({}, { broker, clock });
  const user = await login('demouser');
  token = user.token;
  userId = user.userInfo.id;
  demoToken = (await login('demoacct')).token;
  const publish = broker.publish.bind(broker);
  broker.publish = (destination: string, body: string) => {
    if (destination.startsWith(`/user/${userId}/`)) heard.push(destination);
    return publish(destination, body);
  };
}, 60_000);
afterAll(() => server?.close());

async function api<T = unknown>(
  operationId: string,
  body?: unknown,
  options: { as?: string; idem?: string } = {},
) {
  const op = operation(operationId);
  const headers: Record<string, string> = {};
  const as = options.as ?? token;
  if (op.operation['x-idempotent'] === true) {
    headers['x-idempotent-token'] =
      options.idem ??
      (
        (await call(server.app, 'getIdempotentToken', { token: as })).json().data as {
          token: string;
        }
      ).token;
  }
  const { res } = await call(server.app, operationId, {
    token: as,
    ...(body === undefined ? {} : { body }),
    headers,
  });
  assertMatchesContract(op, res);
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res.json() as { code: number; msg: string; data: T };
}

async function review(id: number, decision: 'approved' | 'rejected', reason?: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/operator/withdrawals/${id}/review`,
    headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
    payload: JSON.stringify({ decision, ...(reason ? { reason } : {}) }),
  });
  return res.json() as { code: number; msg: string; data: Withdraw };
}

const money = async () =>
  (await api<{ available: string; frozen: string }>('getUserMoneyInfo')).data;

const TRC20 = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
let bankId: number;
let walletId: number;

describe('withdrawal accounts', () => {
  it('refuses a wallet address in the wrong format for its network, and an unknown network', async () => {
    const base = { cardType: 'wallet', holderName: 'Demo', tkPassword: DEMO_WITHDRAW_PASSWORD };
    const wrong = await api('addWithdrawalAccount', {
      ...base,
      network: 'TRC20',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(wrong.code).toBe(1000);
    expect(wrong.data).toEqual({ walletAddress: 'validation.withdraw.walletAddress.format' });
    const unknown = await api('addWithdrawalAccount', {
      ...base,
      network: 'DOGE',
      walletAddress: TRC20,
    });
    expect(unknown.data).toEqual({ network: 'validation.withdraw.network.unknown' });
  });

  it('refuses a wrong withdrawal password (1006) and a bank card without its number', async () => {
    const wrong = await api('addWithdrawalAccount', {
      cardType: 'wallet',
      holderName: 'Demo',
      network: 'TRC20',
      walletAddress: TRC20,
      tkPassword: 'nope-nope',
    });
    expect(wrong.code).toBe(1006);
    const noNumber = await api('addWithdrawalAccount', {
      cardType: 'bank',
      holderName: 'Demo',
      bankName: 'Demo Bank',
      tkPassword: DEMO_WITHDRAW_PASSWORD,
    });
    expect(noNumber.data).toEqual({ accountNumber: 'validation.required' });
  });

  it('adds a bank card and a wallet, lists them masked (ACCOUNT_INFO_ENCRYPT_OPEN=1)', async () => {
    const bank = await api<Schema<'WithdrawalAccount'>>('addWithdrawalAccount', {
      cardType: 'bank',
      holderName: 'Demo User',
      bankName: 'Demo Bank',
      accountNumber: '6222 0212 3456 7890',
      branchName: 'Main',
      tkPassword: DEMO_WITHDRAW_PASSWORD,
    });
    expect(bank.code, bank.msg).toBe(0);
    bankId = bank.data.id;
    const wallet = await api<Schema<'WithdrawalAccount'>>('addWithdrawalAccount', {
      cardType: 'wallet',
      holderName: 'Demo User',
      network: 'trc20',
      walletAddress: TRC20,
      tkPassword: DEMO_WITHDRAW_PASSWORD,
    });
    expect(wallet.code, wallet.msg).toBe(0);
    walletId = wallet.data.id;
    const list = await api<Schema<'WithdrawalAccount'>[]>('listWithdrawalAccounts');
    expect(list.data.map((a) => a.id)).toEqual([walletId, bankId]);
    expect(list.data[1]!.accountNumber).toBe('6222****7890');
    expect(list.data[0]!.walletAddress).toBe('TJRy****tDeC');
    expect(list.data[0]!.network).toBe('TRC20');
  });

  it('a demo account cannot add an account, deposit or withdraw', async () => {
    const add = await api(
      'addWithdrawalAccount',
      {
        cardType: 'wallet',
        holderName: 'Demo',
        network: 'TRC20',
        walletAddress: TRC20,
        tkPassword: DEMO_WITHDRAW_PASSWORD,
      },
      { as: demoToken },
    );
    expect(add.code).toBe(1030);
    expect(add.msg).toMatch(/demo account cannot deposit or withdraw/);
    const submit = await api(
      'submitWithdraw',
      { amount: '10', accountId: bankId, tkPassword: DEMO_WITHDRAW_PASSWORD },
      { as: demoToken },
    );
    expect(submit.code).toBe(1030);
  });
});

describe('withdrawals', () => {
  it('serves the conditions', async () => {
    const info = await api<Schema<'WithdrawInfo'>>('getWithdrawInfo');
    expect(info.data).toMatchObject({
      todayCount: 0,
      dailyFreeCount: 1,
      feePercent: '2',
      limitTimes: 5,
      turnoverCode: '0',
    });
  });

  it('refuses: amount beyond the limits, beyond the balance, no account, wrong password', async () => {
    const body = { amount: '100', accountId: bankId, tkPassword: DEMO_WITHDRAW_PASSWORD };
    expect((await api('submitWithdraw', { ...body, amount: '5' })).code).toBe(1002);
    expect((await api('submitWithdraw', { ...body, amount: '0' })).code).toBe(1000);
    expect((await api('submitWithdraw', { ...body, amount: '50000' })).code).toBe(1001);
    expect((await api('submitWithdraw', { ...body, accountId: 99999 })).code).toBe(1005);
    expect((await api('submitWithdraw', { ...body, tkPassword: 'wrong1' })).code).toBe(1006);
    expect(await money()).toMatchObject({ frozen: '0.00' });
  });

  it('freezes on submit; the operator approves (captured) and a second review is refused', async () => {
    const before = await money();
    // Events of earlier tests' commits are out before the ones this test waits for.
    await server.app.appContext.kernel.outbox.idle();
    heard.length = 0;
    const w = await api<Withdraw>('submitWithdraw', {
      amount: '100',
      accountId: bankId,
      tkPassword: DEMO_WITHDRAW_PASSWORD,
    });
    expect(w.code, w.msg).toBe(0);
    expect(w.data).toMatchObject({ status: 'processing', fee: '0', actualAmount: '100' });
    expect(w.data.accountLabel).toBe('Demo Bank 6222****7890');
    expect(await money()).toMatchObject({ frozen: '100.00' });
    // The outbox publishes after commit, asynchronously: wait for the user's money event.
    await vi.waitFor(() => expect(heard.some((d) => /money/i.test(d))).toBe(true));
    const approved = await review(w.data.id, 'approved');
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data.status).toBe('success');
    const after = await money();
    expect(after.frozen).toBe('0.00');
    expect(Number(after.available)).toBe(Number(before.available) - 100);
    expect((await review(w.data.id, 'rejected')).code).toBe(1021);
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });

  it('beyond the free count asks for the fee confirmation with the exact text, then charges it', async () => {
    const body = { amount: '50', accountId: walletId, tkPassword: DEMO_WITHDRAW_PASSWORD };
    const ask = await api('submitWithdraw', body);
    expect(ask.code).toBe(1000);
    expect(ask.data).toEqual({ feeConfirmed: 'validation.withdraw.feeConfirmation' });
    expect(ask.msg).toBe(
      'You have withdrawn 1 times today and will be charged 2% fee after 1 times; are you sure?',
    );
    expect(ask.msg).toBe(feeConfirmationText(1, '2', 1));
    const idem = (
      (await call(server.app, 'getIdempotentToken', { token })).json().data as { token: string }
    ).token;
    const w = await api<Withdraw>('submitWithdraw', { ...body, feeConfirmed: true }, { idem });
    expect(w.code, w.msg).toBe(0);
    expect(w.data).toMatchObject({ amount: '50', fee: '1', actualAmount: '49' });
    const retry = await api<Withdraw>('submitWithdraw', { ...body, feeConfirmed: true }, { idem });
    expect(retry.data.id).toBe(w.data.id);
    expect(await money()).toMatchObject({ frozen: '50.00' });
  });

  it('the user cancels a pending withdrawal: released; a cancelled one cannot be cancelled or approved', async () => {
    const before = await money();
    const list = await api<{ list: Withdraw[]; total: number }>('listWithdrawals', {
      status: 'processing',
    });
    expect(list.data.total).toBe(1);
    const id = list.data.list[0]!.id;
    const cancelled = await api<Withdraw>('cancelWithdraw', { id });
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(cancelled.data).toMatchObject({
      status: 'failure',
      rejectReason: 'Cancelled by the user',
    });
    const after = await money();
    expect(after.frozen).toBe('0.00');
    expect(Number(after.available)).toBe(Number(before.available) + 50);
    expect((await api('cancelWithdraw', { id })).code).toBe(1021);
    expect((await review(id, 'approved')).code).toBe(1021);
    expect((await api('cancelWithdraw', { id: 999999 })).code).toBe(404);
  });

  it('an operator rejection releases the amount with its reason; records list by status', async () => {
    const w = await api<Withdraw>('submitWithdraw', {
      amount: '20',
      accountId: bankId,
      tkPassword: DEMO_WITHDRAW_PASSWORD,
      feeConfirmed: true,
    });
    expect(w.code, w.msg).toBe(0);
    const rejected = await review(w.data.id, 'rejected', 'Name does not match');
    expect(rejected.data).toMatchObject({ status: 'failure', rejectReason: 'Name does not match' });
    expect(await money()).toMatchObject({ frozen: '0.00' });
    const failed = await api<{ list: Withdraw[]; total: number }>('listWithdrawals', {
      status: 'failure',
      shortcut: 'week',
    });
    expect(failed.data.total).toBe(2);
    const ok = await api<{ list: Withdraw[]; total: number }>('listWithdrawals', { limit: 5 });
    expect(ok.data.total).toBe(3);
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });

  it('locks the withdrawal password after 5 wrong ones (429), counted per user', async () => {
    const body = { amount: '10', accountId: bankId, tkPassword: 'wrong-one' };
    for (let i = 0; i < 5; i++) expect((await api('submitWithdraw', body)).code).toBe(1006);
    expect(
      (await api('submitWithdraw', { ...body, tkPassword: DEMO_WITHDRAW_PASSWORD })).code,
    ).toBe(429);
  });

  it('forgot withdrawal password: a reset with the e-mailed code lifts the lock and the new one works', async () => {
    const sent = await call(server.app, 'sendVerificationCode', {
      token,
      body: { type: 'email', scene: 'forgetTkPwd' },
    });
    expect(sent.json().code).toBe(0);
    const code = server.codes.last('demo@example.com')!;
    const reset = await api('forgetWithdrawalPassword', {
      type: 'email',
      code,
      tkPassword: '24680',
      confirmTkPassword: '24680',
    });
    expect(reset.code, reset.msg).toBe(0);
    const body = { amount: '10', accountId: bankId, feeConfirmed: true };
    const old = await api('submitWithdraw', { ...body, tkPassword: DEMO_WITHDRAW_PASSWORD });
    expect(old.code).toBe(1006);
    const w = await api<Withdraw>('submitWithdraw', { ...body, tkPassword: '24680' });
    expect(w.code, w.msg).toBe(0);
    expect((await api('cancelWithdraw', { id: w.data.id })).code).toBe(0);
  });

  it('a deleted account cannot be chosen', async () => {
    expect((await api('deleteWithdrawalAccount', { id: bankId })).code).toBe(0);
    expect((await api('deleteWithdrawalAccount', { id: bankId })).code).toBe(404);
    const list = await api<Schema<'WithdrawalAccount'>[]>('listWithdrawalAccounts');
    expect(list.data.map((a) => a.id)).toEqual([walletId]);
  });
});

async function reviewDeposit(id: number, decision: 'approved' | 'rejected', reason?: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/operator/recharges/${id}/review`,
    headers: { 'x-operator-token': OPERATOR, 'content-type': 'application/json' },
    payload: JSON.stringify({ decision, ...(reason ? { reason } : {}) }),
  });
  return res.json() as { code: number; msg: string; data: Schema<'RechargeRecord'> };
}

function multipart(parts: { name: string; value: Buffer | string; filename?: string }[]) {
  const boundary = '----wallet-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/png`
      : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(file: Buffer, filename = 'voucher.png', module = 'front') {
  const { payload, type } = multipart([
    { name: 'module', value: module },
    { name: 'file', value: file, filename },
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/common/uploadPre',
    headers: { 'x-user-token': token, 'content-type': type },
    payload,
  });
  assertMatchesContract(operation('uploadFile'), res);
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res.json() as {
    code: number;
    msg: string;
    data: { url: string; path: string } & Record<string, string>;
  };
}

describe('uploads', () => {
  it('stores JPEG, PNG and WebP without their metadata; serves them as images, nosniff, sandboxed', async () => {
    for (const [image, type] of [
      [jpegWithExif(), 'image/jpeg'],
      [pngWithText(), 'image/png'],
      [webpWithExif(), 'image/webp'],
    ] as const) {
      const up = await upload(image, 'photo.png');
      expect(up.code, up.msg).toBe(0);
      expect(up.data.url).toMatch(/^\/\/\{host\}\/upload\/[0-9a-f]{32}\.(jpg|png|webp)$/);
      const res = await server.app.inject({ method: 'GET', url: up.data.path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.rawPayload.toString('latin1')).not.toContain(GPS_TEXT);
    }
  });

  it('refuses an HTML file named .png, an SVG and an oversized file with 1017 and their reasons', async () => {
    const html = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png');
    expect(html).toMatchObject({ code: 1017, data: { file: 'validation.upload.type' } });
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.svg',
    );
    expect(svg).toMatchObject({ code: 1017, data: { file: 'validation.upload.type' } });
    const big = Buffer.concat([pngWithText(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const large = await upload(big, 'big.png');
    expect(large).toMatchObject({ code: 1017, data: { file: 'validation.upload.tooLarge' } });
    const broken = await upload(jpegWithExif().subarray(0, 30), 'cut.jpg');
    expect(broken).toMatchObject({ code: 1017, data: { file: 'validation.upload.corrupt' } });
    expect((await upload(pngWithText(), 'a.png', 'back')).code).toBe(1000);
  });

  it('serves only names it generated', async () => {
    for (const url of [
      '/upload/..%2F..%2Fetc%2Fpasswd',
      '/upload/x.html',
      `/upload/${'a'.repeat(32)}.png`,
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('deposits', () => {
  let voucher: string;
  beforeAll(async () => {
    voucher = (await upload(jpegWithExif(), 'voucher.jpg')).data.url;
  });
  let crypto: Schema<'RechargeChannel'>;
  let offline: Schema<'RechargeChannel'>;

  it('lists the configured channels with their limits and rates', async () => {
    const channels = await api<Schema<'RechargeChannel'>[]>('listRechargeChannels');
    expect(channels.data.map((c) => c.type)).toEqual(['crypto', 'offline']);
    crypto = channels.data[0]!;
    offline = channels.data[1]!;
    expect(crypto).toMatchObject({ network: 'TRC20', minAmount: '10', exchangeRate: '1' });
  });

  it('refuses out of range (1008), an unknown coupon, an offline deposit without payer or voucher', async () => {
    expect((await api('submitRecharge', { channelId: crypto.id, amount: '5' })).code).toBe(1008);
    expect((await api('submitRecharge', { channelId: crypto.id, amount: '100001' })).code).toBe(
      1008,
    );
    const coupon = await api('submitRecharge', {
      channelId: crypto.id,
      amount: '20',
      couponCode: 'NOPE',
    });
    expect(coupon.data).toEqual({ couponCode: 'validation.recharge.coupon.invalid' });
    const base = { channelId: offline.id, amount: '100', payerBank: 'B', payerAccount: '1' };
    expect((await api('submitRecharge', { ...base, voucherImage: voucher })).data).toEqual({
      payer: 'validation.required',
    });
    const foreign = await api('submitRecharge', {
      ...base,
      payer: 'P',
      voucherImage: 'https://evil.example/x.png',
    });
    expect(foreign.data).toEqual({ voucherImage: 'validation.recharge.voucher.invalid' });
    expect(
      (await api('submitRecharge', { channelId: crypto.id, amount: '20' }, { as: demoToken })).code,
    ).toBe(1030);
  });

  it('checks a coupon code for a channel: its discount, or the field error submit gives', async () => {
    const valid = await api<Schema<'RechargeCoupon'>>('checkRechargeCoupon', {
      channelId: offline.id,
      couponCode: ' WELCOME5 ',
    });
    expect(valid).toMatchObject({
      code: 0,
      data: { couponCode: 'WELCOME5', discountPercent: '5' },
    });
    const unknown = await api('checkRechargeCoupon', { channelId: crypto.id, couponCode: 'NOPE' });
    expect(unknown).toMatchObject({
      code: 1000,
      data: { couponCode: 'validation.recharge.coupon.invalid' },
    });
    const channel = await api('checkRechargeCoupon', { channelId: 9999, couponCode: 'WELCOME5' });
    expect(channel.data).toEqual({ channelId: 'validation.recharge.channel.unknown' });
    expect(
      (
        await api(
          'checkRechargeCoupon',
          { channelId: crypto.id, couponCode: 'WELCOME5' },
          { as: demoToken },
        )
      ).code,
    ).toBe(1030);
    const guest = (await call(server.app, 'loginGuest')).res.json() as { data: { token: string } };
    const { res } = await call(server.app, 'checkRechargeCoupon', {
      token: guest.data.token,
      body: { channelId: crypto.id, couponCode: 'WELCOME5' },
    });
    expect(res.json()).toMatchObject({ code: 403 });
  });

  it('an offline deposit is pending until approved, then credited once and announced', async () => {
    const before = await money();
    // Events of earlier tests' commits are out before the ones this test waits for.
    await server.app.appContext.kernel.outbox.idle();
    heard.length = 0;
    const r = await api<Schema<'RechargeRecord'>>('submitRecharge', {
      channelId: offline.id,
      amount: '100',
      couponCode: 'WELCOME5',
      payer: 'Demo User',
      payerBank: 'Demo Bank',
      payerAccount: '12345678',
      voucherImage: voucher,
      serialNumber: 'TX-1',
    });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ status: 'processing', amount: '100', actualPayment: '95' });
    expect(await money()).toEqual(before);
    const approved = await reviewDeposit(r.data.id, 'approved');
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data.status).toBe('success');
    expect(Number((await money()).available)).toBe(Number(before.available) + 100);
    await vi.waitFor(() => expect(heard.some((d) => /money/i.test(d))).toBe(true));
    expect((await reviewDeposit(r.data.id, 'approved')).code).toBe(1021);
    expect(Number((await money()).available)).toBe(Number(before.available) + 100);
  });

  it('a rejected deposit credits nothing; records filter by status', async () => {
    const before = await money();
    const r = await api<Schema<'RechargeRecord'>>('submitRecharge', {
      channelId: crypto.id,
      amount: '20',
      serialNumber: '0xabc',
    });
    const rejected = await reviewDeposit(r.data.id, 'rejected', 'No such transfer');
    expect(rejected.data).toMatchObject({ status: 'failure', rejectReason: 'No such transfer' });
    expect(await money()).toEqual(before);
    const list = await api<{ list: Schema<'RechargeRecord'>[]; total: number }>('listRecharges', {
      status: 'success',
    });
    expect(list.data.total).toBe(1);
    const all = await api<{ total: number }>('listRecharges', { shortcut: 'week', limit: 5 });
    expect(all.data.total).toBe(2);
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });

  it('limits coupon checks per user (429), not per address', async () => {
    const check = (as: string) =>
      api('checkRechargeCoupon', { channelId: crypto.id, couponCode: 'NOPE' }, { as });
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1) codes.push((await check(token)).code);
    expect(codes).toContain(429);
    expect(codes.slice(0, 15).every((code) => code === 1000)).toBe(true);
    // Another user from the same address still gets an answer (the demo account: 1030).
    expect((await check(demoToken)).code).toBe(1030);
  });
});

describe('exchange to USDT', () => {
  type Quote = Schema<'ExchangeQuote'>;
  beforeAll(async () => {
    await server.app.appContext.kernel.tx(async (tx) => {
      await credit(tx, {
        userId,
        currency: 'BTC',
        amount: '0.5',
        kind: 'admin_adjust',
        reference: 'test',
      });
    });
  });

  it('lists coins with the rate and the holding', async () => {
    const coins = await api<Schema<'ExchangeCoin'>[]>('listExchangeCoins');
    const btc = coins.data.find((c) => c.coin === 'BTC');
    expect(btc).toMatchObject({ balance: '0.5' });
    expect(Number(btc!.rate)).toBeGreaterThan(0);
  });

  it('refuses an expired quote with a clear message; a fresh one converts both legs at once', async () => {
    const body = { fromCoin: 'BTC', toCoin: 'USDT', amount: '0.1' };
    const old = await api<Quote>('quoteExchange', body);
    expect(old.code, old.msg).toBe(0);
    expect(old.data.validSeconds).toBe(EXCHANGE_RULES.quoteValidSeconds);
    skewMs = (EXCHANGE_RULES.quoteValidSeconds + 1) * 1000;
    try {
      const late = await api('convertExchange', { ...body, quoteId: old.data.quoteId });
      expect(late).toMatchObject({
        code: 1000,
        data: { quoteId: 'validation.exchange.quoteExpired' },
      });
      expect(late.msg).toMatch(/Quote expired/);
    } finally {
      skewMs = 0;
    }
    const before = await money();
    const fresh = await api<Quote>('quoteExchange', body);
    const done = await api<Schema<'ExchangeRecord'>>('convertExchange', {
      ...body,
      quoteId: fresh.data.quoteId,
    });
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({
      status: 'success',
      rate: fresh.data.rate,
      receive: fresh.data.receive,
    });
    const after = await money();
    expect(new Big(after.available).minus(before.available).toFixed(2)).toBe(
      new Big(fresh.data.receive).round(2, Big.roundDown).toFixed(2),
    );
    // Used once only.
    const again = await api('convertExchange', { ...body, quoteId: fresh.data.quoteId });
    expect(again.data).toEqual({ quoteId: 'validation.exchange.quoteExpired' });
    const coins = await api<Schema<'ExchangeCoin'>[]>('listExchangeCoins');
    expect(coins.data.find((c) => c.coin === 'BTC')!.balance).toBe('0.4');
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });

  it('refuses more than the holding (1001) and an unknown coin; lists the records', async () => {
    const body = { fromCoin: 'BTC', toCoin: 'USDT', amount: '1' };
    const q = await api<Quote>('quoteExchange', body);
    expect((await api('convertExchange', { ...body, quoteId: q.data.quoteId })).code).toBe(1001);
    const unknown = await api('quoteExchange', { ...body, fromCoin: 'NOPE' });
    expect(unknown.data).toEqual({ fromCoin: 'validation.exchange.coin.unknown' });
    const records = await api<{ list: unknown[]; total: number }>('listExchangeRecords', {});
    expect(records.data.total).toBe(1);
  });
});

describe('funds records', () => {
  type Bills = { list: Schema<'Bill'>[]; total: number };
  it('every wallet movement is a bill with a readable type, filtered by type and dates', async () => {
    const all = await api<Bills>('listBills', { limit: 50 });
    const types = new Set(all.data.list.map((b) => b.type));
    for (const type of ['recharge', 'withdraw', 'withdraw_refund', 'exchange'] as const) {
      expect(types, type).toContain(type);
    }
    const withdrawals = await api<Bills>('listBills', { type: 'withdraw', limit: 50 });
    expect(withdrawals.data.list.every((b) => b.type === 'withdraw')).toBe(true);
    expect(withdrawals.data.list.map((b) => b.remark)).toContain(
      'Withdrawal · frozen · W0000000001',
    );
    const exchanges = await api<Bills>('listBills', { type: 'exchange' });
    expect(exchanges.data.list.map((b) => b.remark)).toEqual([
      'Exchange · X1',
      'Exchange · BTC · X1',
    ]);
    // Each leg in its own currency at the ledger's precision (cents showed 0.1 BTC as -0.10 and
    // would show 0.001 BTC as -0.00).
    const [usdtLeg, btcLeg] = exchanges.data.list;
    expect(btcLeg).toMatchObject({ currency: 'BTC', amount: '-0.1', balanceAfter: '0.4' });
    expect(usdtLeg!.currency).toBe('USDT');
    expect(new Big(usdtLeg!.amount).gt(0)).toBe(true);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api<Bills>('listBills', { startTime: future })).data.total).toBe(0);
  });
});

describe('deposit auto-approval (RECHARGE_AUTO_APPROVE_MS, demo servers)', () => {
  it('approves deposits older than the delay once, crediting through the ledger', async () => {
    const channels = await api<Schema<'RechargeChannel'>[]>('listRechargeChannels');
    const before = await money();
    const r = await api<Schema<'RechargeRecord'>>('submitRecharge', {
      channelId: channels.data[0]!.id,
      amount: '30',
    });
    expect(r.code, r.msg).toBe(0);
    const ctx = server.app.appContext;
    expect(await autoApproveRecharges(ctx, 60_000)).toBe(0);
    expect(await autoApproveRecharges(ctx, 0)).toBe(1);
    expect(await autoApproveRecharges(ctx, 0)).toBe(0);
    expect(Number((await money()).available)).toBe(Number(before.available) + 30);
    expect(await audit(ctx.db)).toEqual([]);
  });
});

describe('idempotent retries of deposits and exchanges', () => {
  const newIdem = async () =>
    ((await call(server.app, 'getIdempotentToken', { token })).json().data as { token: string })
      .token;

  it('a retried deposit is one deposit; a retried conversion converts once', async () => {
    const channels = await api<Schema<'RechargeChannel'>[]>('listRechargeChannels');
    const body = { channelId: channels.data[0]!.id, amount: '40' };
    const idem = await newIdem();
    const first = await api<Schema<'RechargeRecord'>>('submitRecharge', body, { idem });
    const again = await api<Schema<'RechargeRecord'>>('submitRecharge', body, { idem });
    expect(again.data.id).toBe(first.data.id);
    expect((await api('submitRecharge', { ...body, amount: '41' }, { idem })).code).toBe(1102);
    expect((await reviewDeposit(first.data.id, 'rejected')).code).toBe(0);

    const q = await api<Schema<'ExchangeQuote'>>('quoteExchange', {
      fromCoin: 'BTC',
      toCoin: 'USDT',
      amount: '0.01',
    });
    const convert = { fromCoin: 'BTC', toCoin: 'USDT', amount: '0.01', quoteId: q.data.quoteId };
    const xIdem = await newIdem();
    const done = await api<Schema<'ExchangeRecord'>>('convertExchange', convert, { idem: xIdem });
    expect(done.code, done.msg).toBe(0);
    const retry = await api<Schema<'ExchangeRecord'>>('convertExchange', convert, { idem: xIdem });
    expect(retry).toEqual(done);
    const records = await api<{ total: number }>('listExchangeRecords', {});
    expect(records.data.total).toBe(2);
    expect(await audit(server.app.appContext.db)).toEqual([]);
  });
});
