import { compare, exchangeTerms, type DecimalString } from '@repo/api-schema/money';
import type { RequestBody, Schema } from '@repo/api-schema/schema';
import Big from 'big.js';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import * as t from '../../db/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode, fieldError } from '../../kernel/errors';
import { balancesOf, credit, debit, lockBalance } from '../../ledger/ledger';
import { userEvent } from '../../realtime/events';
import { pageOf } from '../../http/route';
import { catalog } from '../../market-data/catalog';
import { userMoney } from '../account/service';
import type { UserRow } from '../auth/service';

/**
 * Exchange of a coin to USDT. A quote fixes the rate (the coin's bid: what a seller gets) and the fee
 * for QUOTE_VALID_SECONDS; converting takes the user's quote, refuses it once expired or used, and moves
 * both legs (coin debited, USDT credited, kind `exchange`) in one transaction with the record.
 */
export const EXCHANGE_RULES = { quoteValidSeconds: 30, feeRate: '0.001' } as const;

const COINS = catalog
  .filter((p) => p.category === 'coin' && p.code.endsWith('USDT'))
  .map((p) => ({ coin: p.code.slice(0, -4), name: p.name, code: p.code }));

const norm = (value: string): DecimalString => new Big(value).toFixed() as DecimalString;
type Quote = Schema<'ExchangeQuote'>;
type Record_ = Schema<'ExchangeRecord'>;

function rateOf(ctx: AppContext, coin: string): DecimalString {
  const known = COINS.find((c) => c.coin === coin);
  if (!known) throw fieldError('fromCoin', 'validation.exchange.coin.unknown', 'No such coin');
  const quote = ctx.market.quote(known.code);
  if (!quote) throw new AppError(ErrorCode.MARKET_CLOSED, `No price for ${coin} right now`);
  return norm(quote.bid);
}

export async function listCoins(ctx: AppContext, userId: number | null) {
  const held = new Map(
    userId === null ? [] : (await balancesOf(ctx.db, userId)).map((b) => [b.currency, b.available]),
  );
  return COINS.flatMap((c) => {
    const quote = ctx.market.quote(c.code);
    if (!quote) return [];
    return [
      {
        coin: c.coin,
        name: c.name,
        icon: null,
        rate: norm(quote.bid),
        balance: norm(held.get(c.coin) ?? '0'),
      },
    ];
  });
}

function checkAmount(amount: string) {
  if ((amount.split('.')[1]?.length ?? 0) > 8) {
    throw fieldError('amount', 'validation.amount.precision', 'At most 8 decimals');
  }
}

export async function quote(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'quoteExchange'>,
): Promise<Quote> {
  checkAmount(body.amount);
  const rate = rateOf(ctx, body.fromCoin);
  const terms = exchangeTerms(body.amount as DecimalString, rate, EXCHANGE_RULES.feeRate);
  if (compare(terms.receive, '0') <= 0) {
    throw fieldError('amount', 'validation.exchange.amount.tooSmall', 'The amount is too small');
  }
  const expiresAt = new Date(ctx.kernel.clock.now() + EXCHANGE_RULES.quoteValidSeconds * 1000);
  const [row] = await ctx.db
    .insert(t.exchangeQuotes)
    .values({
      userId: user.id,
      fromCoin: body.fromCoin,
      toCoin: 'USDT',
      amount: body.amount,
      rate,
      fee: terms.fee,
      receive: terms.receive,
      expiresAt,
    })
    .returning();
  return {
    quoteId: row!.id,
    fromCoin: body.fromCoin,
    toCoin: 'USDT',
    amount: norm(body.amount),
    rate,
    fee: terms.fee,
    receive: terms.receive,
    expiresAt: expiresAt.toISOString(),
    validSeconds: EXCHANGE_RULES.quoteValidSeconds,
  };
}

function recordView(row: typeof t.exchanges.$inferSelect): Record_ {
  return {
    id: row.id,
    fromCoin: row.fromCoin,
    toCoin: row.toCoin,
    amount: norm(row.amount),
    rate: norm(row.rate),
    fee: norm(row.fee),
    receive: norm(row.receive),
    status: row.status as Record_['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

const expired = () =>
  fieldError(
    'quoteId',
    'validation.exchange.quoteExpired',
    'Quote expired; ask for a new quote and convert before it expires',
  );

export async function convert(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'convertExchange'>,
): Promise<Record_> {
  checkAmount(body.amount);
  const now = new Date(ctx.kernel.clock.now());
  return ctx.kernel.tx(async (tx, emit) => {
    await lockBalance(tx, user.id, 'USDT');
    const where = [
      eq(t.exchangeQuotes.userId, user.id),
      eq(t.exchangeQuotes.fromCoin, body.fromCoin),
      eq(t.exchangeQuotes.amount, body.amount),
    ];
    if (body.quoteId !== undefined) where.push(eq(t.exchangeQuotes.id, body.quoteId));
    const [q] = await tx
      .select()
      .from(t.exchangeQuotes)
      .where(and(...where))
      .orderBy(desc(t.exchangeQuotes.id))
      .limit(1)
      .for('update');
    if (!q || q.usedAt !== null || q.expiresAt.getTime() <= now.getTime()) throw expired();
    const claimed = await tx
      .update(t.exchangeQuotes)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.exchangeQuotes.id, q.id),
          isNull(t.exchangeQuotes.usedAt),
          gt(t.exchangeQuotes.expiresAt, now),
        ),
      )
      .returning({ id: t.exchangeQuotes.id });
    if (claimed.length === 0) throw expired();
    const coin = await lockBalance(tx, user.id, q.fromCoin);
    if (compare(coin.available, q.amount) < 0) {
      throw new AppError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `Insufficient ${q.fromCoin}: ${norm(coin.available)} available`,
      );
    }
    const [row] = await tx
      .insert(t.exchanges)
      .values({
        userId: user.id,
        quoteId: q.id,
        fromCoin: q.fromCoin,
        toCoin: q.toCoin,
        amount: q.amount,
        rate: q.rate,
        fee: q.fee,
        receive: q.receive,
        status: 'success',
        createdAt: now,
      })
      .returning();
    const reference = `X${row!.id}`;
    await debit(tx, {
      userId: user.id,
      currency: q.fromCoin,
      amount: norm(q.amount),
      kind: 'exchange',
      reference,
    });
    if (compare(q.receive, '0') > 0) {
      await credit(tx, {
        userId: user.id,
        currency: 'USDT',
        amount: norm(q.receive),
        kind: 'exchange',
        reference,
      });
    }
    await emit(userEvent(user.id, 'userMoney', await userMoney(tx, user.id)));
    return recordView(row!);
  });
}

export async function listRecords(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'listExchangeRecords'>,
) {
  const { page, limit } = pageOf(body);
  const cond = eq(t.exchanges.userId, user.id);
  const [total] = await ctx.db.select({ n: count() }).from(t.exchanges).where(cond);
  const rows = await ctx.db
    .select()
    .from(t.exchanges)
    .where(cond)
    .orderBy(desc(t.exchanges.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { list: rows.map(recordView), total: total?.n ?? 0, page, limit };
}
