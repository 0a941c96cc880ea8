import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { seedBetCoins, seedIfEmpty, seedTradeRules } from './db/seed';
import { resolveSession } from './modules/auth/service';
import { CaptchaStore } from './modules/auth/captcha';
import { ConsoleCodeDelivery, type CodeDelivery } from './modules/auth/codes';
import { setSiteParams } from './modules/content/service';
import { fail } from './envelope';
import { registerApi } from './http/api';
import { loadContract, type OpenApiDocument } from './http/contract';
import type { AnyHandler } from './http/route';
import type { AppContext } from './kernel/context';
import { registerOperatorRoutes } from './http/operator';
import { registerUploadedFiles } from './http/uploads';
import { ProductCatalog } from './modules/market/products';
import { catalog } from './market-data/catalog';
import { loadMarket, saveMarket } from './market-data/persistence';
import { MarketSimulator } from './market-data/simulator';
import { housekeepingJobs } from './jobs/housekeeping';
import { tradingJobs } from './jobs/trading';
import { betJobs } from './jobs/bets';
import { allRules } from './modules/trade/repo';
import { systemClock, type Clock } from './kernel/clock';
import { createKernel } from './kernel/kernel';
import { acquireLease, releaseLease, Scheduler, type JobDefinition } from './kernel/scheduler';
import { InProcessBroker, type MessageBroker } from './realtime/broker';
import { StompServer } from './realtime/server';
import { transportOptions } from './http/transport';
import { compressionOptions } from './http/compression';
import { registerSecurityHeaders } from './http/securityHeaders';
import { staticCacheHeaders } from './http/staticCache';
import { registerWebManifest } from './http/webManifest';

/** Paths that name a file of the built app rather than a client-side route. */
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|txt|webmanifest)$/i;

const startedAt = Date.now();
const SAVE_PRICES_EVERY_MS = 30_000;
/** Kline history (about 4 MB) is saved less often: the first save after start, then every 5 min. */
const SAVE_HISTORY_EVERY_MS = 300_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Services behind the routes (tests and the benchmark use it). */
    appContext: AppContext;
    /** Every route registered, for the test that checks /api against the document. */
    routeList: { method: string; url: string }[];
  }
}

export interface AppDependencies {
  codes?: CodeDelivery;
  broker?: MessageBroker;
  document?: OpenApiDocument;
  clock?: Clock;
  /** Handlers that replace or add to the built-in ones (tests of operations not offered yet). */
  handlers?: Record<string, AnyHandler>;
  /** Jobs added to the built-in ones (tests). */
  jobs?: (ctx: AppContext) => JobDefinition[];
  /** How often the scheduler looks for due jobs. */
  schedulerPollMs?: number;
  /** Told every captcha answer issued (tests). */
  onCaptchaIssued?: (key: string, answer: string) => void;
}

/** The market simulator runs on one instance: the holder of this lease. */
const MARKET_LEADER_LEASE = 'market.leader';
const LEADER_TTL_MS = 10_000;

/** Builds the server: storage, market, STOMP, the contract's /api routes, and the built web app. */
export async function buildApp(
  config: ServerConfig,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
  });
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    await seedTradeRules(database.db);
    await seedBetCoins(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const db = database.db;
  const broker = deps.broker ?? new InProcessBroker();
  const clock = deps.clock ?? systemClock;
  const kernel = createKernel({ db, clock, broker });
  const saved = await loadMarket(db);
  const market = new MarketSimulator({
    rules: await allRules(db),
    products: catalog,
    startPrices: saved.prices,
    history: saved.history,
    seed: config.marketSeed,
    tickMs: config.marketTickMs,
    broker,
    // The app's clock: ticks and the jobs that read them (bet boundaries) agree on the time.
    now: () => clock.now(),
  });
  const products = await ProductCatalog.load(db, market);
  const ctx: AppContext = {
    db,
    kernel,
    broker,
    market,
    products,
    captcha: new CaptchaStore(db, deps.onCaptchaIssued),
    codes: deps.codes ?? new ConsoleCodeDelivery(),
    autoApproveMs: config.autoApproveMs,
    endStompSessions: () => undefined,
    databaseKind: database.kind,
    startedAt,
    bootedAt: clock.now(),
    uploadDir: config.uploadDir,
    rechargeAutoApproveMs: config.rechargeAutoApproveMs,
    moneyCallsPerMinute: config.moneyCallsPerMinute,
  };
  if (config.siteParamsFile) {
    const values = JSON.parse(fs.readFileSync(config.siteParamsFile, 'utf8')) as Record<
      string,
      unknown
    >;
    await setSiteParams(
      ctx,
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
    );
  }

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, ...transportOptions });
  app.decorate('appContext', ctx);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  const stomp = new StompServer({
    broker,
    heartbeatMs: config.heartbeatMs,
    maxSubscriptions: config.stompMaxSubscriptions,
    maxConnectionsPerAddress: config.stompMaxConnectionsPerAddress,
    resolveToken: async (token) => {
      const session = await resolveSession(ctx, token);
      return session ? { userId: session.user.role === 'guest' ? null : session.user.id } : null;
    },
  });
  stomp.attach(app.server);
  ctx.endStompSessions = (token) => stomp.disconnectToken(token);

  let historySavedAt = 0;
  const savePrices = (final = false) => {
    if (!market.running && !final) return Promise.resolve();
    const withHistory = final || Date.now() - historySavedAt >= SAVE_HISTORY_EVERY_MS;
    if (withHistory) historySavedAt = Date.now();
    return saveMarket(db, market, { withHistory });
  };
  const saveTimer = setInterval(
    () => void savePrices().catch((e: unknown) => console.error('saving prices failed', e)),
    SAVE_PRICES_EVERY_MS,
  );
  saveTimer.unref();

  // One leader runs the simulator (several instances on one PostgreSQL); the others serve its saved
  // prices until a backplane carries its ticks to them.
  const lead = async () => {
    const leader = await acquireLease(
      db,
      clock,
      MARKET_LEADER_LEASE,
      kernel.instanceId,
      LEADER_TTL_MS,
    );
    if (leader && !market.running) market.start();
    if (!leader && market.running) market.stop();
  };
  await lead();
  const leaderTimer = setInterval(
    () => void lead().catch((e: unknown) => console.error('market leadership check failed', e)),
    LEADER_TTL_MS / 3,
  );
  leaderTimer.unref();

  const scheduler = new Scheduler({
    db,
    clock,
    owner: kernel.instanceId,
    jobs: [
      ...housekeepingJobs(ctx),
      ...tradingJobs(ctx, config.marketTickMs),
      ...betJobs(ctx, config.marketTickMs),
      ...(deps.jobs?.(ctx) ?? []),
    ],
    pollMs: deps.schedulerPollMs,
  });
  await scheduler.start();

  app.addHook('onClose', async () => {
    clearInterval(leaderTimer);
    await scheduler.stop();
    kernel.outbox.close();
    await kernel.outbox.idle();
    const wasLeader = market.running;
    market.stop();
    if (wasLeader)
      await releaseLease(db, MARKET_LEADER_LEASE, kernel.instanceId).catch(() => undefined);
    clearInterval(saveTimer);
    await stomp.close();
    await broker.close();
    if (wasLeader) await savePrices(true).catch(() => undefined);
    await database.close();
  });

  // Before the routes: it adds its hook to each route registered after it.
  await app.register(fastifyCompress, compressionOptions);
  await registerApi(app, {
    document: deps.document ?? loadContract(),
    ctx,
    handlers: deps.handlers,
  });
  await registerOperatorRoutes(app, ctx, config.operatorToken, { testMode: config.testMode });
  await registerSecurityHeaders(app, ctx, { webDist: config.webDist });
  registerWebManifest(app, ctx);
  await registerUploadedFiles(app, ctx.uploadDir);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // Brotli and gzip copies written at build time (apps/web/src/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticCacheHeaders(config.webDist),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send(fail(404, `No such API route: ${request.method} ${url}`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(fail(404, 'Not found'));
    }
    if (!hasWeb) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start` from the repository root.');
    }
    const file = path.join(config.webDist, url);
    if (
      url !== '/' &&
      file.startsWith(config.webDist) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(url.slice(1));
    }
    // A missing file (an old hashed chunk after a deploy, a wrong image path) is a 404, not the app
    // shell: HTML served as a script or an image fails in ways nobody can read.
    if (ASSET_EXTENSION.test(url)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${url}`);
    }
    // Client-side routes (/m/index, /m/login, …) all get the app shell.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
