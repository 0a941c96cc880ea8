import type { Schema } from '../schema';

export type BillType = Schema<'Bill'>['type'];

/**
 * Every bill type of the contract (`Bill.type`), in the order a type filter offers them: one runtime
 * list for the server (which kinds it names) and the app (its type filter). `satisfies` keeps it
 * inside the contract's enum.
 */
export const BILL_TYPES = [
  'recharge',
  'withdraw',
  'withdraw_refund',
  'order_margin',
  'order_profit',
  'order_fee',
  'bet',
  'bet_payout',
  'loan',
  'loan_repay',
  'wealth_buy',
  'wealth_income',
  'wealth_redeem',
  'mining_lock',
  'mining_income',
  'mining_unlock',
  'smart_subscribe',
  'smart_income',
  'smart_refund',
  'lottery_prize',
  'presale_subscribe',
  'exchange',
  'invite_reward',
  'level_upgrade',
  'admin_adjust',
  'demo_reset',
] as const satisfies readonly BillType[];
