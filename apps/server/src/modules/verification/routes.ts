import { defineRoutes } from '../../http/route';
import * as verification from './service';

/** Identity verification (tag `user`). */
export const verificationRoutes = defineRoutes({
  getRealNameInfo: async ({ me }, ctx) => verification.realNameInfo(ctx, me().id),
  commitRealName: async ({ me, body }, ctx) => verification.commitRealName(ctx, me(), body),
});
