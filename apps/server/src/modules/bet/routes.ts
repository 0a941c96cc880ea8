import { defineRoutes } from '../../http/route';
import * as bet from './service';

/** Tag `bet`: timed up/down bets (all answer 1030 while the operator has switched them off). */
export const betRoutes = defineRoutes({
  listBetCoinTypes: async (_input, ctx) => bet.coinTypes(bet.betContextOf(ctx)),
  listBetCoins: async (_input, ctx) => bet.coins(bet.betContextOf(ctx)),
  getBetRateMap: async (_input, ctx) => bet.rateMap(bet.betContextOf(ctx)),
  listBetPlays: async (_input, ctx) => bet.playList(bet.betContextOf(ctx)),
  getBetLastPeriod: async ({ params }, ctx) => bet.lastPeriod(bet.betContextOf(ctx), params.id),
  getBetCurrentPeriod: async ({ params }, ctx) =>
    bet.currentPeriod(bet.betContextOf(ctx), params.id),
  listBetPeriodRecords: async ({ params }, ctx) =>
    bet.periodRecords(bet.betContextOf(ctx), params.id, params.count),
  getBetKline: async ({ params }, ctx) => bet.kline(bet.betContextOf(ctx), ctx, params),
  getUnopenedBetNum: async ({ me }, ctx) => bet.unsettledCount(bet.betContextOf(ctx), me().id),
  submitBets: async ({ me, body }, ctx) => bet.submit(bet.betContextOf(ctx), me().id, body),
  listBetRecords: async ({ me, body }, ctx) => bet.records(bet.betContextOf(ctx), me().id, body),
});
