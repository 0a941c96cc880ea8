import { defineRoutes, pageOf } from '../../http/route';
import { siteParams } from '../content/service';
import * as invite from './service';

/** Tag `invite`: the user's invitation code, link and invitees. */
export const inviteRoutes = defineRoutes({
  getInviteInfo: async ({ me }, ctx) => {
    const site = await siteParams(ctx);
    return invite.inviteInfo(ctx, me(), site.FRONT_DOMAIN ?? '', site.INVITE_MAX_REWARD ?? '0');
  },
  listInvitees: async ({ me, body }, ctx) => {
    const p = pageOf(body);
    return invite.listInvitees(ctx, me(), p.page, p.limit);
  },
});
