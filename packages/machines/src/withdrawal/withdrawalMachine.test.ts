import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import type { WithdrawalInput } from './types';
import { validateWithdrawal } from './validateWithdrawal';
import { withdrawalInput } from './withdrawal.model';
import { withdrawalMachine } from './withdrawalMachine';

function start(input: Partial<WithdrawalInput> = {}) {
  const io = controlledActors();
  const actor = createActor(
    withdrawalMachine.provide({
      actors: {
        getToken: io.actor('getToken'),
        submitWithdrawal: io.actor('submitWithdrawal'),
        queryWithdrawal: io.actor('queryWithdrawal'),
      },
    }),
    { input: { ...withdrawalInput, ...input } },
  ).start();
  return { actor, io };
}

const form = { amount: '100', accountId: 1, password: '1234' };
const body = { amount: '100', accountId: 1, tkPassword: '1234' };

describe('validateWithdrawal', () => {
  it('accepts the whole balance', () => {
    expect(validateWithdrawal({ ...form, amount: '500' }, withdrawalInput)).toEqual([]);
  });
  it.each([
    [{ amount: '0' }, {}, 'amountInvalid'],
    [{ amount: '-1' }, {}, 'amountInvalid'],
    [{ amount: '' }, {}, 'amountInvalid'],
    [{ amount: '500.00000001' }, {}, 'amountAboveBalance'],
    [{}, { accounts: [] }, 'accountNotBound'],
    [{ accountId: null }, {}, 'accountNotChosen'],
    [{ accountId: 2 }, {}, 'accountNotChosen'],
    [{}, { turnoverCode: '12.5' }, 'turnoverNotZero'],
    [{ password: '123' }, {}, 'passwordFormat'],
    [{ password: 'x'.repeat(17) }, {}, 'passwordFormat'],
  ] as const)('rejects form %o with limits %o as %s', (formOver, limitsOver, error) => {
    expect(
      validateWithdrawal({ ...form, ...formOver }, { ...withdrawalInput, ...limitsOver }),
    ).toEqual([error]);
  });
});

describe('withdrawal machine', () => {
  it('stays on the form with the errors', () => {
    const { actor, io } = start();
    actor.send({ type: 'withdrawal.change', form: { amount: '600', password: '1234' } });
    actor.send({ type: 'withdrawal.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual(['amountAboveBalance']);
    expect(io.calls).toEqual([]);
  });

  it('within the daily free count submits without a fee confirmation', async () => {
    const { actor, io } = start({ todayCount: 2 });
    actor.send({ type: 'withdrawal.change', form });
    actor.send({ type: 'withdrawal.submit' });
    expect(io.names()).toEqual(['getToken']);
    await io.resolve('getToken', 'tok-w');
    expect(io.calls[1]).toEqual({
      name: 'submitWithdrawal',
      input: { ...body, feeConfirmed: false, idempotentToken: 'tok-w' },
    });
    await io.resolve('submitWithdrawal', { id: 1, orderNo: 'W-1' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ id: 1, orderNo: 'W-1' });
  });

  it('beyond the free count asks to confirm "N times today, X% fee after M times"', async () => {
    const { actor, io } = start({ todayCount: 4, dailyFreeCount: 3, feePercent: '1.5' });
    actor.send({ type: 'withdrawal.change', form });
    actor.send({ type: 'withdrawal.submit' });
    expect(actor.getSnapshot().value).toBe('confirmingFee');
    expect(actor.getSnapshot().context.feeNotice).toEqual({
      times: 4,
      percent: '1.5',
      freeTimes: 3,
      fee: '1.5',
    });
    expect(io.calls).toEqual([]);
    actor.send({ type: 'withdrawal.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.feeNotice).toBeNull();
    actor.send({ type: 'withdrawal.submit' });
    actor.send({ type: 'withdrawal.confirmFee' });
    expect(io.names()).toEqual(['getToken']);
    await io.resolve('getToken', 'tok-f');
    // The server refuses a charged withdrawal the client did not confirm.
    expect(io.calls.at(-1)!.input).toMatchObject({ feeConfirmed: true });
  });

  it('a timeout queries the outcome with the same body and token, never a new submission', async () => {
    const { actor, io } = start({ todayCount: 0 });
    actor.send({ type: 'withdrawal.change', form });
    actor.send({ type: 'withdrawal.submit' });
    await io.resolve('getToken', 'tok-t');
    const sent = io.calls.at(-1)!.input;
    await io.reject('submitWithdrawal', { kind: 'timeout' });
    expect(actor.getSnapshot().matches({ unknown: 'querying' })).toBe(true);
    expect(io.calls.at(-1)).toEqual({ name: 'queryWithdrawal', input: sent });
    await io.reject('queryWithdrawal', { kind: 'timeout' });
    expect(actor.getSnapshot().matches({ unknown: 'queryFailed' })).toBe(true);
    actor.send({ type: 'withdrawal.submit' });
    actor.send({ type: 'withdrawal.retry' });
    expect(io.names().filter((n) => n === 'submitWithdrawal')).toHaveLength(1);
    actor.send({ type: 'withdrawal.query' });
    expect(io.calls.at(-1)).toEqual({ name: 'queryWithdrawal', input: sent });
    await io.resolve('queryWithdrawal', { id: 7, orderNo: 'W-7' });
    expect(actor.getSnapshot().output).toEqual({ id: 7, orderNo: 'W-7' });
    expect(io.names().filter((n) => n === 'getToken')).toHaveLength(1);
  });

  it('retries a failed submit with the same token and body; editing gets a new token', async () => {
    const { actor, io } = start({ todayCount: 0 });
    actor.send({ type: 'withdrawal.change', form });
    actor.send({ type: 'withdrawal.submit' });
    await io.resolve('getToken', 'tok-1');
    const first = io.calls.at(-1)!;
    await io.reject('submitWithdrawal', { errMsg: 'Withdrawal amount limit' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Withdrawal amount limit');
    actor.send({ type: 'withdrawal.retry' });
    expect(io.calls.at(-1)!.input).toStrictEqual(first.input);
    await io.reject('submitWithdrawal', { errMsg: 'Insufficient balance' });
    actor.send({ type: 'withdrawal.edit' });
    actor.send({ type: 'withdrawal.submit' });
    await io.resolve('getToken', 'tok-2');
    expect(io.calls.at(-1)!.input).toMatchObject({ idempotentToken: 'tok-2' });
  });

  it('returns to the form when no token can be had', async () => {
    const { actor, io } = start({ todayCount: 0 });
    actor.send({ type: 'withdrawal.change', form });
    actor.send({ type: 'withdrawal.submit' });
    await io.reject('getToken', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('offline');
  });

  it('preselects the only bound account', () => {
    expect(start().actor.getSnapshot().context.form.accountId).toBe(1);
    expect(start({ accounts: [] }).actor.getSnapshot().context.form.accountId).toBeNull();
  });
});
