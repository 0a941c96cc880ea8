import { VALIDATION_MESSAGES as M } from '@repo/api-schema/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { sharedRuleErrors } from './sharedRules';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('the web forms’ rules on the server', () => {
  it('names the broken rule of each field with the id the web form uses', () => {
    expect(
      sharedRuleErrors('register', {
        registerType: 'username',
        username: 'ab',
        password: 'abcdef',
        confirmPassword: 'abcdeg',
      }),
    ).toEqual({ username: M.usernameLength, confirmPassword: M.passwordMismatch });
    expect(sharedRuleErrors('getUserInfo', { anything: 1 })).toBeNull();
  });

  it('answers a too-short username with the form’s message id, not the schema keyword', async () => {
    const { res } = await call(server.app, 'register', {
      body: {
        registerType: 'username',
        username: 'ab',
        password: 'abcdef',
        confirmPassword: 'abcdef',
      },
    });
    expect(res.json()).toMatchObject({ code: 1000, data: { username: M.usernameLength } });
  });

  it('refuses mismatched new passwords with the form’s id before touching the account', async () => {
    const { res } = await call(server.app, 'register', {
      body: {
        registerType: 'username',
        username: 'someone01',
        password: 'abcdef',
        confirmPassword: 'abcdeg',
      },
    });
    expect(res.json()).toMatchObject({ code: 1000, data: { confirmPassword: M.passwordMismatch } });
  });
});
