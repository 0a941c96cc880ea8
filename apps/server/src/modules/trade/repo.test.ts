import fc from 'fast-check';
import { add } from '@repo/api-schema/money';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetRules, norm, ruleOf, RULES_TTL_MS } from './repo';
import { BTC_RULE, openEngineKit } from './testKit';

describe('norm', () => {
  it('gives what big.js gives for numerics as PostgreSQL prints them, padding zeros and all', () => {
    const numeric = fc
      .tuple(
        fc.boolean(),
        fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,15}$/)),
        fc.option(fc.stringMatching(/^\d{1,12}$/), { nil: undefined }),
      )
      .map(
        ([minus, whole, fraction]) =>
          `${minus ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
      );
    fc.assert(
      fc.property(numeric, (value) => {
        expect(norm(value)).toBe(add(value, '0'));
      }),
      { numRuns: 2000 },
    );
    for (const value of ['0.00000000', '-0.00000000', '-0', '100.00000000', '0.01000000', '-5.50'])
      expect(norm(value)).toBe(add(value, '0'));
  });

  it('refuses what is not a decimal string, as big.js does', () => {
    for (const value of ['1e5', '.5', '1.', '007', '', 'NaN']) {
      expect(() => norm(value)).toThrow();
    }
  });
});

describe('ruleOf', () => {
  it('reads a product’s rules again only after RULES_TTL_MS or forgetRules, and keeps no unknown id', async () => {
    const kit = await openEngineKit();
    try {
      const db = kit.database.db;
      const productId = kit.productId;
      expect((await ruleOf(db, productId))!.lotMin).toBe(BTC_RULE.lotMin);
      await db.execute(sql`UPDATE trade_rules SET lot_min = 0.5 WHERE product_id = ${productId}`);
      // Within the time it is kept, the rules as read before.
      expect((await ruleOf(db, productId))!.lotMin).toBe(BTC_RULE.lotMin);
      forgetRules(db);
      expect((await ruleOf(db, productId))!.lotMin).toBe('0.5');
      await db.execute(sql`UPDATE trade_rules SET lot_min = 0.25 WHERE product_id = ${productId}`);
      const realNow = Date.now;
      Date.now = () => realNow() + RULES_TTL_MS + 1;
      try {
        expect((await ruleOf(db, productId))!.lotMin).toBe('0.25');
      } finally {
        Date.now = realNow;
      }
      // A product that is not there is not kept: once it exists, it is read.
      expect(await ruleOf(db, 999)).toBeUndefined();
      await db.execute(sql`INSERT INTO products (id, code, name, category, price_precision, last_price)
                           SELECT 999, 'ZZZUSDT', 'Z', category, price_precision, last_price
                           FROM products WHERE id = ${productId}`);
      await db.execute(sql`INSERT INTO trade_rules
                           SELECT 999, lot_min, lot_max, lot_step, multiples, contract_size, spread,
                                  fee_rate_open, fee_rate_close, stop_out_level, sessions, trading_hours
                           FROM trade_rules WHERE product_id = ${productId}`);
      expect((await ruleOf(db, 999))!.productCode).toBe('ZZZUSDT');
    } finally {
      await kit.close();
    }
  });
});
