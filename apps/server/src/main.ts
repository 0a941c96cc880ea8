import fs from 'node:fs';
import { buildApp } from './app';
import { readConfig } from './config';
import { DataDirLockedError } from './db/lock';

const started = Date.now();
const config = readConfig();
fs.mkdirSync(config.dataDir, { recursive: true });

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const shutdown = async (signal: string) => {
  console.log(`${signal} received, closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
console.log(
  `Trading app ready at http://${shownHost}:${port}/ in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}; market data is simulated)`,
);
