import { desc, eq } from 'drizzle-orm';
import * as t from '../../db/schema';
import type { Reader } from '../../kernel/tx';

export type Verification = 'to_be_certified' | 'under_review' | 'certified' | 'rejected';
export const verificationStatus: Record<string, Verification> = {
  review: 'under_review',
  passed: 'certified',
  rejected: 'rejected',
};

export async function latestVerification(reader: Reader, userId: number) {
  const [row] = await reader
    .select()
    .from(t.identityVerifications)
    .where(eq(t.identityVerifications.userId, userId))
    .orderBy(desc(t.identityVerifications.id))
    .limit(1);
  return row ?? null;
}
