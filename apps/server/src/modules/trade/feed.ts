import { compare } from '@repo/api-schema/money';
import type { OperatorRequestBody } from '@repo/api-schema/operator';
import type { Schema } from '@repo/api-schema/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode } from '../../kernel/errors';
import { toPriceTick } from '../../market-data/simulator';
import { evaluate, tradeContextOf } from './service';

/** Above this a scripted price no longer fits the simulator's whole-tick integers at every precision. */
const SCRIPT_PRICE_LIMIT = '1000000000';

/**
 * Test mode: the product's next mid prices (operator `scriptPrices`). They steer the feed every user
 * sees; nothing names an order or a user. With `tick` the simulator steps at once, one step per price,
 * and the engine evaluates each tick as its job would.
 */
export async function scriptPrices(
  ctx: AppContext,
  code: string,
  body: OperatorRequestBody<'scriptPrices'>,
): Promise<Schema<'PriceTick'>[]> {
  const product = ctx.products.all().find((p) => p.code === code);
  if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'No such product');
  const bad = body.prices.findIndex(
    (p) => (p.split('.')[1]?.length ?? 0) > product.precision || compare(p, SCRIPT_PRICE_LIMIT) > 0,
  );
  if (bad >= 0) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `Prices of ${code} have at most ${product.precision} decimals and stay below ${SCRIPT_PRICE_LIMIT}`,
      { [`prices.${bad}`]: 'validation.trade.price.precision' },
    );
  }
  // Stepped now: what an earlier call left queued (an e2e flow's minutes of rising prices) would come
  // first and the feed would not be at these prices.
  ctx.market.script(code, body.prices, { replace: body.tick === true });
  if (!body.tick) return [];
  const tc = tradeContextOf(ctx);
  const ticks: Schema<'PriceTick'>[] = [];
  for (let i = 0; i < body.prices.length; i++) {
    // The simulator's own timer may take some of the script between these steps (a busy machine):
    // step only while scripted prices remain, so this call never walks the feed past its script.
    if (ctx.market.scripted(code) === 0) break;
    const quote = ctx.market.step(code, ctx.kernel.clock.now());
    if (!quote) break;
    ticks.push(toPriceTick(quote));
    await evaluate(tc, [code]);
  }
  if (ticks.length < body.prices.length) {
    // What the timer took is evaluated here as well (a pass takes every tick since the last one),
    // and the answer ends with the feed's tick now.
    await evaluate(tc, [code]);
    const latest = ctx.market.quote(code);
    if (latest) ticks.push(toPriceTick(latest));
  }
  return ticks;
}
