import { AppError, ErrorCode } from '../../kernel/errors';
import { defineRoutes } from '../../http/route';
import * as messages from './service';

/** Tag `message`: in-site messages and site notices. */
export const messageRoutes = defineRoutes({
  fetchUserNotice: async ({ auth }, ctx) =>
    auth && auth.user.role !== 'guest'
      ? messages.latestUnreadNotice(ctx, auth.user.id)
      : messages.latestSiteNotice(ctx),
  fetchUserNoticeNum: async ({ me }, ctx) => messages.unreadCount(ctx, me().id),
  getUnreadMessageNum: async ({ me }, ctx) => messages.unreadCount(ctx, me().id),
  getMessageInfo: async ({ me, params }, ctx) => messages.noticeInfo(ctx, me().id, params.id),
  listMessages: async ({ me, params, query }, ctx) =>
    messages.listNotices(ctx, me().id, params.param, query.limit ?? 20),
  signMessageRead: async ({ me, body }, ctx) => {
    const user = me();
    if (body.userId !== user.id) throw new AppError(ErrorCode.NOT_FOUND, 'No such message');
    await messages.markRead(ctx, user.id, body.id);
    return null;
  },
});
