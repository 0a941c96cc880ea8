import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** The built web app (apps/web/dist); served at / with the SPA fallback. */
  webDist: string;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(raw)}`);
  }
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    webDist: path.resolve(env.WEB_DIST || path.join(here, '../../web/dist')),
  };
}
