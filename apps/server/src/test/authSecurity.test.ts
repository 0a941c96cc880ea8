import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@stomp/stompjs';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { queryRows } from '../db/database';
import { DEMO_PASSWORD } from '../db/seedData';
import { loginNameKey, normaliseLoginName } from '../modules/auth/service';
import { captchaSvg } from '../modules/auth/captcha';
import { passwords } from '../modules/auth/passwords';
import { requestBucket } from '../http/rateLimit';
import { testDatabaseConfig } from './database';
import { call, startTestServer, type TestServer } from './harness';

let server: TestServer;
let wsUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  wsUrl = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/websocket/server`;
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.deactivate()));
  await server?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => server.app.appContext.db;

/** "A minute later" for the per-request limits (10 logins, 5 codes … per minute and address). */
const expireRequestLimits = (s: TestServer = server) =>
  s.app.appContext.db.execute(
    sql`UPDATE rate_limit_hits SET reset_at = now() WHERE bucket LIKE 'request:%'`,
  );

async function register(s: TestServer, username: string, password = 'secret1') {
  const res = await call(s.app, 'register', {
    body: { registerType: 'username', username, password, confirmPassword: password },
  });
  expect(res.json().code, res.res.body).toBe(0);
}

/** A fresh captcha key and its answer (read from the issuing server, as a person would read the image). */
let captchaCount = 0;
async function captcha(s: TestServer = server) {
  const key = `key-${++captchaCount}`;
  expect((await call(s.app, 'getCaptcha', { query: { t: key } })).res.statusCode).toBe(200);
  return { captchaKey: key, captcha: s.captchas.get(key)! };
}

const loginCode = async (
  s: TestServer,
  body: Record<string, string>,
  remoteAddress = '127.0.0.1',
) => (await call(s.app, 'login', { body, remoteAddress })).json();

async function login(username: string, password = DEMO_PASSWORD) {
  const body = (await call(server.app, 'login', { body: { username, password } })).json() as {
    code: number;
    data: { token: string };
  };
  expect(body.code).toBe(0);
  return body.data.token;
}

describe('login names: one normal form for lookup and throttling', () => {
  it.each([
    [' demouser ', 'demouser'],
    ['\u00A0demouser\u3000', 'demouser'],
    ['\uFEFFdemo\u200Buser\t', 'demouser'],
    ['ｄｅｍｏｕｓｅｒ', 'demouser'],
    ['+44\u00A0\u00A07700900123', '+44 7700900123'],
  ])('%j → %j', (raw, normal) => expect(normaliseLoginName(raw)).toBe(normal));

  it('keys the per-request login limit on the normalised, case-folded name', () => {
    const bucket = (username: string) =>
      requestBucket('login', { ip: '10.0.0.1', body: { username } } as FastifyRequest);
    expect(loginNameKey('\u3000DemoUser\u00A0')).toBe('demouser');
    for (const padded of [' demouser', 'demouser\u00A0', '\u3000DEMOUSER', 'ｄｅｍｏｕｓｅｒ'])
      expect(bucket(padded)).toBe(bucket('demouser'));
    expect(bucket('demouser')).not.toBe(bucket('demoacct'));
  });

  it('locks a name after 5 failures however it is padded; the right password waits out the lock', async () => {
    await register(server, 'lockme01', 'secret1');
    const spellings = [
      ' lockme01',
      'lockme01\u00A0',
      '\u3000lockme01',
      'ｌｏｃｋｍｅ01',
      '\u2003lockme01\u200B',
    ];
    for (const [i, username] of spellings.entries()) {
      // From the fourth failure on, a captcha is asked for first.
      const extra = i >= 3 ? await captcha() : {};
      expect((await loginCode(server, { username, password: 'wrong12', ...extra })).code).toBe(
        1011,
      );
    }
    const right = { username: 'lockme01\u3000', password: 'secret1' };
    const locked = await loginCode(server, { ...right, ...(await captcha()) });
    expect(locked.code).toBe(429);
    expect(locked.msg).toMatch(/failed logins for this account/);
    // The lock is the name's, from any address.
    expect((await loginCode(server, { ...right, ...(await captcha()) }, '10.1.1.1')).code).toBe(
      429,
    );
    // 15 minutes later: the padded name logs in (lookup and bucket agree on the name).
    await db().execute(
      sql`UPDATE rate_limit_hits SET reset_at = now() WHERE bucket = 'login-failed:name:lockme01'`,
    );
    expect((await loginCode(server, right)).code).toBe(0);
  });

  it('limits failed logins per address across all names (password spraying)', async () => {
    const sprayer = '10.2.0.1';
    for (let i = 0; i < 30; i++) {
      const res = await loginCode(
        server,
        { username: `spray${String(i).padStart(3, '0')}`, password: 'guess123' },
        sprayer,
      );
      expect(res.code).toBe(1011);
    }
    const refused = await loginCode(
      server,
      { username: 'demoacct', password: DEMO_PASSWORD },
      sprayer,
    );
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/from this address/);
    expect(
      (await loginCode(server, { username: 'demoacct', password: DEMO_PASSWORD }, '10.2.0.2')).code,
    ).toBe(0);
  });

  it('runs one argon2 verification for an unknown name, as for a wrong password', async () => {
    const verify = vi.spyOn(passwords, 'verify');
    expect((await loginCode(server, { username: 'nobody4242', password: 'wrong12' })).code).toBe(
      1011,
    );
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
    expect(await verify.mock.results[0]!.value).toBe(false);
    verify.mockClear();
    expect((await loginCode(server, { username: 'demouser', password: 'wrong12' })).code).toBe(
      1011,
    );
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('verification codes and password resets are limited per target and per address', () => {
  const sendCode = (email: string, remoteAddress: string) =>
    call(server.app, 'sendVerificationCode', {
      body: { type: 'email', scene: 'register', email },
      remoteAddress,
    }).then((r) => r.json());
  /** The 60 s countdown between two codes for one target has passed. */
  const countdownOver = () =>
    db().execute(
      sql`UPDATE verification_codes SET expires_at = expires_at - interval '61 seconds'`,
    );

  it('sends at most 5 codes an hour to one e-mail address, however its case is written', async () => {
    const spellings = ['Target@Example.com', 'target@example.com', 'TARGET@EXAMPLE.COM'];
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(spellings[i % 3]!, `10.3.0.${i}`)).code).toBe(0);
      await countdownOver();
    }
    const refused = await sendCode('target@Example.com', '10.3.0.9');
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/for this address or number/);
    expect(server.codes.sent.filter((m) => m.target === 'target@example.com')).toHaveLength(5);
  });

  it('answers at most 20 code requests an hour from one address', async () => {
    for (let i = 0; i < 20; i++) {
      if (i % 5 === 0) await expireRequestLimits();
      expect((await sendCode(`many${i}@example.com`, '10.3.1.1')).code).toBe(0);
    }
    await expireRequestLimits();
    const refused = await sendCode('one-more@example.com', '10.3.1.1');
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/from this address/);
    expect((await sendCode('one-more@example.com', '10.3.1.2')).code).toBe(0);
  });

  const reset = (email: string, code: string, remoteAddress: string) =>
    call(server.app, 'forgetPassword', {
      body: { type: 'email', email, code, password: 'newpass1', confirmPassword: 'newpass1' },
      remoteAddress,
    }).then((r) => r.json());

  it('tries at most 5 password resets an hour on one account', async () => {
    const email = 'resetme@example.com';
    await sendCode(email, '10.4.0.1');
    const registered = await call(server.app, 'register', {
      body: {
        registerType: 'email',
        email,
        code: server.codes.last(email)!,
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });
    expect(registered.json().code).toBe(0);
    const newCode = async (remoteAddress: string) => {
      await countdownOver();
      const sent = await call(server.app, 'sendVerificationCode', {
        body: { type: 'email', scene: 'forgetPwd', email },
        remoteAddress,
      });
      expect(sent.json().code).toBe(0);
    };
    // Five wrong guesses from five addresses, spread over two codes (each code takes 5 itself).
    await newCode('10.4.0.2');
    for (let i = 0; i < 3; i++)
      expect((await reset(email, '000000', `10.4.1.${i}`)).code).toBe(1009);
    await newCode('10.4.0.3');
    for (let i = 3; i < 5; i++)
      expect((await reset(email, '000000', `10.4.1.${i}`)).code).toBe(1009);
    // The right code of a live, unexhausted code is refused now.
    const refused = await reset(email, server.codes.last(email)!, '10.4.1.9');
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/for this account/);
  });

  it('tries at most 20 password resets an hour from one address', async () => {
    for (let i = 0; i < 20; i++) {
      if (i % 10 === 0) await expireRequestLimits();
      expect((await reset(`unknown${i}@example.com`, '123456', '10.4.2.1')).code).toBe(1009);
    }
    await expireRequestLimits();
    const refused = await reset('unknown@example.com', '123456', '10.4.2.1');
    expect(refused.code).toBe(429);
    expect(refused.msg).toMatch(/from this address/);
  });
});

describe('a password reset does not tell whether an account exists', () => {
  const known = 'known-reset@example.com';
  const unknown = 'nobody-here@example.com';
  const sendCode = (email: string, scene: string, remoteAddress: string) =>
    call(server.app, 'sendVerificationCode', {
      body: { type: 'email', scene, email },
      remoteAddress,
    }).then((r) => r.json() as { code: number; msg: string; data: unknown });
  const reset = (email: string, code: string, remoteAddress: string) =>
    call(server.app, 'forgetPassword', {
      body: { type: 'email', email, code, password: 'newpass1', confirmPassword: 'newpass1' },
      remoteAddress,
    }).then((r) => r.json() as { code: number; msg: string });

  beforeAll(async () => {
    await sendCode(known, 'register', '10.6.0.1');
    const registered = await call(server.app, 'register', {
      body: {
        registerType: 'email',
        email: known,
        code: server.codes.last(known)!,
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });
    expect(registered.json().code).toBe(0);
  });

  it('answers a code request for an unknown address as for a known one, and sends nothing', async () => {
    const forKnown = await sendCode(known, 'forgetPwd', '10.6.1.1');
    const forUnknown = await sendCode(unknown, 'forgetPwd', '10.6.1.2');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.code).toBe(0);
    expect(server.codes.sent.some((m) => m.target === unknown)).toBe(false);
    // A second request within the countdown is refused alike.
    const again = [
      await sendCode(known, 'forgetPwd', '10.6.1.3'),
      await sendCode(unknown, 'forgetPwd', '10.6.1.4'),
    ];
    expect(again[1]).toEqual(again[0]);
    expect(again[0]?.code).toBe(1016);
  });

  it('answers a reset of an unknown address as a wrong code for a known one', async () => {
    const forKnown = await reset(known, '000000', '10.6.2.1');
    const forUnknown = await reset(unknown, '000000', '10.6.2.2');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.code).toBe(1009);
  });
});

describe('the captcha image', () => {
  const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const randomAnswer = () =>
    Array.from({ length: 4 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');

  it('holds the answer as drawn strokes only: no text, title or label carries it', () => {
    for (const answer of [...Array.from({ length: 200 }, randomAnswer), 'ABCD', '2345', ALPHABET]) {
      const svg = captchaSvg(answer);
      expect(svg).not.toMatch(/<(text|tspan|title|desc|foreignObject)\b/i);
      expect(svg).not.toContain(answer);
      // Nothing between tags, and no attribute value holds the answer either.
      expect(svg.replace(/<[^>]*>/g, '')).toBe('');
      for (const [, value] of svg.matchAll(/="([^"]*)"/g)) expect(value).not.toContain(answer);
      expect(svg).toMatch(/^<svg[^>]*><rect[^>]*\/>(<(path|circle) [^>]*\/>)+<\/svg>$/);
    }
  });

  it('differs between two images of the same answer', () => {
    expect(captchaSvg('ABCD')).not.toBe(captchaSvg('ABCD'));
  });

  it('is served without its answer', async () => {
    const { res } = await call(server.app, 'getCaptcha', { query: { t: 'served-1' } });
    const answer = server.captchas.get('served-1')!;
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    expect(res.body).not.toContain(answer);
    expect(res.body).not.toMatch(/<text\b/);
  });
});

describe('token rotation', () => {
  const age = (token: string) =>
    db().execute(
      sql`UPDATE sessions SET created_at = now() - interval '1 hour' WHERE token = ${token}`,
    );
  const sessionRow = async (token: string) =>
    (
      await queryRows<{ expires: string; rotated: string | null }>(
        db(),
        sql`SELECT expires_at::text AS expires, rotated_at::text AS rotated FROM sessions WHERE token = ${token}`,
      )
    )[0];

  async function rotated() {
    const old = await login('demouser');
    await age(old);
    const first = await call(server.app, 'getUserInfo', { token: old });
    const next = first.res.headers.authorization as string;
    expect(next).toBeTruthy();
    expect(next).not.toBe(old);
    return { old, next };
  }

  it('gives the replaced token one grace window that using it does not renew', async () => {
    const { old, next } = await rotated();
    const before = await sessionRow(old);
    expect(before!.rotated).not.toBeNull();
    for (let i = 0; i < 3; i++) {
      const again = await call(server.app, 'getUserInfo', { token: old });
      expect(again.json().code).toBe(0);
      // No further token for the replaced one, and no longer life.
      expect(again.res.headers.authorization).toBeUndefined();
    }
    expect(await sessionRow(old)).toEqual(before);
    // 31 s after the rotation, the old token is done; the new one works.
    await db().execute(
      sql`UPDATE sessions SET rotated_at = rotated_at - interval '31 seconds' WHERE token = ${old}`,
    );
    expect((await call(server.app, 'getUserInfo', { token: old })).res.statusCode).toBe(401);
    expect((await call(server.app, 'getUserInfo', { token: next })).json().code).toBe(0);
  });

  async function stompClosed(token: string) {
    const client = new Client({
      webSocketFactory: () => new WebSocket(wsUrl, ['v12.stomp']),
      connectHeaders: { 'X-USER-TOKEN': token },
      reconnectDelay: 0,
      debug: () => undefined,
    });
    clients.push(client);
    let closed = false;
    await new Promise<void>((resolve) => {
      client.onConnect = () => resolve();
      client.onWebSocketClose = () => {
        closed = true;
      };
      client.activate();
    });
    return () => closed;
  }

  const until = async (predicate: () => boolean, timeoutMs = 5000) => {
    const started = Date.now();
    while (!predicate()) {
      if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it.each(['newest', 'replaced'] as const)(
    'logging out with the %s token ends the whole family and its STOMP connections',
    async (which) => {
      const { old, next } = await rotated();
      const other = await login('demouser');
      const oldClosed = await stompClosed(old);
      const nextClosed = await stompClosed(next);
      const otherClosed = await stompClosed(other);
      expect(
        (await call(server.app, 'logout', { token: which === 'newest' ? next : old })).json().code,
      ).toBe(0);
      for (const token of [old, next]) {
        expect((await call(server.app, 'getUserInfo', { token })).res.statusCode).toBe(401);
      }
      await until(() => oldClosed() && nextClosed());
      // Another login of the same user is another family: it stays.
      expect((await call(server.app, 'getUserInfo', { token: other })).json().code).toBe(0);
      expect(otherClosed()).toBe(false);
    },
  );
});

describe('state lives in the database, not in the process', () => {
  it('a restarted instance keeps failed-login counts, locks and captcha answers', async () => {
    // One database for three servers in turn (PGlite on disk, or one PostgreSQL database).
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'server-restart-'));
    const database = await testDatabaseConfig(path.join(scratch, 'pgdata'));
    const first = await startTestServer({}, {}, { database });
    await register(first, 'restart01', 'secret1');
    for (let i = 0; i < 3; i++) {
      expect((await loginCode(first, { username: 'restart01', password: 'wrong12' })).code).toBe(
        1011,
      );
    }
    const issued = await captcha(first);
    await first.close();

    const second = await startTestServer({}, {}, { database });
    try {
      // The three failures counted before the restart still ask for a captcha.
      expect((await loginCode(second, { username: 'restart01', password: 'secret1' })).code).toBe(
        1010,
      );
      // The answer the first instance issued is checked by the second.
      expect(
        (
          await loginCode(second, {
            username: 'restart01',
            password: 'wrong12',
            ...issued,
          })
        ).code,
      ).toBe(1011);
      expect(
        (
          await loginCode(second, {
            username: 'restart01',
            password: 'wrong12',
            ...(await captcha(second)),
          })
        ).code,
      ).toBe(1011);
    } finally {
      await second.close();
    }
    const third = await startTestServer({}, {}, { database });
    try {
      const locked = await loginCode(third, {
        username: 'restart01',
        password: 'secret1',
        ...(await captcha(third)),
      });
      expect(locked.code).toBe(429);
    } finally {
      await third.close();
      await database.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});
