import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { betModule, openPeriod, placedBet } from './timedBet.model';
import { betErrors, expectedProfit, timedBetMachine } from './timedBetMachine';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

function start(enabled = true, coinId: number | null = null) {
  const io = controlledActors();
  const actor = createActor(
    timedBetMachine.provide({
      actors: {
        loadBetModule: io.actor('loadBetModule'),
        getToken: io.actor('getToken'),
        submitBet: io.actor('submitBet'),
      },
    }),
    { input: { balance: '500', enabled, coinId } },
  ).start();
  return { actor, io };
}

const coin = betModule.coins[0]!;
const settled = (result: 'win' | 'lose' | 'refund', payout: string) => ({
  ...placedBet,
  status: 'completed',
  result,
  payout,
});

async function placed(direction: 'up' | 'down' = 'up') {
  const { actor, io } = start();
  await io.resolve('loadBetModule', betModule);
  actor.send({ type: 'bet.period', period: openPeriod });
  actor.send({ type: 'bet.change', selection: { amount: '100', direction } });
  actor.send({ type: 'bet.place' });
  await io.resolve('getToken', 'tok-1');
  await io.resolve('submitBet', [placedBet]);
  return { actor, io };
}

describe('timed bet rules', () => {
  const sel = { coinId: 1, direction: 'up' as const, amount: '100' };
  it('checks coin, period, amount range and balance', () => {
    expect(betErrors(sel, coin, openPeriod, '500', 0)).toEqual([]);
    expect(betErrors({ ...sel, amount: '9.99' }, coin, openPeriod, '500', 0)).toEqual([
      'amountOutOfRange',
    ]);
    expect(betErrors({ ...sel, amount: '600' }, coin, openPeriod, '500', 0)).toEqual([
      'insufficientBalance',
    ]);
    expect(betErrors({ ...sel, amount: '0' }, coin, openPeriod, '500', 0)).toEqual([
      'amountInvalid',
    ]);
    expect(betErrors({ ...sel, coinId: null }, undefined, null, '500', 0)).toEqual([
      'coinNotChosen',
    ]);
    expect(betErrors(sel, coin, null, '500', 0)).toEqual(['periodNotLoaded']);
    expect(betErrors(sel, coin, { ...openPeriod, coinId: 2 }, '500', 0)).toEqual([
      'periodNotLoaded',
    ]);
  });
  it('refuses from the cut-off moment on, as the server does', () => {
    expect(betErrors(sel, coin, openPeriod, '500', 49_999)).toEqual([]);
    expect(betErrors(sel, coin, openPeriod, '500', 50_000)).toEqual(['cutoffPassed']);
  });
  it("pays the coin's rate on a win, truncated like the ledger", () => {
    expect(expectedProfit('100', coin)).toBe('85');
    expect(expectedProfit('0.1', { rate: '0.333333333' })).toBe('0.03333333');
  });
});

describe('timed bet machine', () => {
  it('does nothing when the operator switched timed bets off', () => {
    const { actor, io } = start(false);
    expect(actor.getSnapshot().value).toBe('disabled');
    expect(io.calls).toEqual([]);
  });

  it('chooses the coin asked for, else the first', async () => {
    const { actor, io } = start(true, 2);
    await io.resolve('loadBetModule', betModule);
    expect(actor.getSnapshot().context.selection.coinId).toBe(2);
    const other = start(true, 99);
    await other.io.resolve('loadBetModule', betModule);
    expect(other.actor.getSnapshot().context.selection.coinId).toBe(1);
  });

  it("bets on the coin's open period with a token, waits to its end, then settles", async () => {
    const { actor, io } = start();
    await io.resolve('loadBetModule', betModule);
    actor.send({ type: 'bet.period', period: { ...openPeriod, coinId: 2 } });
    expect(actor.getSnapshot().context.period).toBeNull();
    actor.send({ type: 'bet.period', period: openPeriod });
    actor.send({ type: 'bet.change', selection: { amount: '100', direction: 'down' } });
    actor.send({ type: 'bet.place' });
    await io.resolve('getToken', 'tok-1');
    expect(io.calls.at(-1)).toEqual({
      name: 'submitBet',
      input: {
        list: [{ periodId: 7, playCode: 'down', amount: '100' }],
        idempotentToken: 'tok-1',
      },
    });
    await io.resolve('submitBet', [placedBet]);
    expect(actor.getSnapshot().value).toBe('open');
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().value).toBe('open');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('settling');
    // Another bet's result is not this one's.
    actor.send({ type: 'bet.settled', bet: { ...settled('win', '185'), id: 99 } });
    expect(actor.getSnapshot().value).toBe('settling');
    actor.send({ type: 'bet.settled', bet: settled('lose', '0') });
    expect(actor.getSnapshot().value).toBe('lost');
    actor.send({ type: 'bet.again' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.bets).toEqual([]);
  });

  it.each([
    ['win', 'won'],
    ['refund', 'refunded'],
  ] as const)('a %s settles as %s (even before the timer)', async (result, state) => {
    const { actor } = await placed();
    actor.send({ type: 'bet.settled', bet: settled(result, '185') });
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.settled?.result).toBe(result);
  });

  it('refuses a bet after the cut-off without asking the server', async () => {
    const { actor, io } = start();
    await io.resolve('loadBetModule', betModule);
    actor.send({ type: 'bet.period', period: openPeriod });
    actor.send({ type: 'bet.change', selection: { amount: '100' } });
    vi.setSystemTime(50_000);
    actor.send({ type: 'bet.place' });
    expect(actor.getSnapshot().context.errors).toEqual(['cutoffPassed']);
    expect(io.names()).toEqual(['loadBetModule']);
    // The next period clears it.
    actor.send({ type: 'bet.period', period: { ...openPeriod, id: 8, cutoffMs: 110_000 } });
    expect(actor.getSnapshot().context.errors).toEqual([]);
  });

  it('a new coin drops the old period', async () => {
    const { actor, io } = start();
    await io.resolve('loadBetModule', betModule);
    actor.send({ type: 'bet.period', period: openPeriod });
    actor.send({ type: 'bet.change', selection: { coinId: 2 } });
    expect(actor.getSnapshot().context.period).toBeNull();
  });

  it('refuses a stake above the balance and retries a failed submit with the same token', async () => {
    const { actor, io } = start();
    await io.resolve('loadBetModule', betModule);
    actor.send({ type: 'bet.period', period: openPeriod });
    actor.send({ type: 'bet.change', selection: { amount: '600' } });
    actor.send({ type: 'bet.place' });
    expect(actor.getSnapshot().context.errors).toEqual(['insufficientBalance']);
    actor.send({ type: 'bet.balance', balance: '1000' });
    actor.send({ type: 'bet.place' });
    await io.resolve('getToken', 'tok-1');
    const first = io.calls.at(-1)!;
    await io.reject('submitBet', { kind: 'timeout' });
    expect(actor.getSnapshot().context.canRetry).toBe(true);
    actor.send({ type: 'bet.retry' });
    expect(io.calls.at(-1)!.input).toStrictEqual(first.input);
    await io.reject('submitBet', { errCode: 1022, errMsg: 'Betting on this period closed' });
    expect(actor.getSnapshot().context.error).toBe('Betting on this period closed');
    actor.send({ type: 'bet.edit' });
    expect(actor.getSnapshot().context).toMatchObject({ token: null, body: null, error: null });
  });

  it('retries only a failure without an answer: a refusal the server meant is changed, not resent', async () => {
    const failures: [unknown, boolean][] = [
      [{ kind: 'timeout' }, true],
      [new TypeError('Failed to fetch'), true],
      [{ errCode: 500, errMsg: 'Internal error' }, true],
      [{ errCode: 503, errMsg: 'Maintenance' }, true],
      [{ errCode: 1022, errMsg: 'Betting on this period closed' }, false],
      [{ errCode: 1001, errMsg: 'Insufficient balance' }, false],
      [{ errCode: 429, errMsg: 'Too many money requests' }, false],
      [{ errCode: 400, errMsg: 'Bad request' }, false],
    ];
    for (const [failure, canRetry] of failures) {
      const { actor, io } = start();
      await io.resolve('loadBetModule', betModule);
      actor.send({ type: 'bet.period', period: openPeriod });
      actor.send({ type: 'bet.change', selection: { amount: '10' } });
      actor.send({ type: 'bet.place' });
      await io.resolve('getToken', 'tok-1');
      await io.reject('submitBet', failure);
      expect(actor.getSnapshot().context.canRetry, String(failure)).toBe(canRetry);
      const calls = io.calls.length;
      actor.send({ type: 'bet.retry' });
      expect(actor.getSnapshot().value, String(failure)).toBe(canRetry ? 'submitting' : 'failed');
      expect(io.calls.length).toBe(canRetry ? calls + 1 : calls);
      actor.stop();
    }
  });

  it('can retry a failed module load', async () => {
    const { actor, io } = start();
    await io.reject('loadBetModule', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'bet.retry' });
    expect(io.names()).toEqual(['loadBetModule', 'loadBetModule']);
  });
});
