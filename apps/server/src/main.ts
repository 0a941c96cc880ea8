import fs from 'node:fs';
import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const app = await buildApp(config);

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
console.log(`Trading app ready at http://${shownHost}:${port}/ (data in ${config.dataDir})`);
