import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import { buildApp } from '@repo/server/app';
import { readConfig } from '@repo/server/config';
import { STOMP_ENDPOINT } from '@repo/api-schema/stomp';
import { createStompConnection, type StompConnection } from '../../platform/stomp';

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

/**
 * The app's STOMP adapter connected to the in-process server over a real WebSocket (`ws`: Node 20 has
 * no global WebSocket), so a test sees what the server's broker accepts and refuses.
 */
export function createServerStompConnection(origin: string): StompConnection {
  const brokerURL = `${origin.replace(/^http/, 'ws')}${STOMP_ENDPOINT}`;
  return createStompConnection({
    brokerURL,
    createClient: (config) =>
      new Client({
        ...config,
        webSocketFactory: () => new WebSocket(brokerURL, ['v12.stomp']),
      }),
  });
}
