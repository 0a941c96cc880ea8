import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@repo/server/app';
import { readConfig } from '@repo/server/config';

/** The seeded demo account of the reference server (as the e2e suite logs in). */
export const DEMO_ACCOUNT = { username: 'demouser', password: 'demo123456' } as const;

export interface InProcessServer {
  /** `http://127.0.0.1:<port>`: the client's base URL (the client adds `/api`). */
  origin: string;
  close(): Promise<void>;
}

/**
 * The reference server (apps/server) in this process, on a throw-away in-memory database, listening on
 * a free port of 127.0.0.1: the web app's session flows run against the real contract, not a fake.
 * For tests in the node environment only; `@repo/server` is a devDependency of the web app and lint
 * keeps it out of app code, so it never reaches the bundle.
 */
export async function startInProcessServer(): Promise<InProcessServer> {
  const app = await buildApp({
    ...readConfig({}),
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    webDist: path.join(os.tmpdir(), 'web-tests-no-dist'),
    databaseUrl: null,
    operatorToken: null,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
