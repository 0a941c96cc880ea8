import Big from 'big.js';
import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import * as t from '../../db/schema';
import type { AppContext } from '../../kernel/context';
import { mask } from '../account/service';
import type { UserRow } from '../auth/service';

/** Invitations: the user's code and link, rewards, invitees. */
export async function inviteInfo(
  ctx: AppContext,
  user: UserRow,
  frontDomain: string,
  maxReward: string,
) {
  const [invitees] = await ctx.db
    .select({ n: count() })
    .from(t.users)
    .where(eq(t.users.inviterId, user.id));
  const [reward] = await queryRows<{ total: string }>(
    ctx.db,
    sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entries WHERE user_id = ${user.id} AND kind = 'invite_reward'`,
  );
  return {
    code: user.inviteCode,
    url: `${frontDomain.replace(/\/$/, '')}/m/register?codeNumber=${encodeURIComponent(user.inviteCode)}`,
    maxReward: new Big(maxReward).toFixed(),
    totalReward: new Big(reward?.total ?? '0').toFixed(2),
    inviteeCount: invitees?.n ?? 0,
  };
}

export async function listInvitees(ctx: AppContext, user: UserRow, page: number, limit: number) {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(t.users)
    .where(eq(t.users.inviterId, user.id));
  const rows = await queryRows<{
    id: number;
    nickname: string;
    createdAt: string | Date;
    verified: boolean;
  }>(
    ctx.db,
    sql`SELECT u.id, u.nickname, u.created_at AS "createdAt",
          EXISTS (SELECT 1 FROM identity_verifications v WHERE v.user_id = u.id AND v.status = 'passed') AS verified
        FROM users u WHERE u.inviter_id = ${user.id} ORDER BY u.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickname: mask(r.nickname),
      registeredAt: new Date(r.createdAt).toISOString(),
      verified: r.verified,
    })),
    total: total?.n ?? 0,
    page,
    limit,
  };
}
