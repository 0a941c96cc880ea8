import { defineRoutes } from '../../http/route';
import * as exchange from './exchange';
import * as recharge from './recharge';
import * as wallet from './service';

/** Tags `funds` and `exchange`: deposits, exchange to USDT, and the withdrawal part: withdrawal accounts, conditions, requests, records, cancel. */
export const walletRoutes = defineRoutes({
  listExchangeCoins: async ({ auth }, ctx) => exchange.listCoins(ctx, auth?.user.id ?? null),
  quoteExchange: async ({ me, body }, ctx) => exchange.quote(ctx, me(), body),
  convertExchange: async ({ me, body }, ctx) => exchange.convert(ctx, me(), body),
  listExchangeRecords: async ({ me, body }, ctx) => exchange.listRecords(ctx, me(), body),
  listRechargeChannels: async (_input, ctx) => recharge.listChannels(ctx),
  checkRechargeCoupon: async ({ me, body }, ctx) => recharge.checkCoupon(ctx, me(), body),
  submitRecharge: async ({ me, body }, ctx) => recharge.submitRecharge(ctx, me(), body),
  listRecharges: async ({ me, body }, ctx) => recharge.listRecharges(ctx, me(), body),
  getWithdrawInfo: async ({ me }, ctx) => wallet.withdrawInfo(ctx, me()),
  submitWithdraw: async ({ me, body }, ctx) => wallet.submitWithdraw(ctx, me(), body),
  listWithdrawals: async ({ me, body }, ctx) => wallet.listWithdrawals(ctx, me(), body),
  cancelWithdraw: async ({ me, body }, ctx) => wallet.cancelWithdraw(ctx, me(), body.id),
  listWithdrawalAccounts: async ({ me }, ctx) => wallet.listAccounts(ctx, me()),
  addWithdrawalAccount: async ({ me, body }, ctx) => wallet.addAccount(ctx, me(), body),
  deleteWithdrawalAccount: async ({ me, body }, ctx) => wallet.deleteAccount(ctx, me(), body.id),
});
