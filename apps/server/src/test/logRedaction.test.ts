import { inspect } from 'node:util';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/database';
import * as t from '../db/schema';
import { DEMO_PASSWORD } from '../db/seedData';
import { describeError, redact, REDACTED } from '../http/redact';
import { call, startTestServer, type TestServer } from './harness';

/**
 * The log never holds password hashes, tokens or request bodies of auth calls. The database is broken
 * on purpose so that auth calls fail with 500 while holding a password, its hash and a session token,
 * and everything the server prints meanwhile is captured and searched for them.
 */

let server: TestServer;
const printed: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

function capture() {
  printed.length = 0;
  for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      // What the console would print: errors with their stack and properties (`params` included).
      printed.push(
        args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 6 }))).join(' '),
      );
    });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

const exec = (text: string) => queryRows(server.app.appContext.db, sql.raw(text));

describe('what the server prints about a failed auth call', () => {
  it('has neither the password, its hash, nor any other value of a register body', async () => {
    const users = getTableName(t.users);
    // Existing rows stay; every new user is refused by the database (a 500 during register).
    await exec(`ALTER TABLE ${users} ADD CONSTRAINT hostile_no_new_users CHECK (id < 0) NOT VALID`);
    capture();
    try {
      const body = {
        registerType: 'username',
        username: 'logsecretname7',
        nickname: 'Nick Secretson',
        password: 'Pw-S3cret-91',
        confirmPassword: 'Pw-S3cret-91',
        tkPassword: 'Tk-S3cret-4',
      };
      const { res } = await call(server.app, 'register', { body });
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json()).toMatchObject({ code: 500 });
      const log = printed.join('\n');
      // The failure is reported, with where it happened …
      expect(log).toContain('/api/oauth/register failed');
      expect(log).toContain('hostile_no_new_users');
      // … and none of what the client sent or what the server derived from it.
      for (const secret of [
        body.username,
        body.nickname,
        body.password,
        body.tkPassword,
        '$argon2',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      vi.restoreAllMocks();
      await exec(`ALTER TABLE ${users} DROP CONSTRAINT hostile_no_new_users`);
    }
  });

  it('has no session token when the session lookup fails', async () => {
    const { res: loginRes } = await call(server.app, 'login', {
      body: { username: 'demouser', password: DEMO_PASSWORD },
    });
    const token = (loginRes.json() as { data: { token: string } }).data.token;
    expect(token.length).toBeGreaterThan(16);
    const sessions = getTableName(t.sessions);
    await exec(`ALTER TABLE ${sessions} RENAME TO hostile_hidden_sessions`);
    capture();
    try {
      const { res } = await call(server.app, 'getUserInfo', { token });
      expect(res.statusCode, res.body).toBe(500);
      const log = printed.join('\n');
      expect(log).toContain('failed');
      expect(log).not.toContain(token);
      expect(log).not.toContain(DEMO_PASSWORD);
    } finally {
      vi.restoreAllMocks();
      await exec(`ALTER TABLE hostile_hidden_sessions RENAME TO ${sessions}`);
    }
  });
});

describe('redact', () => {
  it('blanks given values, their JSON-escaped form, hashes and token-shaped runs', () => {
    const text = redact(
      'params: a\u0000b,"a\\u0000b" $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA ' +
        'token vNJBZhEri_adtpZ6EM5GINkko00AWur2yh08E-spuFI at /work/wt/errors/apps/server/src/x.ts:1:2',
      ['a\u0000b'],
    );
    expect(text).not.toContain('a\u0000b');
    expect(text).not.toContain('a\\u0000b');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('vNJBZhEri');
    expect(text.split(REDACTED).length - 1).toBe(4);
    // Stack paths survive.
    expect(text).toContain('/work/wt/errors/apps/server/src/x.ts:1:2');
  });

  it("describes an error without a database error's parameter list", () => {
    const cause = Object.assign(new Error('value "99" is out of range for type integer'), {
      code: '22003',
      detail: 'Key (token)=(secret-token) already exists.',
    });
    const error = new Error('Failed query: select 1 where id = $1\nparams: secret-token,99', {
      cause,
    });
    const text = describeError(error);
    expect(text).toContain('Failed query: select 1 where id = $1');
    expect(text).toContain('[22003]');
    expect(text).not.toContain('secret-token');
  });
});
