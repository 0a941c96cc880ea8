import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` and the server it runs shut down once and cleanly on SIGINT/SIGTERM, however many
 * copies of the signal arrive: to the server itself, to its process group (a Ctrl-C in a terminal),
 * and through the `npm start` wrapper. A second signal used to kill the server in the middle of
 * closing, leaving DATA_DIR/server.lock behind.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let dataDir: string;
let webDist: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  // One data dir for all cases: the first start creates the database, the others open it (faster).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-shutdown-'));
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'server-shutdown-web-'));
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  output: () => string;
  waitFor: (pattern: RegExp) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(args: string[], options: { detached?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: options.detached ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: '0',
      HOST: '127.0.0.1',
      ...options.env,
    },
  });
  started.push(child);
  let text = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(text)) {
          waiters.delete(check);
          resolve();
        }
      };
      waiters.add(check);
      check();
      void exited.then(() => {
        if (waiters.delete(check))
          reject(new Error(`exited before printing ${pattern}; output:\n${text}`));
      });
    });
  return { child, output: () => text, waitFor, exited } satisfies Running;
}

const lockFile = (dir = dataDir) => path.join(dir, 'server.lock');
const closingLines = (text: string) => text.split('\n').filter((l) => /, closing$/.test(l));

async function expectCleanExit(server: Running, dir = dataDir) {
  const { code, signal } = await server.exited;
  expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  expect(closingLines(server.output())).toHaveLength(1);
  expect(fs.existsSync(lockFile(dir)), 'lock file left behind').toBe(false);
}

const SERVER = ['--import', 'tsx', 'apps/server/src/main.ts'];

describe('shutdown', () => {
  it('SIGINT twice: closes once, exit code 0, no lock file left', async () => {
    const server = run(SERVER);
    await server.waitFor(/ready at/);
    expect(fs.existsSync(lockFile())).toBe(true);
    server.child.kill('SIGINT');
    await server.waitFor(/closing/);
    // A second Ctrl-C while the server saves and closes.
    expect(server.child.kill('SIGINT'), 'the server was still closing').toBe(true);
    await expectCleanExit(server);
  }, 90_000);

  it('SIGINT twice to the process group (a terminal’s Ctrl-C, twice): closes once', async () => {
    const server = run(SERVER, { detached: true });
    await server.waitFor(/ready at/);
    process.kill(-server.child.pid!, 'SIGINT');
    await server.waitFor(/SIGINT received, closing/);
    process.kill(-server.child.pid!, 'SIGINT');
    await expectCleanExit(server);
  }, 90_000);

  it('a signal during start-up closes once the server is built, without listening', async () => {
    // A new data dir: creating the database takes seconds, so the signal surely comes before "ready".
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'server-shutdown-fresh-'));
    try {
      const server = run(SERVER, { env: { DATA_DIR: fresh } });
      // The lock is the first thing the server takes when it builds the app.
      await expect
        .poll(() => fs.existsSync(lockFile(fresh)), { timeout: 30_000, interval: 10 })
        .toBe(true);
      server.child.kill('SIGTERM');
      await expectCleanExit(server, fresh);
      expect(server.output()).not.toMatch(/ready at/);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }, 90_000);

  it('npm start (the wrapper) on a Ctrl-C: closes once, exit code 0, no lock file left', async () => {
    const wrapper = run(['scripts/start.mjs'], {
      detached: true,
      env: { START_SKIP_BUILD: '1' },
    });
    await wrapper.waitFor(/ready at/);
    // The terminal signals the wrapper and the server together; npm then forwards the signal to the
    // wrapper once more.
    process.kill(-wrapper.child.pid!, 'SIGINT');
    await wrapper.waitFor(/SIGINT received, closing/);
    expect(wrapper.child.kill('SIGINT')).toBe(true);
    await expectCleanExit(wrapper);
  }, 90_000);

  it('npm start killed outright (SIGKILL): the server closes cleanly instead of staying behind', async () => {
    const wrapper = run(['scripts/start.mjs'], { env: { START_SKIP_BUILD: '1' } });
    await wrapper.waitFor(/ready at/);
    const serverPid = Number(fs.readFileSync(lockFile(), 'utf8'));
    expect(serverPid).not.toBe(wrapper.child.pid);
    wrapper.child.kill('SIGKILL');
    await expect
      .poll(
        () => {
          try {
            process.kill(serverPid, 0);
            return 'running';
          } catch {
            return 'gone';
          }
        },
        { timeout: 30_000 },
      )
      .toBe('gone');
    expect(fs.existsSync(lockFile()), 'lock file left behind').toBe(false);
  }, 90_000);
});

/**
 * The wrapper around a stand-in server that logs every signal it gets at once and, like the real one,
 * tells the wrapper "closing" over IPC, then takes a second to close.
 */
describe('the npm start wrapper forwards signals', () => {
  let standIn: string;
  beforeAll(() => {
    standIn = path.join(webDist, 'stand-in-server.mjs');
    fs.writeFileSync(
      standIn,
      `let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log('got ' + signal);
    if (closing) return;
    closing = true;
    process.send?.({ type: 'closing' });
    setTimeout(() => process.exit(0), 1500);
  });
}
setInterval(() => undefined, 1000);
console.log('stand-in ready at ' + process.pid);
`,
    );
  });
  const gotLines = (text: string) => text.split('\n').filter((l) => l.startsWith('got '));

  it('not at all when the server got the Ctrl-C itself, however often npm repeats it', async () => {
    const wrapper = run(['scripts/start.mjs'], {
      detached: true,
      env: { START_SKIP_BUILD: '1', START_SERVER_ENTRY: standIn },
    });
    await wrapper.waitFor(/stand-in ready at/);
    process.kill(-wrapper.child.pid!, 'SIGINT');
    await wrapper.waitFor(/got SIGINT/);
    // npm forwards the terminal's signal to its child, the wrapper.
    wrapper.child.kill('SIGINT');
    wrapper.child.kill('SIGINT');
    expect(await wrapper.exited).toEqual({ code: 0, signal: null });
    expect(gotLines(wrapper.output())).toEqual(['got SIGINT']);
  }, 30_000);

  it('once when only the wrapper was signalled', async () => {
    const wrapper = run(['scripts/start.mjs'], {
      env: { START_SKIP_BUILD: '1', START_SERVER_ENTRY: standIn },
    });
    await wrapper.waitFor(/stand-in ready at/);
    wrapper.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    wrapper.child.kill('SIGTERM');
    expect(await wrapper.exited).toEqual({ code: 0, signal: null });
    expect(gotLines(wrapper.output())).toEqual(['got SIGTERM']);
  }, 30_000);
});
