import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import { timedBetMachine } from './timedBetMachine';
import type { BetModule } from './types';

export const betModule: BetModule = {
  plays: [
    { code: '60s', seconds: 60, rate: '0.85', minAmount: '10', maxAmount: '1000' },
    { code: '300s', seconds: 300, rate: '0.9', minAmount: '50', maxAmount: '5000' },
  ],
  coins: [{ code: 'BTC', typeCode: 'crypto', name: 'Bitcoin' }],
  coinTypes: ['crypto'],
};

const stubbed = timedBetMachine.provide({
  actors: { loadBetModule: pending(), getToken: pending(), submitBet: pending() },
});

const samples: PathModel['samples'] = {
  'xstate.done.actor.loadBetModule': [
    { type: 'xstate.done.actor.loadBetModule', output: betModule },
  ],
  'xstate.done.actor.getToken': [{ type: 'xstate.done.actor.getToken', output: 'tok-b' }],
  'xstate.done.actor.submitBet': [
    {
      type: 'xstate.done.actor.submitBet',
      output: { betId: 'B-1', openPrice: '65000', seconds: 60 },
    },
  ],
  'bet.change': [
    { type: 'bet.change', selection: { amount: '100' } },
    { type: 'bet.change', selection: { amount: '1' } },
  ],
  'bet.balance': [{ type: 'bet.balance', balance: '500' }],
  'bet.settled': (['win', 'lose', 'draw'] as const).map((result) => ({
    type: 'bet.settled',
    outcome: {
      result,
      payout: result === 'win' ? '185' : result === 'draw' ? '100' : '0',
      closePrice: '65001',
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
