import fs from 'node:fs';
import { buildApp } from './app';
import { readConfig } from './config';
import { DataDirLockedError } from './db/lock';

const started = Date.now();
const config = readConfig();
fs.mkdirSync(config.dataDir, { recursive: true });

/** A close that has not finished after this long is given up (the data-dir lock of a dead pid is stale). */
const CLOSE_TIMEOUT_MS = 30_000;

let closing = false;

/**
 * Closes once. A Ctrl-C reaches every process of the terminal's group (npm, the `npm start` wrapper,
 * this server), and wrappers forward signals too: any later signal is ignored while the server saves
 * its state and releases the data directory.
 */
function shutdown(reason: string) {
  if (closing) {
    console.log(`${reason} again while closing; ignored`);
    return;
  }
  closing = true;
  console.log(`${reason}, closing`);
  // Tells the `npm start` wrapper that this process got the signal itself (it then does not forward it).
  if (process.connected) process.send?.({ type: 'closing' });
  setTimeout(() => {
    console.error(`closing took longer than ${CLOSE_TIMEOUT_MS / 1000} s; exiting`);
    process.exit(1);
  }, CLOSE_TIMEOUT_MS).unref();
  starting
    .then((app) => app.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        if (!(error instanceof DataDirLockedError)) console.error('closing failed', error);
        process.exit(1);
      },
    );
}
process.on('SIGINT', () => shutdown('SIGINT received'));
process.on('SIGTERM', () => shutdown('SIGTERM received'));
process.on('SIGHUP', () => shutdown('SIGHUP received'));
// Started by `npm start` and the wrapper is gone (killed outright): do not stay behind holding the port.
process.on('disconnect', () => shutdown('the npm start wrapper exited'));
// Built after the handlers are in place: a signal that arrives while the app is being built (the
// data-dir lock is taken in buildApp's first synchronous step) must find a handler, not Node's default
// of dying with the lock file left behind. Handlers run on the event loop, after this module's
// synchronous code, so `starting` is set by the time shutdown() reads it.
const starting = buildApp(config);

let app: Awaited<typeof starting>;
try {
  app = await starting;
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (!closing) {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  console.log(
    `Trading app ready at http://${shownHost}:${port}/ in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}; market data is simulated)`,
  );
}
