import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import { timedBetMachine } from './timedBetMachine';
import type { BetModule, BetPeriod, PlacedBet } from './types';

export const betModule: BetModule = {
  coins: [
    {
      id: 1,
      code: 'BTC',
      typeCode: 'crypto',
      name: 'Bitcoin',
      periodSeconds: 60,
      cutoffSeconds: 10,
      rate: '0.85',
      minAmount: '10',
      maxAmount: '1000',
      lossShare30d: '0.52',
    },
    {
      id: 2,
      code: 'BTC',
      typeCode: 'crypto',
      name: 'Bitcoin',
      periodSeconds: 300,
      cutoffSeconds: 30,
      rate: '0.9',
      minAmount: '50',
      maxAmount: '5000',
      lossShare30d: '0.52',
    },
  ],
  coinTypes: ['crypto'],
};

/** The open period of coin 1 from time 0 (fake timers start there in the tests). */
export const openPeriod: BetPeriod = { id: 7, coinId: 1, cutoffMs: 50_000, endMs: 60_000 };

export const placedBet: PlacedBet = {
  id: 31,
  periodId: 7,
  amount: '100',
  rate: '0.85',
  endTime: new Date(60_000).toISOString(),
  status: 'in_progress',
  result: null,
  payout: null,
};

const stubbed = timedBetMachine.provide({
  actors: { loadBetModule: pending(), getToken: pending(), submitBet: pending() },
});

const samples: PathModel['samples'] = {
  'xstate.done.actor.loadBetModule': [
    { type: 'xstate.done.actor.loadBetModule', output: betModule },
  ],
  'xstate.done.actor.getToken': [{ type: 'xstate.done.actor.getToken', output: 'tok-b' }],
  'xstate.done.actor.submitBet': [{ type: 'xstate.done.actor.submitBet', output: [placedBet] }],
  'bet.period': [
    { type: 'bet.period', period: { ...openPeriod, endMs: 8.64e15, cutoffMs: 8.64e15 } },
  ],
  'bet.change': [
    { type: 'bet.change', selection: { amount: '100' } },
    { type: 'bet.change', selection: { amount: '1' } },
  ],
  'bet.balance': [{ type: 'bet.balance', balance: '500' }],
  'bet.settled': (['win', 'lose', 'refund'] as const).map((result) => ({
    type: 'bet.settled',
    bet: {
      ...placedBet,
      status: 'completed',
      result,
      payout: result === 'win' ? '185' : result === 'refund' ? '100' : '0',
    },
  })),
};

export const timedBetModels: PathModel[] = [
  { name: 'timed bet', machine: stubbed, input: { balance: '500', enabled: true }, samples },
  {
    name: 'timed bet (switched off)',
    machine: stubbed,
    input: { balance: '500', enabled: false },
    samples,
  },
];
