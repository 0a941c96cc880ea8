import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import { loanMachine } from './loanMachine';
import type { ActiveLoan, LoanInput } from './types';

export const DAY = 86_400_000;
export const BORROWED_AT = Date.UTC(2026, 0, 1);

export const loanTerms: LoanInput['terms'] = {
  minAmount: '100',
  maxAmount: '5000',
  termDays: [7, 30],
  dailyRate: '0.001',
};

export const activeLoan: ActiveLoan = {
  contractNumber: 'L-1',
  amount: '1000',
  termDays: 30,
  dailyRate: '0.001',
  borrowedAt: BORROWED_AT,
};

const stubbed = loanMachine.provide({
  actors: { getToken: pending(), applyLoan: pending(), repayLoan: pending() },
});

const samples: PathModel['samples'] = {
  'loan.change': [
    { type: 'loan.change', application: { amount: '1000' } },
    { type: 'loan.change', application: { amount: '99' } },
  ],
  'loan.reviewed': [
    { type: 'loan.reviewed', approved: true, loan: activeLoan },
    { type: 'loan.reviewed', approved: false, message: 'Credit score too low' },
  ],
  'loan.quote': [{ type: 'loan.quote', at: BORROWED_AT + 10 * DAY }],
  'loan.repay': [{ type: 'loan.repay', at: BORROWED_AT + 10 * DAY }],
  'xstate.done.actor.getToken': [{ type: 'xstate.done.actor.getToken', output: 'tok-l' }],
  'xstate.done.actor.getRepayToken': [{ type: 'xstate.done.actor.getRepayToken', output: 'tok-r' }],
};

export const loanModels: PathModel[] = [
  { name: 'loan (new)', machine: stubbed, input: { terms: loanTerms }, samples },
  {
    name: 'loan (under review)',
    machine: stubbed,
    input: { terms: loanTerms, underReview: true },
    samples,
  },
  {
    name: 'loan (active)',
    machine: stubbed,
    input: { terms: loanTerms, loan: activeLoan },
    samples,
  },
];
