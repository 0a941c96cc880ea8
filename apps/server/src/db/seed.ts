import { hash } from '@node-rs/argon2';
import { count, sql } from 'drizzle-orm';
import { catalog } from '../market-data/catalog';
import { defaultRule } from '../market-data/rules';
import type { Db } from './database';
import { credit } from '../ledger/ledger';
import * as t from './schema';
import {
  DEMO_ACCOUNT_BALANCE,
  DEMO_PASSWORD,
  DEMO_WITHDRAW_PASSWORD,
  seedRechargeChannels,
  defaultSiteParams,
  seedArticles,
  seedCountries,
  seedDictionaries,
  seedLanguages,
  seedLevels,
  seedTranslations,
} from './seedData';

export const DEMO_USERS = {
  user: { username: 'demouser', email: 'demo@example.com', inviteCode: 'DEMO01' },
  demoAccount: { username: 'demoacct', email: 'demoacct@example.com', inviteCode: 'DEMO02' },
  operator: { username: 'operator', email: 'operator@example.com', inviteCode: 'OPER01' },
} as const;

/** Where the seeded "Try the demo account" banner leads: the page that starts a demo account. */
export const DEMO_BANNER_LINK = '/m/demo';

/** Creates the seed data once (on a database with no site parameters). Returns whether it ran. */
const SEED_LOCK_KEY = 7_361_002;

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.siteParams);
  if (row && row.n > 0) return false;

  // Hash outside the transaction: PGlite runs one transaction at a time, keep them short.
  const passwordHash = await hash(DEMO_PASSWORD);
  const withdrawHash = await hash(DEMO_WITHDRAW_PASSWORD);

  const seeded = await db.transaction(async (tx) => {
    // Several instances may start on one empty database: one seeds, the others wait here and find it
    // seeded.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ n: count() }).from(t.siteParams);
    if (again && again.n > 0) return false;
    await tx
      .insert(t.siteParams)
      .values(Object.entries(defaultSiteParams).map(([key, value]) => ({ key, value })));
    await tx.insert(t.languages).values(
      seedLanguages.map((l, i) => ({
        langCode: l.code,
        langName: l.name,
        dir: l.dir,
        sort: i,
        langKey: l.code,
      })),
    );
    await tx.insert(t.countries).values(
      seedCountries.map((c, i) => ({
        code: c.code,
        name: c.name,
        dialCode: c.dialCode,
        sort: i,
      })),
    );
    await tx
      .insert(t.dictionaries)
      .values(
        Object.entries(seedDictionaries).flatMap(([type, entries]) =>
          entries.map(([code, label], sort) => ({ type, code, label, sort })),
        ),
      );
    await tx.insert(t.levels).values(seedLevels.map((l) => ({ ...l })));
    await tx.insert(t.articles).values(seedArticles.map((a, sort) => ({ ...a, sort })));
    await tx.insert(t.translations).values(seedTranslations.map((x) => ({ ...x })));
    await tx.insert(t.products).values(
      catalog.map((p, sort) => ({
        code: p.code,
        name: p.name,
        category: p.category,
        pricePrecision: p.precision,
        lastPrice: p.price,
        sort,
      })),
    );
    await tx.insert(t.banners).values([
      {
        position: 'home_carousel',
        title: 'Simulated markets, real app',
        imageUrl: '/banners/simulated.svg',
        link: '/m/quotation',
        sort: 0,
      },
      {
        position: 'home_carousel',
        title: 'Try the demo account',
        imageUrl: '/banners/demo.svg',
        // A demo account of the visitor's own, without registering (loginDemo).
        link: DEMO_BANNER_LINK,
        sort: 1,
      },
      {
        position: 'home_carousel',
        title: 'Invite friends',
        imageUrl: '/banners/invite.svg',
        link: '/m/user/invite',
        sort: 2,
      },
    ]);
    const inserted = await tx
      .insert(t.users)
      .values([
        {
          ...DEMO_USERS.user,
          nickname: 'Demo User',
          passwordHash,
          withdrawPasswordHash: withdrawHash,
        },
        {
          ...DEMO_USERS.demoAccount,
          nickname: 'Demo Account',
          passwordHash,
          withdrawPasswordHash: withdrawHash,
          isDemo: true,
        },
        { ...DEMO_USERS.operator, nickname: 'Operator', passwordHash, role: 'operator' },
      ])
      .returning({ id: t.users.id, username: t.users.username });
    const byName = new Map(inserted.map((u) => [u.username, u.id]));
    const userId = byName.get(DEMO_USERS.user.username)!;
    await tx.insert(t.notices).values([
      {
        title: 'Welcome to the demo trading app',
        subTitle: 'All market data is simulated',
        description:
          '<p>Prices on this server come from a simulator and are <strong>not</strong> real market data.</p>',
      },
      {
        title: 'Scheduled maintenance',
        subTitle: 'Sunday 02:00 UTC',
        description: '<p>A short maintenance window is planned. (Demo content.)</p>',
      },
      {
        userId,
        title: 'Your account is ready',
        subTitle: '',
        description: '<p>Welcome, Demo User.</p>',
      },
    ]);
    await tx.insert(t.notices).values([
      { userId, title: 'Welcome', description: 'Thanks for trying the demo. (Demo content.)' },
      {
        userId,
        title: 'Verify your identity',
        description: 'Submit your ID photos to unlock withdrawals. (Demo content.)',
      },
      {
        title: 'New products listed',
        description: 'Forex pairs are now available in the simulator. (Demo content.)',
      },
    ]);
    // The demo grants are ledger entries in the same transaction as the accounts.
    for (const username of [DEMO_USERS.user.username, DEMO_USERS.demoAccount.username]) {
      await credit(tx, {
        userId: byName.get(username)!,
        currency: 'USDT',
        amount: DEMO_ACCOUNT_BALANCE,
        kind: 'demo_grant',
        reference: 'seed',
      });
    }
    // Demo deposit channels and a coupon (the operator's configuration lives in these tables).
    await tx
      .insert(t.rechargeChannels)
      .values(seedRechargeChannels.map((c, sort) => ({ ...c, sort })));
    await tx.insert(t.rechargeCoupons).values({ code: 'WELCOME5', discountPercent: '5' });
    return true;
  });

  return seeded;
}

/**
 * The published trading rules of every catalogue product that has none yet (a fresh database, or one
 * seeded before trading existed). Safe to run on every start and on several instances at once.
 */
export async function seedTradeRules(db: Db): Promise<void> {
  const rows = await db.select({ id: t.products.id, code: t.products.code }).from(t.products);
  const byCode = new Map(catalog.map((p) => [p.code, p]));
  const values = rows.flatMap((row) => {
    const product = byCode.get(row.code);
    if (!product) return [];
    const rule = defaultRule(product);
    return [
      {
        productId: row.id,
        ...rule,
        multiples: JSON.stringify(rule.multiples),
        sessions: JSON.stringify(rule.sessions),
      },
    ];
  });
  if (values.length > 0) await db.insert(t.tradeRules).values(values).onConflictDoNothing();
}

/** Timed bets: the coins offered and, per coin, the period lengths with cut-off and payout rate. */
export const BET_CONFIG = {
  types: [{ code: 'crypto', name: 'Crypto' }],
  coins: [
    { code: 'BTC', name: 'Bitcoin', productCode: 'BTCUSDT' },
    { code: 'ETH', name: 'Ethereum', productCode: 'ETHUSDT' },
  ],
  periods: [
    { seconds: 60, cutoffSeconds: 10, rate: '0.85' },
    { seconds: 180, cutoffSeconds: 30, rate: '0.9' },
    { seconds: 300, cutoffSeconds: 60, rate: '0.95' },
  ],
  minAmount: '1',
  maxAmount: '10000',
} as const;

/** The timed-bet configuration when none is there yet. Safe on every start and on several instances. */
export async function seedBetCoins(db: Db): Promise<void> {
  await db
    .insert(t.betCoinTypes)
    .values(BET_CONFIG.types.map((type, sort) => ({ ...type, sort })))
    .onConflictDoNothing();
  const coins = BET_CONFIG.coins.flatMap((coin, i) =>
    BET_CONFIG.periods.map((p, j) => ({
      code: coin.code,
      typeCode: 'crypto',
      name: `${coin.name} ${p.seconds}s`,
      productCode: coin.productCode,
      periodSeconds: p.seconds,
      cutoffSeconds: p.cutoffSeconds,
      rate: p.rate,
      minAmount: BET_CONFIG.minAmount,
      maxAmount: BET_CONFIG.maxAmount,
      sort: i * 10 + j,
    })),
  );
  await db.insert(t.betCoins).values(coins).onConflictDoNothing();
}
