import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** The built web app (apps/web/dist); served at / with the SPA fallback. */
  webDist: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | null;
  /** Market simulator step in ms (at least one tick per product per second by default). */
  marketTickMs: number;
  marketSeed: number;
  /** Approve identity submissions automatically after this many ms (demos); null: operator only. */
  autoApproveMs: number | null;
  /** JSON file of site parameters applied at startup (operator configuration). */
  siteParamsFile: string | null;
  /** Header the operator endpoints require; null disables them. */
  operatorToken: string | null;
  /**
   * Test mode (`TEST_MODE=1`): the operator may script the simulator's next prices (with OPERATOR_TOKEN).
   * Never on a server real users trade on.
   */
  testMode: boolean;
  /** STOMP heart-beat in ms (both directions). */
  heartbeatMs: number;
  /** STOMP subscriptions one connection may hold. */
  stompMaxSubscriptions: number;
  /** Open STOMP connections from one client address. */
  stompMaxConnectionsPerAddress: number;
  /** Uploaded images (`UPLOAD_DIR`); default `<DATA_DIR>/uploads`. */
  uploadDir: string;
  /** Approve deposits automatically after this many ms (`RECHARGE_AUTO_APPROVE_MS`, demos); null: operator only. */
  rechargeAutoApproveMs: number | null;
  /**
   * Money calls (the contract's `x-idempotent` operations: orders, bets, deposits, withdrawals, …) one
   * signed-in account may make a minute, all of them together (`MONEY_CALLS_PER_MINUTE`).
   */
  moneyCallsPerMinute: number;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`,
    );
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const autoApprove = env.VERIFICATION_AUTO_APPROVE_MS;
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  return {
    host: env.HOST || '127.0.0.1',
    port: parseInteger('PORT', env.PORT, 8080, 0, 65535),
    dataDir,
    webDist: path.resolve(env.WEB_DIST || path.join(here, '../../web/dist')),
    databaseUrl: env.DATABASE_URL || null,
    marketTickMs: parseInteger('MARKET_TICK_MS', env.MARKET_TICK_MS, 1000, 50, 1000),
    marketSeed: parseInteger('MARKET_SEED', env.MARKET_SEED, 20_260_101, 0, 2 ** 31 - 1),
    autoApproveMs:
      autoApprove === undefined || autoApprove === ''
        ? null
        : parseInteger('VERIFICATION_AUTO_APPROVE_MS', autoApprove, 0, 0, 86_400_000),
    siteParamsFile: env.SITE_PARAMS_FILE ? path.resolve(env.SITE_PARAMS_FILE) : null,
    operatorToken: env.OPERATOR_TOKEN || null,
    testMode: env.TEST_MODE === '1' || env.TEST_MODE === 'true',
    heartbeatMs: parseInteger('STOMP_HEARTBEAT_MS', env.STOMP_HEARTBEAT_MS, 2000, 100, 60_000),
    stompMaxSubscriptions: parseInteger(
      'STOMP_MAX_SUBSCRIPTIONS',
      env.STOMP_MAX_SUBSCRIPTIONS,
      200,
      1,
      100_000,
    ),
    stompMaxConnectionsPerAddress: parseInteger(
      'STOMP_MAX_CONNECTIONS_PER_ADDRESS',
      env.STOMP_MAX_CONNECTIONS_PER_ADDRESS,
      20,
      1,
      100_000,
    ),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    rechargeAutoApproveMs:
      env.RECHARGE_AUTO_APPROVE_MS === undefined || env.RECHARGE_AUTO_APPROVE_MS === ''
        ? null
        : parseInteger('RECHARGE_AUTO_APPROVE_MS', env.RECHARGE_AUTO_APPROVE_MS, 0, 0, 86_400_000),
    moneyCallsPerMinute: parseInteger(
      'MONEY_CALLS_PER_MINUTE',
      env.MONEY_CALLS_PER_MINUTE,
      120,
      1,
      10_000_000,
    ),
  };
}
