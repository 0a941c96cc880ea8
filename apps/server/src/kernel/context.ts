import type { Db } from '../db/database';
import type { Kernel } from './kernel';
import type { MarketSimulator } from '../market-data/simulator';
import type { MessageBroker } from '../realtime/broker';
import type { CaptchaStore } from '../modules/auth/captcha';
import type { CodeDelivery } from '../modules/auth/codes';
import type { ProductCatalog } from '../modules/market/products';

/** Everything a domain service may use; built once in app.ts. */
export interface AppContext {
  db: Db;
  /** Transactions with outbox events, idempotency, clock. */
  kernel: Kernel;
  broker: MessageBroker;
  market: MarketSimulator;
  captcha: CaptchaStore;
  codes: CodeDelivery;
  /** ms after which an identity submission is approved automatically; null: operator review only. */
  autoApproveMs: number | null;
  /** Closes the STOMP connections that authenticated with a token (set once the endpoint exists). */
  endStompSessions: (token: string) => void;
  /** The trade products with their live quotes. */
  products: ProductCatalog;
  /** For the health check. */
  databaseKind: 'pglite' | 'postgres';
  startedAt: number;
  /** When this app was built (clock time): the trading engine tells a restart by it. */
  bootedAt: number;
  /** Where uploaded images are stored (`UPLOAD_DIR`, default DATA_DIR/uploads). */
  uploadDir: string;
  /** ms after which a deposit is approved automatically (`RECHARGE_AUTO_APPROVE_MS`, demos); null: operator only. */
  rechargeAutoApproveMs: number | null;
  /** Money calls one signed-in account may make a minute, all together (`MONEY_CALLS_PER_MINUTE`). */
  moneyCallsPerMinute: number;
}
