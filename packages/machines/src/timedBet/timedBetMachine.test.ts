import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { betModule } from './timedBet.model';
import { betErrors, expectedProfit, timedBetMachine } from './timedBetMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(enabled = true) {
  const io = controlledActors();
  const actor = createActor(
    timedBetMachine.provide({
      actors: {
        loadBetModule: io.actor('loadBetModule'),
        getToken: io.actor('getToken'),
        submitBet: io.actor('submitBet'),
      },
    }),
    { input: { balance: '500', enabled } },
  ).start();
  return { actor, io };
}

const play = betModule.plays[0]!;

describe('timed bet rules', () => {
  it('checks coin, play, amount range and balance', () => {
    const sel = { coinCode: 'BTC', playCode: '60s', direction: 'up' as const, amount: '100' };
    expect(betErrors(sel, play, '500')).toEqual([]);
    expect(betErrors({ ...sel, amount: '9.99' }, play, '500')).toEqual(['amountOutOfRange']);
    expect(betErrors({ ...sel, amount: '600' }, play, '500')).toEqual(['insufficientBalance']);
    expect(betErrors({ ...sel, amount: '0' }, play, '500')).toEqual(['amountInvalid']);
    expect(betErrors({ ...sel, coinCode: null }, undefined, '500')).toEqual([
      'coinNotChosen',
      'playNotChosen',
    ]);
  });
  it('pays the play rate on a win', () => {
    expect(expectedProfit('100', play)).toBe('85');
  });
});

describe('timed bet machine', () => {
  it('does nothing when the operator switched timed bets off', () => {
    const { actor, io } = start(false);
    expect(actor.getSnapshot().value).toBe('disabled');
    expect(io.calls).toEqual([]);
  });

  it('loads the module, places a bet with a token, waits the period, then settles', async () => {
    const { actor, io } = start();
    await io.resolve('loadBetModule', betModule);
    expect(actor.getSnapshot().context.selection).toMatchObject({
      coinCode: 'BTC',
      playCode: '60s',
    });
    actor.send({ type: 'bet.change', selection: { amount: '100', direction: 'down' } });
    actor.send({ type: 'bet.place' });
    await io.resolve('getToken', 'tok-1');
    expect(io.calls.at(-1)).toEqual({
      name: 'submitBet',
      input: {
        coinCode: 'BTC',
        playCode: '60s',
        direction: 'down',
        amount: '100',
        idempotentToken: 'tok-1',
      },
    });
    await io.resolve('submitBet', { betId: 'B-1', openPrice: '65000', seconds: 60 });
    expect(actor.getSnapshot().value).toBe('open');
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().value).toBe('open');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('settling');
    actor.send({
      type: 'bet.settled',
      outcome: { result: 'lose', payout: '0', closePrice: '65001' },
    });
    expect(actor.getSnapshot().value).toBe('lost');
    actor.send({ type: 'bet.again' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.bet).toBeNull();
  });

  it.each([
    ['win', 'won'],
    ['draw', 'draw'],
  ] as const)('a %s settles as %s', async (result, state) => {
    const { actor, io } = start();
    await io.resolve('loadBetModule', betModule);
    actor.send({ type: 'bet.change', selection: { amount: '100' } });
    actor.send({ type: 'bet.place' });
    await io.resolve('getToken', 't');
    await io.resolve('submitBet', { betId: 'B-1', openPrice: '1', seconds: 60 });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'bet.settled', outcome: { result, payout: '185', closePrice: '2' } });
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.outcome?.result).toBe(result);
  });

  it('refuses a stake above the balance and retries a failed submit with the same token', async () => {
    const { actor, io } = start();
    await io.resolve('loadBetModule', betModule);
    actor.send({ type: 'bet.change', selection: { amount: '600' } });
    actor.send({ type: 'bet.place' });
    expect(actor.getSnapshot().context.errors).toEqual(['insufficientBalance']);
    actor.send({ type: 'bet.balance', balance: '1000' });
    actor.send({ type: 'bet.place' });
    await io.resolve('getToken', 'tok-1');
    const first = io.calls.at(-1)!;
    await io.reject('submitBet', { kind: 'timeout' });
    actor.send({ type: 'bet.retry' });
    expect(io.calls.at(-1)!.input).toStrictEqual(first.input);
  });

  it('can retry a failed module load', async () => {
    const { actor, io } = start();
    await io.reject('loadBetModule', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'bet.retry' });
    expect(io.names()).toEqual(['loadBetModule', 'loadBetModule']);
  });
});
