// `npm start`: build what the server serves (turbo skips it when nothing changed), then run the server:
// the web app, /api and STOMP on one port (PORT, default 8080), data in DATA_DIR (default ./.data).
// START_SKIP_BUILD=1 runs the server on the web app as it is built; START_SERVER_ENTRY names another
// entry file (the shutdown tests run the wrapper around a stand-in that logs every signal it gets).
import { spawn, spawnSync } from 'node:child_process';

/** How long a signal waits for the server to say that it got the signal itself. */
const FORWARD_AFTER_MS = 500;

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
if (process.env.START_SKIP_BUILD !== '1') {
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@repo/web', '--output-logs=errors-only'],
    { stdio: 'inherit', env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The IPC channel carries one message, the server's "closing"; if this process dies, the server sees
// the channel close and shuts down instead of staying behind.
const entry = process.env.START_SERVER_ENTRY || 'apps/server/src/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', entry], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
});
let serverClosing = false;
server.on('message', (message) => {
  if (message && typeof message === 'object' && message.type === 'closing') serverClosing = true;
});

// A Ctrl-C (or `kill -- -<pgid>`) reaches the whole process group, the server included, and npm
// forwards it here a second time: forward a signal only once, and only when the server did not get
// it itself. A second signal in the middle of closing would interrupt saving and leave the lock file.
let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    setTimeout(() => {
      const running = server.exitCode === null && server.signalCode === null;
      if (running && !serverClosing) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    }, FORWARD_AFTER_MS);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
