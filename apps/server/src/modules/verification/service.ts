import type { Schema } from '@repo/api-schema/schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import * as t from '../../db/schema';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode } from '../../kernel/errors';
import { userEvent } from '../../realtime/events';
import { reloadUser, userInfo } from '../account/service';
import type { UserRow } from '../auth/service';
import { latestVerification, verificationStatus, type Verification } from './repo';

/** Identity verification: submission, the operator's review, and the optional auto-approval job. */
const iso = (d: Date) => d.toISOString();

const maskMiddle = (v: string) =>
  v.length <= 4
    ? `${v[0] ?? ''}***`
    : `${v.slice(0, 2)}${'*'.repeat(Math.min(8, v.length - 4))}${v.slice(-2)}`;

export async function realNameInfo(ctx: AppContext, userId: number) {
  const row = await latestVerification(ctx.db, userId);
  if (!row) {
    return {
      status: 'to_be_certified' as Verification,
      realName: null,
      idNumber: null,
      documentType: null,
      rejectReason: null,
      submittedAt: null,
    };
  }
  return {
    status: verificationStatus[row.status]!,
    realName: maskMiddle(row.realName),
    idNumber: maskMiddle(row.idNumber),
    documentType: row.documentType as Schema<'DocumentType'>,
    rejectReason: row.reason,
    submittedAt: iso(row.submittedAt),
  };
}

export async function commitRealName(
  ctx: AppContext,
  user: UserRow,
  input: {
    realName: string;
    idNumber: string;
    documentType: string;
    frontImage: string;
    backImage: string;
    handImage: string;
  },
) {
  const latest = await latestVerification(ctx.db, user.id);
  if (latest && latest.status !== 'rejected') {
    throw new AppError(
      ErrorCode.VERIFICATION_PENDING,
      'Identity already under review or certified',
    );
  }
  // Approval, when automatic, is the verification.autoApprove job's (it survives a restart).
  await ctx.kernel.tx(async (tx, emit) => {
    await tx.insert(t.identityVerifications).values({ userId: user.id, ...input });
    await emit(userEvent(user.id, 'userInfo', await userInfo(tx, user)));
  });
  return realNameInfo(ctx, user.id);
}

/** Submissions waiting for the operator, oldest first. */
export async function listUnderReview(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      id: t.identityVerifications.id,
      userId: t.identityVerifications.userId,
      username: t.users.username,
      realName: t.identityVerifications.realName,
      documentType: t.identityVerifications.documentType,
      submittedAt: t.identityVerifications.submittedAt,
    })
    .from(t.identityVerifications)
    .innerJoin(t.users, eq(t.users.id, t.identityVerifications.userId))
    .where(eq(t.identityVerifications.status, 'review'))
    .orderBy(t.identityVerifications.id);
  return rows.map((r) => ({
    ...r,
    documentType: r.documentType as Schema<'DocumentType'>,
    status: 'review' as const,
    submittedAt: iso(r.submittedAt),
  }));
}

/** Operator review (endpoint or CLI) and the optional auto-approval both end here. */
export async function reviewRealName(
  ctx: AppContext,
  id: number,
  decision: 'passed' | 'rejected',
  reason: string | null,
) {
  return ctx.kernel.tx(async (tx, emit) => {
    const [row] = await tx
      .update(t.identityVerifications)
      .set({
        status: decision,
        reason: decision === 'rejected' ? (reason ?? 'Rejected') : null,
        reviewedAt: new Date(ctx.kernel.clock.now()),
      })
      .where(and(eq(t.identityVerifications.id, id), eq(t.identityVerifications.status, 'review')))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No submission under review with that id');
    const user = await reloadUser(tx, row.userId);
    await emit(userEvent(user.id, 'userInfo', await userInfo(tx, user)));
    return row;
  });
}

/**
 * Approves submissions that have waited `afterMs` (demo servers: VERIFICATION_AUTO_APPROVE_MS). Run by
 * the scheduler; a submission the operator reviewed meanwhile is no longer under review and is skipped.
 */
export async function autoApprove(ctx: AppContext, afterMs: number): Promise<number> {
  const due = await ctx.db
    .select({ id: t.identityVerifications.id })
    .from(t.identityVerifications)
    .where(
      and(
        eq(t.identityVerifications.status, 'review'),
        lt(
          t.identityVerifications.submittedAt,
          sql`now() - make_interval(secs => ${afterMs / 1000})`,
        ),
      ),
    )
    .limit(100);
  let approved = 0;
  for (const { id } of due) {
    try {
      await reviewRealName(ctx, id, 'passed', null);
      approved += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.NOT_FOUND)) throw error;
    }
  }
  return approved;
}
