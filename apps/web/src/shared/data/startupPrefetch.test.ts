import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@repo/api-schema/client';
import { STARTUP_GETS, STARTUP_POSTS } from './queryClient';
import { STARTUP_PREFETCH_TTL_MS, withStartupPrefetch } from './startupPrefetch';

/** A client that records each request and answers it with a fresh object. */
function recordingClient() {
  const calls: string[] = [];
  const answer = (method: string) => async (path: string, init?: unknown) => {
    calls.push(`${method} ${path}${init === undefined ? '' : ` ${JSON.stringify(init)}`}`);
    return { data: { data: `${method} ${path} #${calls.length}` } };
  };
  const api = { GET: answer('GET'), POST: answer('POST') } as unknown as ApiClient;
  return { api, calls };
}

const call = (api: ApiClient, method: 'GET' | 'POST', path: string, init?: unknown) =>
  (api[method] as unknown as (path: string, init?: unknown) => Promise<unknown>)(path, init);

describe('withStartupPrefetch', () => {
  it('sends every start-up load at once, before any is asked for', () => {
    const { api, calls } = recordingClient();
    withStartupPrefetch(api);
    expect(calls.sort()).toEqual(
      [...STARTUP_GETS.map((p) => `GET ${p}`), ...STARTUP_POSTS.map((p) => `POST ${p}`)].sort(),
    );
  });

  it("hands each early answer to the path's first bare call, then asks the server again", async () => {
    const { api, calls } = recordingClient();
    const client = withStartupPrefetch(api);
    const sentAtStart = calls.length;
    const first = await call(client, 'POST', '/common/dict/allMap');
    expect(calls.length).toBe(sentAtStart);
    expect(first).toEqual({
      data: { data: expect.stringMatching(/^POST \/common\/dict\/allMap #/) },
    });
    const again = await call(client, 'POST', '/common/dict/allMap');
    expect(calls.length).toBe(sentAtStart + 1);
    expect(again).not.toEqual(first);
  });

  it('sends calls with parameters and other paths to the server', async () => {
    const { api, calls } = recordingClient();
    const client = withStartupPrefetch(api);
    const sentAtStart = calls.length;
    await call(client, 'GET', '/country/list', { params: { query: { page: 2 } } });
    await call(client, 'GET', '/user/message/noReadNum');
    expect(calls.slice(sentAtStart)).toEqual([
      'GET /country/list {"params":{"query":{"page":2}}}',
      'GET /user/message/noReadNum',
    ]);
    // The bare call still gets the early answer.
    await call(client, 'GET', '/country/list');
    expect(calls.length).toBe(sentAtStart + 2);
  });

  it('does not hand out an answer older than the time limit', async () => {
    const { api, calls } = recordingClient();
    let time = 1_000;
    const client = withStartupPrefetch(api, () => time);
    const sentAtStart = calls.length;
    time += STARTUP_PREFETCH_TTL_MS + 1;
    await call(client, 'GET', '/translation/list');
    expect(calls.slice(sentAtStart)).toEqual(['GET /translation/list']);
  });

  it('passes a failed early request to its caller, and leaves no unhandled rejection', async () => {
    const failure = new Error('offline');
    const api = {
      GET: () => Promise.reject(failure),
      POST: () => Promise.reject(failure),
    } as unknown as ApiClient;
    const client = withStartupPrefetch(api);
    await expect(call(client, 'GET', '/trade/product/list')).rejects.toBe(failure);
    // The other four are never asked for: their rejections must not surface (vitest fails on one).
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('never hands out a request known to have failed: a retry asks the server anew', async () => {
    const calls: string[] = [];
    let online = false;
    const answer = async (path: string) => {
      calls.push(path);
      if (!online) throw new TypeError('Failed to fetch');
      return { data: { data: path }, response: { ok: true } };
    };
    const errorAnswer = async (path: string) => {
      calls.push(path);
      return { error: { errCode: 500 }, response: { ok: false } };
    };
    const client = withStartupPrefetch({ GET: answer, POST: errorAnswer } as unknown as ApiClient);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sentAtStart = calls.length;
    online = true;
    await expect(call(client, 'GET', '/country/list')).resolves.toEqual({
      data: { data: '/country/list' },
      response: { ok: true },
    });
    await call(client, 'POST', '/common/dict/allMap');
    expect(calls.slice(sentAtStart)).toEqual(['/country/list', '/common/dict/allMap']);
  });

  describe('sent in turns', () => {
    /** The turns given out, to be run by the test. */
    function turns() {
      const queue: (() => void)[] = [];
      return {
        inTurn: (send: () => void) => void queue.push(send),
        runAll: () => queue.splice(0).forEach((send) => send()),
        count: () => queue.length,
      };
    }

    it('sends each start-up load in a turn of its own, none before', () => {
      const { api, calls } = recordingClient();
      const given = turns();
      withStartupPrefetch(api, Date.now, given.inTurn);
      expect(calls).toEqual([]);
      expect(given.count()).toBe(STARTUP_GETS.length + STARTUP_POSTS.length);
      given.runAll();
      expect(calls.sort()).toEqual(
        [...STARTUP_GETS.map((p) => `GET ${p}`), ...STARTUP_POSTS.map((p) => `POST ${p}`)].sort(),
      );
    });

    it("hands the answer sent in a turn to the path's first bare call", async () => {
      const { api, calls } = recordingClient();
      const given = turns();
      const client = withStartupPrefetch(api, Date.now, given.inTurn);
      given.runAll();
      const sent = calls.length;
      await call(client, 'GET', '/trade/product/list');
      expect(calls.length).toBe(sent);
    });

    it('a bare call before its turn asks the server once, and the turn then sends nothing', async () => {
      const { api, calls } = recordingClient();
      const given = turns();
      const client = withStartupPrefetch(api, Date.now, given.inTurn);
      await call(client, 'GET', '/country/list');
      expect(calls).toEqual(['GET /country/list']);
      given.runAll();
      expect(calls.filter((c) => c === 'GET /country/list')).toHaveLength(1);
      // The next bare call is a re-read: it asks the server again.
      await call(client, 'GET', '/country/list');
      expect(calls.filter((c) => c === 'GET /country/list')).toHaveLength(2);
    });

    it('hands an early answer out through the given hand-out, and only an early one', async () => {
      const { api, calls } = recordingClient();
      const given = turns();
      const handedOut: unknown[] = [];
      const client = withStartupPrefetch(api, Date.now, given.inTurn, (answer) => {
        handedOut.push(answer);
        return answer;
      });
      given.runAll();
      await call(client, 'GET', '/trade/product/list');
      expect(handedOut).toHaveLength(1);
      // A re-read goes to the server and is no hand-out.
      await call(client, 'GET', '/trade/product/list');
      expect(handedOut).toHaveLength(1);
      expect(calls.filter((c) => c === 'GET /trade/product/list')).toHaveLength(2);
    });

    it('an early answer reaches its caller no sooner than the hand-out lets it', async () => {
      const { api } = recordingClient();
      const given = turns();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const client = withStartupPrefetch(api, Date.now, given.inTurn, (answer) =>
        answer.then(async (value) => {
          await gate;
          return value;
        }),
      );
      given.runAll();
      let answered = false;
      const pending = call(client, 'GET', '/country/list').then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(answered).toBe(false);
      release();
      await pending;
      expect(answered).toBe(true);
    });

    it('a call with parameters before the turn leaves the early request to go out', async () => {
      const { api, calls } = recordingClient();
      const given = turns();
      const client = withStartupPrefetch(api, Date.now, given.inTurn);
      await call(client, 'GET', '/country/list', { params: { query: { page: 2 } } });
      given.runAll();
      const sent = calls.length;
      await call(client, 'GET', '/country/list');
      expect(calls.length).toBe(sent);
    });
  });
});
