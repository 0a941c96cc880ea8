import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import type { WithdrawalInput } from './types';
import { withdrawalMachine } from './withdrawalMachine';

export const withdrawalInput: WithdrawalInput = {
  balance: '500',
  accounts: [{ id: 1, cardType: 'bank', bankName: 'Bank', accountNumber: '6222' }],
  todayCount: 3,
  dailyFreeCount: 3,
  feePercent: '1.5',
  turnoverCode: '0',
};

export const stubbedWithdrawalMachine = withdrawalMachine.provide({
  actors: { getToken: pending(), submitWithdrawal: pending(), queryWithdrawal: pending() },
});

const model = (name: string, input: WithdrawalInput): PathModel => ({
  name,
  machine: stubbedWithdrawalMachine,
  input,
  samples: {
    'withdrawal.change': [
      { type: 'withdrawal.change', form: { amount: '100', password: '1234' } },
      { type: 'withdrawal.change', form: { amount: '0' } },
    ],
    'xstate.done.actor.getToken': [{ type: 'xstate.done.actor.getToken', output: 'tok-w' }],
    'xstate.done.actor.submitWithdrawal': [
      { type: 'xstate.done.actor.submitWithdrawal', output: { id: 1, orderNo: 'W-1' } },
    ],
    'xstate.error.actor.submitWithdrawal': [
      { type: 'xstate.error.actor.submitWithdrawal', error: { kind: 'timeout' } },
      {
        type: 'xstate.error.actor.submitWithdrawal',
        error: { errMsg: 'Withdrawal password incorrect' },
      },
    ],
    'xstate.done.actor.queryWithdrawal': [
      { type: 'xstate.done.actor.queryWithdrawal', output: { id: 1, orderNo: 'W-1' } },
    ],
    'xstate.error.actor.queryWithdrawal': [
      { type: 'xstate.error.actor.queryWithdrawal', error: { kind: 'timeout' } },
      { type: 'xstate.error.actor.queryWithdrawal', error: { errMsg: 'Insufficient balance' } },
    ],
  },
  invariant: (s) => {
    const { body, token } = s.context as {
      body: { idempotentToken: string } | null;
      token: string | null;
    };
    if (body !== null && body.idempotentToken !== token)
      throw new Error('the body carries another token');
  },
});

/** Two inputs: beyond the free count (fee confirmation) and within it (no fee). */
export const withdrawalModels: PathModel[] = [
  model('withdrawal (fee)', withdrawalInput),
  model('withdrawal (free)', { ...withdrawalInput, todayCount: 0 }),
];
