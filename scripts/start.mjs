// `npm start`: build what the server serves (turbo skips it when nothing changed), then run the server:
// the web app, /api and STOMP on one port (PORT, default 8080), data in DATA_DIR (default ./.data).
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@repo/web', '--output-logs=errors-only'],
  { stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
