import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long to wait for "ready" before giving up (a loaded 2-core machine can take 30 s and more). */
const READY_TIMEOUT_MS = 120_000;

/** A server process of the real entry point (`src/main.ts`, what `npm start` runs). */
export interface Running {
  child: ChildProcess;
  baseUrl: string;
  /** From spawn to its "ready" line. */
  startMs: number;
  output: () => string;
}

/** Starts `src/main.ts` on a free port with these settings; resolves once it printed "ready". */
export function startEntryPoint(settings: {
  dataDir: string;
  webDist: string;
  /** PGlite in the data dir when null. */
  databaseUrl: string | null;
}): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      WEB_DIST: settings.webDist,
      OPERATOR_TOKEN: '',
      DATABASE_URL: settings.databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          child,
          baseUrl: match[1]!,
          startMs: performance.now() - started,
          output: () => output,
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** SIGTERM, then SIGKILL after 20 s; resolves with the exit code. */
export function stopEntryPoint(running: Running | null | undefined): Promise<number | null> {
  return new Promise((resolve) => {
    if (!running || running.child.exitCode !== null)
      return resolve(running?.child.exitCode ?? null);
    const kill = setTimeout(() => running.child.kill('SIGKILL'), 20_000);
    running.child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    running.child.kill('SIGTERM');
  });
}
