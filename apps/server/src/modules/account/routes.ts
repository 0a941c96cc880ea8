import { defineRoutes } from '../../http/route';
import { creditInfo } from '../content/service';
import * as account from './service';
import { endOpenOrders, tradeContextOf } from '../trade/service';

/** Tag `user`: the signed-in user's profile, money, level, rank, settings, bills, demo reset. */
export const accountRoutes = defineRoutes({
  getUserInfo: async ({ sessionUser }, ctx) => account.userInfo(ctx.db, sessionUser()),
  fetchUserInfo: async ({ sessionUser }, ctx) => account.userInfo(ctx.db, sessionUser()),
  getUserMoneyInfo: async ({ me }, ctx) => account.userMoney(ctx.db, me().id),
  fetchUserMoney: async ({ me }, ctx) => account.userMoney(ctx.db, me().id),
  getUserLevelInfo: async ({ me }, ctx) => account.levelInfo(ctx, me()),
  listUserLevels: async (_input, ctx) => account.levelList(ctx),
  listUserRank: async (_input, ctx) => account.rankList(ctx),
  updateUserInfo: async ({ me, body }, ctx) => (await account.updateUser(ctx, me(), body)).info,
  getUserSettings: async ({ me }) => account.settingsOf(me()),
  updateUserSettings: async ({ me, body }, ctx) =>
    account.settingsOf((await account.updateUser(ctx, me(), body)).user),
  listBills: async ({ me, body }, ctx) => account.listBills(ctx, me().id, body),
  getCreditInfo: async ({ me }, ctx) => creditInfo(ctx, me().id),
  resetDemoAccount: async ({ me }, ctx) =>
    account.resetDemo(ctx, me(), (tx, emit) =>
      endOpenOrders(tx, tradeContextOf(ctx), emit, me().id),
    ),
});
