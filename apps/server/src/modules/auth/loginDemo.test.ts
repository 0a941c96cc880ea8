import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { migrations } from '../../db/migrations';
import { DEMO_BANNER_LINK } from '../../db/seed';
import { audit } from '../../ledger/ledger';
import { RATE_LIMITS } from '../../http/rateLimit';
import {
  assertMatchesContract,
  call,
  operation,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { DEMO_ACCOUNT_BALANCE } from '../account/demo';

/**
 * "Try the demo" (issue 14): `loginDemo` gives a visitor a demo account of their own, logged in as a
 * login is, with the demo starting balance through the ledger; it obeys every demo rule and one address
 * may start only a few an hour.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

type Started = { token: string; userInfo: { id: number; role: string; username: string } };

async function startDemo(remoteAddress: string) {
  const started = await call(server.app, 'loginDemo', { remoteAddress });
  assertMatchesContract(started.op, started.res);
  return { res: started.res, body: started.json() as { code: number; msg: string; data: Started } };
}

/** Calls an operation as `token`, with a fresh idempotency token when the operation needs one. */
async function as(token: string, operationId: string, body?: unknown) {
  const op = operation(operationId);
  const headers: Record<string, string> = {};
  if (op.operation['x-idempotent'] === true) {
    const idem = await call(server.app, 'getIdempotentToken', { token });
    headers['x-idempotent-token'] = (idem.json().data as { token: string }).token;
  }
  const { res } = await call(server.app, operationId, {
    token,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  assertMatchesContract(op, res);
  return res.json() as { code: number; msg: string; data: never };
}

describe('loginDemo', () => {
  it('starts a new demo account of its own, logged in, with the demo starting balance through the ledger', async () => {
    const { res, body } = await startDemo('10.0.0.1');
    expect(body.code).toBe(0);
    const { token, userInfo } = body.data;
    // The session is issued as a login's: the token in the answer and the authorization header.
    expect(res.headers.authorization).toBe(token);
    expect(userInfo.role).toBe('demo');
    expect(userInfo.username).toMatch(/^demo_[0-9a-f]{12}$/);
    expect((await call(server.app, 'checkLogin', { token })).json().data).toEqual({
      isLogin: true,
      role: 'demo',
    });
    const money = await as(token, 'getUserMoneyInfo');
    expect(money.data).toMatchObject({ available: '10000.00', frozen: '0.00' });
    expect(DEMO_ACCOUNT_BALANCE).toBe('10000');
    // One ledger entry, the demo grant, and the balance is the sum of the ledger.
    const entries = await queryRows<{ kind: string; amount: string }>(
      server.app.appContext.db,
      sql`SELECT kind, amount::text AS amount FROM ledger_entries WHERE user_id = ${userInfo.id}`,
    );
    expect(entries).toEqual([{ kind: 'demo_grant', amount: '10000.00000000' }]);
    expect(await audit(server.app.appContext.db)).toEqual([]);
    // A second visitor gets an account of their own.
    const other = await startDemo('10.0.0.2');
    expect(other.body.data.userInfo.id).not.toBe(userInfo.id);
    expect(other.body.data.token).not.toBe(token);
  });

  it('a started demo account obeys the demo rules: no deposits or withdrawals (1030), reset works, no password login', async () => {
    const { body } = await startDemo('10.0.1.1');
    const { token, userInfo } = body.data;
    expect((await as(token, 'submitRecharge', { channelId: 1, amount: '20' })).code).toBe(1030);
    expect(
      (await as(token, 'submitWithdraw', { amount: '10', accountId: 1, tkPassword: '123456' }))
        .code,
    ).toBe(1030);
    expect(
      (
        await as(token, 'addWithdrawalAccount', {
          cardType: 'wallet',
          holderName: 'Demo',
          network: 'TRC20',
          walletAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
          tkPassword: '123456',
        })
      ).code,
    ).toBe(1030);
    const reset = await as(token, 'resetDemoAccount');
    expect(reset.code).toBe(0);
    expect(reset.data).toMatchObject({ available: '10000.00' });
    // The account has no password: its session is the only way in.
    const login = await call(server.app, 'login', {
      body: { username: userInfo.username, password: '!!!!!!' },
    });
    expect(login.json().code).toBe(1011);
  });

  it(`answers 429 after ${RATE_LIMITS.loginDemo!.max} demo accounts an hour from one address; other addresses go on`, async () => {
    const limit = RATE_LIMITS.loginDemo!;
    expect(limit.max).toBeLessThanOrEqual(10);
    expect(limit.windowMs).toBeGreaterThanOrEqual(3_600_000);
    const codes: number[] = [];
    for (let i = 0; i <= limit.max; i++) codes.push((await startDemo('10.0.2.1')).body.code);
    expect(codes).toEqual([...Array.from({ length: limit.max }, () => 0), 429]);
    const [created] = await queryRows<{ n: number }>(
      server.app.appContext.db,
      sql`SELECT count(*)::int AS n FROM users WHERE is_demo AND username LIKE 'demo\\_%'`,
    );
    // The refused one created nothing.
    expect(created!.n).toBe(3 + limit.max);
    expect((await startDemo('10.0.2.2')).body.code).toBe(0);
  });
});

describe('the seeded "Try the demo account" banner', () => {
  it('leads to the page that starts a demo account, on a new database and after the migration', async () => {
    const banners = await call(server.app, 'listBanners', {
      params: { position: 'home_carousel' },
    });
    const demo = (banners.json().data as { title: string; link: string }[]).find(
      (b) => b.title === 'Try the demo account',
    );
    expect(demo?.link).toBe(DEMO_BANNER_LINK);
    expect(DEMO_BANNER_LINK).toBe('/m/demo');
    // A database seeded before: the migration moves the seeded row, and only that one.
    const db = server.app.appContext.db;
    await db.execute(
      sql`UPDATE banners SET link = '/m/user/account' WHERE title = 'Try the demo account'`,
    );
    await db.execute(
      sql`INSERT INTO banners (position, title, image_url, link) VALUES ('home_carousel', 'Own', '/x.svg', '/m/user/account')`,
    );
    await db.execute(sql.raw(migrations.find((m) => m.version === 10)!.sql));
    const rows = await queryRows<{ title: string; link: string }>(
      db,
      sql`SELECT title, link FROM banners WHERE title IN ('Try the demo account', 'Own') ORDER BY title`,
    );
    expect(rows).toEqual([
      { title: 'Own', link: '/m/user/account' },
      { title: 'Try the demo account', link: '/m/demo' },
    ]);
  });
});
