import { add, compare, divide, periodResult, type BetDirection } from '@repo/api-schema/money';
import type { RequestBody, Schema } from '@repo/api-schema/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode } from '../../kernel/errors';
import type { Kernel } from '../../kernel/kernel';
import type { Reader } from '../../kernel/tx';
import { capture, credit, freeze, lockBalance, release } from '../../ledger/ledger';
import { pageOf } from '../../http/route';
import { userEvent } from '../../realtime/events';
import { userMoney } from '../account/service';
import { siteParams } from '../content/service';
import { norm } from '../trade/repo';
import {
  acceptance,
  cutoffOf,
  periodNo,
  priceAt,
  settleBet,
  windowAt,
  type PricePoint,
} from './engine';
import * as repo from './repo';
import type { BetRow, CoinRow, PeriodRow } from './repo';

/**
 * Timed up/down bets: the configuration, periods whose open and close prices are the feed's prices at
 * their boundaries (recorded by `recordBoundaries` when they pass), bets whose stakes are held on
 * acceptance, and `settleDue`, which settles each ended period once: the period row is the claim.
 */

const CURRENCY = 'USDT';
const DAY_MS = 86_400_000;
const AMOUNT_PLACES = 4;
const PLAYS: Record<string, BetDirection> = { up: 'up', down: 'down' };

/** What the bet service needs: the kernel and the feed's recent prices of a product. */
export interface BetContext {
  kernel: Kernel;
  /** The feed's prices of a product that this process still holds, any order. */
  prices(productCode: string): readonly PricePoint[];
  /** Whether timed bets are offered (the operator's `BET_OPEN`). */
  offered(): Promise<boolean>;
}

export function betContextOf(ctx: AppContext): BetContext {
  return {
    kernel: ctx.kernel,
    prices: (code) => {
      const points = ctx.market.recentQuotes(code).map((q) => ({ price: q.price, time: q.time }));
      const last = ctx.market.quote(code);
      return last ? [...points, { price: last.price, time: last.time }] : points;
    },
    offered: async () => (await siteParams(ctx)).BET_OPEN !== '0',
  };
}

/** Refuses every bet call while the operator has switched timed bets off. */
export async function requireOffered(bc: BetContext): Promise<void> {
  if (!(await bc.offered())) {
    throw new AppError(ErrorCode.FEATURE_DISABLED, 'Timed bets are not offered on this site');
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const orNull = (v: string | null) => (v === null ? null : norm(v));

async function requireCoin(db: Reader, id: number): Promise<CoinRow> {
  const c = await repo.coin(db, id);
  if (!c) throw new AppError(ErrorCode.NOT_FOUND, 'No such bet coin');
  return c;
}

/** The share of bets settled in the last 30 days that lost (null before any settled). */
export async function lossShare30d(bc: BetContext): Promise<string | null> {
  const { lost, settled } = await repo.lossCounts(
    bc.kernel.db,
    bc.kernel.clock.now() - 30 * DAY_MS,
  );
  return settled === 0 ? null : divide(String(lost), String(settled), 4, 'halfUp');
}

export async function coinTypes(bc: BetContext): Promise<Schema<'BetCoinType'>[]> {
  await requireOffered(bc);
  return (await repo.coinTypes(bc.kernel.db)).map((c) => ({ code: c.code, name: c.name }));
}

export async function coins(bc: BetContext): Promise<Schema<'BetCoin'>[]> {
  await requireOffered(bc);
  const share = await lossShare30d(bc);
  return (await repo.coins(bc.kernel.db)).map((c) => ({
    id: c.id,
    code: c.code,
    typeCode: c.typeCode,
    name: c.name,
    icon: null,
    periodSeconds: c.periodSeconds,
    cutoffSeconds: c.cutoffSeconds,
    rate: norm(c.rate),
    minAmount: norm(c.minAmount),
    maxAmount: norm(c.maxAmount),
    lossShare30d: share,
    productCode: c.productCode,
  }));
}

export async function rateMap(bc: BetContext): Promise<Schema<'BetRateMap'>> {
  await requireOffered(bc);
  const rows = await repo.coins(bc.kernel.db);
  return Object.fromEntries(rows.map((c) => [String(c.id), norm(c.rate)]));
}

export async function playList(bc: BetContext): Promise<Schema<'BetPlayGroup'>[]> {
  await requireOffered(bc);
  return [
    {
      code: 'updown',
      name: 'Up / Down',
      plays: [
        { code: 'up', name: 'Up', direction: 'up' },
        { code: 'down', name: 'Down', direction: 'down' },
      ],
    },
  ];
}

function periodView(p: PeriodRow, c: CoinRow, now: number): Schema<'BetPeriod'> {
  const cutoff = cutoffOf(p.endMs, c.cutoffSeconds);
  const left = (to: number) => Math.max(0, Math.ceil((to - now) / 1000));
  return {
    id: p.id,
    periodNo: periodNo(p.startMs, c.periodSeconds),
    coinId: c.id,
    startTime: iso(p.startMs),
    endTime: iso(p.endMs),
    cutoffTime: iso(cutoff),
    secondsLeft: left(p.endMs),
    cutoffSecondsLeft: left(cutoff),
    status: p.status as Schema<'BetPeriod'>['status'],
    openPrice: orNull(p.openPrice),
    closePrice: orNull(p.closePrice),
    result: p.result as BetDirection | null,
  };
}

/** The period of the coin whose window contains now (created when nobody asked yet). */
export async function currentPeriod(bc: BetContext, coinId: number) {
  await requireOffered(bc);
  const c = await requireCoin(bc.kernel.db, coinId);
  const now = bc.kernel.clock.now();
  const p = await repo.ensurePeriod(bc.kernel.db, c.id, windowAt(now, c.periodSeconds));
  return periodView(p, c, now);
}

export async function lastPeriod(bc: BetContext, coinId: number) {
  await requireOffered(bc);
  const c = await requireCoin(bc.kernel.db, coinId);
  const [p] = await repo.settledPeriods(bc.kernel.db, c.id, 1);
  return p ? periodView(p, c, bc.kernel.clock.now()) : null;
}

export async function periodRecords(bc: BetContext, coinId: number, count: number) {
  await requireOffered(bc);
  const c = await requireCoin(bc.kernel.db, coinId);
  const now = bc.kernel.clock.now();
  const rows = await repo.settledPeriods(bc.kernel.db, c.id, Math.min(count, 100));
  return rows.map((p) => periodView(p, c, now));
}

export async function unsettledCount(bc: BetContext, userId: number) {
  await requireOffered(bc);
  return repo.unsettledCount(bc.kernel.db, userId);
}

function betView(b: BetRow, p: PeriodRow, c: CoinRow): Schema<'BetRecord'> {
  return {
    id: b.id,
    periodId: p.id,
    periodNo: periodNo(p.startMs, c.periodSeconds),
    coinId: c.id,
    coinCode: c.code,
    playCode: b.direction,
    direction: b.direction as BetDirection,
    amount: norm(b.amount),
    rate: norm(b.rate),
    status: b.status as 'in_progress' | 'completed',
    result: b.result as Schema<'BetResult'> | null,
    payout: orNull(b.payout),
    openPrice: orNull(p.openPrice),
    closePrice: orNull(p.closePrice),
    endTime: iso(p.endMs),
    settledAt: b.settledAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  };
}

export async function records(bc: BetContext, userId: number, body: RequestBody<'listBetRecords'>) {
  await requireOffered(bc);
  const page = pageOf(body);
  const { rows, total } = await repo.pageOfBets(
    bc.kernel.db,
    { userId, status: body.status, coinId: body.coinId },
    page,
  );
  return { list: rows.map((r) => betView(r.bet, r.period, r.coin)), total, ...page };
}

const amountField = (i: number) => `list.${i}.amount`;

/**
 * Places the bets of one request, all or none: each on an open period before its cut-off, within its
 * coin's stake limits, every stake held from the available balance in one transaction.
 */
export async function submit(bc: BetContext, userId: number, body: RequestBody<'submitBets'>) {
  await requireOffered(bc);
  const db = bc.kernel.db;
  const items: { period: PeriodRow; coin: CoinRow; direction: BetDirection; amount: string }[] = [];
  const errors: Record<string, string> = {};
  for (const [i, item] of body.list.entries()) {
    const direction = PLAYS[item.playCode];
    const p = await repo.period(db, item.periodId);
    if (!p || !direction) throw new AppError(ErrorCode.NOT_FOUND, 'No such period or play');
    const c = await requireCoin(db, p.coinId);
    const places = item.amount.split('.')[1]?.length ?? 0;
    if (
      places > AMOUNT_PLACES ||
      compare(item.amount, c.minAmount) < 0 ||
      compare(item.amount, c.maxAmount) > 0
    ) {
      errors[amountField(i)] = 'validation.bet.amount.range';
    }
    items.push({ period: p, coin: c, direction, amount: norm(item.amount) });
  }
  if (Object.keys(errors).length > 0) {
    const c = items[0]!.coin;
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `A stake is from ${norm(c.minAmount)} to ${norm(c.maxAmount)} USDT with at most ${AMOUNT_PLACES} decimals`,
      errors,
    );
  }
  return bc.kernel.tx(async (tx, emit) => {
    const now = bc.kernel.clock.now();
    for (const it of items) {
      // Shared lock: the settlement's claim (FOR UPDATE) waits for this bet, or this bet sees it.
      const locked = await repo.lockPeriod(tx, it.period.id, 'open', 'share');
      const state = acceptance(
        now,
        locked ?? { ...it.period, status: 'settling' },
        it.coin.cutoffSeconds,
      );
      if (state === 'ended') {
        throw new AppError(
          ErrorCode.SETTLEMENT_IN_PROGRESS,
          'Settlement in progress, please wait patiently',
        );
      }
      if (state === 'cutoff') {
        throw new AppError(
          ErrorCode.PERIOD_CLOSED,
          `Betting on this period closed ${it.coin.cutoffSeconds} s before its end: bet on the next one`,
        );
      }
    }
    const total = items.reduce((sum, it) => add(sum, it.amount), '0');
    const balance = await lockBalance(tx, userId, CURRENCY);
    if (compare(balance.available, total) < 0) {
      throw new AppError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `Insufficient balance: the stakes need ${total}, ${norm(balance.available)} available`,
      );
    }
    const placed: Schema<'BetRecord'>[] = [];
    for (const it of items) {
      const holdId = await freeze(tx, {
        userId,
        currency: CURRENCY,
        amount: it.amount,
        kind: 'bet',
        reference: `B-period-${it.period.id}`,
      });
      const row = await repo.insertBet(tx, {
        userId,
        coinId: it.coin.id,
        periodId: it.period.id,
        direction: it.direction,
        amount: it.amount,
        rate: it.coin.rate,
        holdId: Number(holdId),
        status: 'in_progress',
        createdAt: new Date(now),
      });
      const view = betView(row, it.period, it.coin);
      placed.push(view);
      await emit(userEvent(userId, 'userBet', view));
    }
    await emit(userEvent(userId, 'userMoney', await userMoney(tx, userId)));
    return placed;
  });
}

/**
 * Records the feed's prices at the boundaries that passed: each coin's current period exists, its open
 * price is the price at its start, and an ended period gets its close price (the price at its end) and
 * waits for settlement. A boundary the feed kept no price for (the server was down) stays null: its
 * bets are refunded. Run by the instance with the live feed.
 */
export async function recordBoundaries(bc: BetContext): Promise<void> {
  const db = bc.kernel.db;
  const now = bc.kernel.clock.now();
  for (const c of await repo.coins(db)) {
    await repo.ensurePeriod(db, c.id, windowAt(now, c.periodSeconds));
    const points = bc.prices(c.productCode);
    for (const p of await repo.periodsToRecord(db, c.id, now)) {
      const open = p.openPrice === null ? priceAt(points, p.startMs) : null;
      if (p.endMs < now) {
        await repo.closePeriod(db, p.id, { open, close: priceAt(points, p.endMs) });
      } else if (open !== null) {
        await repo.setOpenPrice(db, p.id, open);
      }
    }
  }
}

/**
 * Settles every period waiting for it, each in its own transaction: the period row locked while still
 * `settling` (the claim: another process waits for it, then finds it settled), each bet paid by the
 * published rule through the ledger, results to the users.
 */
export async function settleDue(bc: BetContext): Promise<number> {
  let settled = 0;
  for (const id of await repo.settlingIds(bc.kernel.db)) {
    const done = await bc.kernel.tx(async (tx, emit) => {
      const p = await repo.lockPeriod(tx, id, 'settling', 'update');
      if (!p) return false;
      const c = (await repo.coin(tx, p.coinId))!;
      const at = new Date(bc.kernel.clock.now());
      const users = new Set<number>();
      for (const b of await repo.openBetsOf(tx, p.id)) {
        const s = settleBet(
          { direction: b.direction as BetDirection, amount: norm(b.amount), rate: norm(b.rate) },
          orNull(p.openPrice),
          orNull(p.closePrice),
        );
        const holdId = String(b.holdId);
        if (s.outcome === 'lose') await capture(tx, holdId, { kind: 'bet' });
        else await release(tx, holdId, { kind: 'bet' });
        if (s.outcome === 'win') {
          await credit(tx, {
            userId: b.userId,
            currency: CURRENCY,
            amount: s.profit,
            kind: 'bet_payout',
            reference: `B${b.id}`,
          });
        }
        const row = await repo.completeBet(tx, b.id, {
          result: s.outcome,
          payout: s.payout,
          settledAt: at,
        });
        users.add(b.userId);
        await emit(userEvent(b.userId, 'userBet', betView(row, p, c)));
      }
      await repo.markSettled(tx, p.id, periodResult(orNull(p.openPrice), orNull(p.closePrice)), at);
      for (const u of users) await emit(userEvent(u, 'userMoney', await userMoney(tx, u)));
      return true;
    });
    if (done) settled++;
  }
  return settled;
}

/** Candles of a bet coin's feed product (`typeCode` and `coinCode` name the coin, `ticket` the count). */
export async function kline(
  bc: BetContext,
  ctx: Pick<AppContext, 'products'>,
  params: { typeCode: string; coinCode: string; ticket: number; interval: string },
) {
  await requireOffered(bc);
  const c = (await repo.coins(bc.kernel.db)).find(
    (row) => row.code === params.coinCode && row.typeCode === params.typeCode,
  );
  if (!c) throw new AppError(ErrorCode.NOT_FOUND, 'No such bet coin');
  return ctx.products.candles(c.productCode, params.interval, params.ticket);
}
