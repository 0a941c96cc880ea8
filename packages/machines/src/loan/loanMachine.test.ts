import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { activeLoan, BORROWED_AT, DAY, loanTerms } from './loan.model';
import { loanErrors, loanMachine, repaymentQuote } from './loanMachine';
import type { LoanInput } from './types';

function start(input: Partial<LoanInput> = {}) {
  const io = controlledActors();
  const actor = createActor(
    loanMachine.provide({
      actors: {
        getToken: io.actor('getToken'),
        applyLoan: io.actor('applyLoan'),
        repayLoan: io.actor('repayLoan'),
      },
    }),
    { input: { terms: loanTerms, ...input } },
  ).start();
  return { actor, io };
}

describe('loan rules', () => {
  it('wants an amount within min and max and an offered term', () => {
    expect(loanErrors({ amount: '100', termDays: 7 }, loanTerms)).toEqual([]);
    expect(loanErrors({ amount: '5000', termDays: 30 }, loanTerms)).toEqual([]);
    expect(loanErrors({ amount: '99.99', termDays: 7 }, loanTerms)).toEqual(['amountOutOfRange']);
    expect(loanErrors({ amount: '5000.01', termDays: 7 }, loanTerms)).toEqual(['amountOutOfRange']);
    expect(loanErrors({ amount: '', termDays: 14 }, loanTerms)).toEqual([
      'amountInvalid',
      'termNotAllowed',
    ]);
  });

  it('quotes no interest within 3 days, then daily interest on the actual days', () => {
    expect(repaymentQuote(activeLoan, BORROWED_AT + 3 * DAY)).toEqual({
      at: BORROWED_AT + 3 * DAY,
      days: 3,
      interest: '0',
      total: '1000',
    });
    expect(repaymentQuote(activeLoan, BORROWED_AT + 3 * DAY + 1)).toMatchObject({
      days: 4,
      interest: '1',
      total: '1001',
    });
    expect(repaymentQuote(activeLoan, BORROWED_AT + 30 * DAY)).toMatchObject({
      days: 30,
      interest: '27',
      total: '1027',
    });
  });
});

describe('loan machine', () => {
  it('rejects an amount outside the limits without calling the server', () => {
    const { actor, io } = start();
    actor.send({ type: 'loan.change', application: { amount: '6000' } });
    actor.send({ type: 'loan.apply' });
    expect(actor.getSnapshot().context.errors).toEqual(['amountOutOfRange']);
    expect(io.calls).toEqual([]);
  });

  it('applies with a token, is reviewed, repays principal plus interest in one sum', async () => {
    const { actor, io } = start();
    actor.send({ type: 'loan.change', application: { amount: '1000', termDays: 30 } });
    actor.send({ type: 'loan.apply' });
    await io.resolve('getToken', 'tok-1');
    expect(io.calls.at(-1)).toEqual({
      name: 'applyLoan',
      input: { amount: '1000', termDays: 30, idempotentToken: 'tok-1' },
    });
    await io.resolve('applyLoan');
    expect(actor.getSnapshot().value).toBe('underReview');
    actor.send({ type: 'loan.reviewed', approved: true, loan: activeLoan });
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'loan.quote', at: BORROWED_AT + 2 * DAY });
    expect(actor.getSnapshot().context.quote).toMatchObject({ interest: '0', total: '1000' });
    actor.send({ type: 'loan.repay', at: BORROWED_AT + 10 * DAY });
    await io.resolve('getToken', 'tok-r');
    expect(io.calls.at(-1)).toEqual({
      name: 'repayLoan',
      input: { contractNumber: 'L-1', amount: '1007', idempotentToken: 'tok-r' },
    });
    await io.reject('repayLoan', { kind: 'timeout' });
    expect(actor.getSnapshot().value).toEqual({ repaying: 'failed' });
    actor.send({ type: 'loan.retry' });
    expect(io.calls.at(-1)!.input).toEqual({
      contractNumber: 'L-1',
      amount: '1007',
      idempotentToken: 'tok-r',
    });
    await io.resolve('repayLoan');
    expect(actor.getSnapshot().value).toBe('repaid');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the reviewer message of a rejected application', () => {
    const { actor } = start({ underReview: true });
    actor.send({ type: 'loan.reviewed', approved: false, message: 'Credit score too low' });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.rejectReason).toBe('Credit score too low');
    actor.send({ type: 'loan.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('retries a failed application with the same token and body', async () => {
    const { actor, io } = start();
    actor.send({ type: 'loan.change', application: { amount: '500' } });
    actor.send({ type: 'loan.apply' });
    await io.resolve('getToken', 'tok-1');
    const first = io.calls.at(-1)!;
    await io.reject('applyLoan', { errCode: 500, errMsg: 'Internal error' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Internal error');
    actor.send({ type: 'loan.retry' });
    expect(io.calls.at(-1)!.input).toStrictEqual(first.input);
    expect(io.names().filter((n) => n === 'getToken')).toHaveLength(1);
  });

  it('does not resend an application or a repayment the server refused: it is changed instead', async () => {
    const { actor, io } = start();
    actor.send({ type: 'loan.change', application: { amount: '500' } });
    actor.send({ type: 'loan.apply' });
    await io.resolve('getToken', 'tok-1');
    await io.reject('applyLoan', { errCode: 1008, errMsg: 'Loan amount limit' });
    const calls = io.calls.length;
    actor.send({ type: 'loan.retry' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(io.calls).toHaveLength(calls);
    actor.send({ type: 'loan.edit' });
    expect(actor.getSnapshot().value).toBe('editing');

    const repaying = start({ loan: activeLoan });
    repaying.actor.send({ type: 'loan.repay', at: BORROWED_AT + 10 * DAY });
    await repaying.io.resolve('getToken', 'tok-r');
    await repaying.io.reject('repayLoan', { errCode: 1001, errMsg: 'Insufficient balance' });
    const repayCalls = repaying.io.calls.length;
    repaying.actor.send({ type: 'loan.retry' });
    expect(repaying.actor.getSnapshot().value).toEqual({ repaying: 'failed' });
    expect(repaying.io.calls).toHaveLength(repayCalls);
  });

  it('starts from the loan the server reports', () => {
    expect(start({ loan: activeLoan }).actor.getSnapshot().value).toBe('active');
  });
});
