import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/builtOnce';
import * as t from '../../db/schema';
import { AppError, ErrorCode, fieldError } from '../../kernel/errors';
import { hashCode, newCode } from './codes';
import type { AppContext } from '../../kernel/context';
import { dummyPasswordHash, passwords } from './passwords';
import * as throttle from './throttle';

export type UserRow = typeof t.users.$inferSelect;

export interface SessionInfo {
  user: UserRow;
  token: string;
  createdAt: Date;
  /** The rotation family: every token issued by rotating one login. */
  family: string;
  /** Set once this token was replaced; it then works only until ROTATION_GRACE_MS after that. */
  rotatedAt: Date | null;
}

/**
 * The account behind a session, or null for none (no session, or a guest's): whose idempotency tokens
 * are bound to them and who is not counted by the limits for callers without an account.
 */
export const accountIdOf = (auth: SessionInfo | null): number | null =>
  auth && auth.user.role !== 'guest' ? auth.user.id : null;

/** Where a request came from, for the per-address limits. */
export interface Client {
  ip: string;
}

const SESSION_TTL_MS = 7 * 86_400_000;
/** Sessions older than this get a new token through the response `authorization` header. */
export const ROTATE_AFTER_MS = 15 * 60_000;
/**
 * A replaced token keeps working this long after it was replaced, so requests already in flight do not
 * fail. Using it does not extend the window, and it is never rotated again.
 */
export const ROTATION_GRACE_MS = 30_000;
const CODE_TTL_MS = 10 * 60_000;
export const CODE_COUNTDOWN_S = 60;
const MAX_CODE_ATTEMPTS = 5;

const MINUTE = 60_000;
/** Failed-login, code and reset limits; all counted in the database (modules/auth/throttle.ts). */
export const AUTH_LIMITS = {
  /** Failed logins per normalised name before a captcha is required. */
  captchaAfterFailures: 3,
  /** Failed logins per normalised name that lock it, for lockMs from the last of them. */
  lockAfterFailures: 5,
  lockMs: 15 * MINUTE,
  /** Failed logins per address, whatever the names (password spraying). */
  failedLoginsPerAddress: { max: 30, windowMs: 10 * MINUTE },
  /** Verification codes sent to one e-mail address or phone number. */
  codesPerTarget: { max: 5, windowMs: 60 * MINUTE },
  /** Verification codes asked for from one address. */
  codesPerAddress: { max: 20, windowMs: 60 * MINUTE },
  /** Password resets tried on one account. */
  resetsPerAccount: { max: 5, windowMs: 60 * MINUTE },
  /** Password resets tried from one address. */
  resetsPerAddress: { max: 20, windowMs: 60 * MINUTE },
} as const;

const newToken = () => randomBytes(32).toString('base64url');

/** A new login: a new token in a new rotation family. */
export async function createSession(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  await ctx.db.insert(t.sessions).values({
    token,
    userId,
    family: randomUUID(),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

export async function resolveSession(ctx: AppContext, token: string): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const now = Date.now();
  const rows = await builtOnce(ctx.db, 'resolveSession', (db) =>
    db
      .select({
        user: t.users,
        createdAt: t.sessions.createdAt,
        family: t.sessions.family,
        rotatedAt: t.sessions.rotatedAt,
      })
      .from(t.sessions)
      .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
      .where(
        and(
          eq(t.sessions.token, sql.placeholder('token')),
          gt(t.sessions.expiresAt, sql.placeholder('now')),
          or(isNull(t.sessions.rotatedAt), gt(t.sessions.rotatedAt, sql.placeholder('graceFrom'))),
        ),
      )
      .prepare('resolveSession'),
  ).execute({
    token,
    // As drizzle writes a Date of these columns itself.
    now: new Date(now).toISOString(),
    graceFrom: new Date(now - ROTATION_GRACE_MS).toISOString(),
  });
  const row = rows[0];
  return row
    ? {
        user: row.user,
        token,
        createdAt: row.createdAt,
        family: row.family,
        rotatedAt: row.rotatedAt,
      }
    : null;
}

/**
 * Issues a new token (same family) for an old session. The old token is marked replaced, once: it works
 * for ROTATION_GRACE_MS from that moment, and using it neither extends that nor rotates it again.
 */
export async function rotateSession(ctx: AppContext, session: SessionInfo): Promise<string | null> {
  if (session.rotatedAt) return null;
  if (Date.now() - session.createdAt.getTime() < ROTATE_AFTER_MS) return null;
  const token = newToken();
  const rotated = await ctx.db.transaction(async (tx) => {
    // Only the first of concurrent requests with the old token replaces it.
    const claimed = await tx
      .update(t.sessions)
      .set({
        rotatedAt: sql`now()`,
        replacedBy: token,
        expiresAt: sql`least(${t.sessions.expiresAt}, now() + ${ROTATION_GRACE_MS}::integer * interval '1 millisecond')`,
      })
      .where(and(eq(t.sessions.token, session.token), isNull(t.sessions.rotatedAt)))
      .returning({ token: t.sessions.token });
    if (claimed.length === 0) return false;
    await tx.insert(t.sessions).values({
      token,
      userId: session.user.id,
      family: session.family,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    return true;
  });
  return rotated ? token : null;
}

/** Logout: ends every token of the session's rotation family and their STOMP connections. */
export async function endSession(ctx: AppContext, token: string) {
  const ended = await ctx.db
    .delete(t.sessions)
    .where(sql`${t.sessions.family} IN (SELECT s.family FROM sessions s WHERE s.token = ${token})`)
    .returning({ token: t.sessions.token });
  for (const session of ended) ctx.endStompSessions(session.token);
  // A token already gone (expired, or ended elsewhere) may still hold a connection.
  if (!ended.some((s) => s.token === token)) ctx.endStompSessions(token);
}

/**
 * The one normal form of a login name, used both to look the account up and to key its throttles, so
 * that no spelling that reaches an account gets a bucket of its own: compatibility forms folded (NFKC:
 * full-width letters and digits, ligatures), invisible format characters (zero-width space, BOM)
 * dropped, every run of Unicode white space (U+00A0, U+3000, tabs, …) made one space, then trimmed.
 */
export function normaliseLoginName(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{White_Space}+/gu, ' ')
    .trim();
}

/** The throttle key of a login name: its normal form, case-folded (e-mail matches ignore case). */
export const loginNameKey = (raw: string) => normaliseLoginName(raw).toLowerCase();

function splitPhone(value: string): { areaCode: string | null; phone: string } | null {
  const match = /^(\+?\d{1,4})\s+(\d{5,20})$/.exec(value.trim());
  if (match) return { areaCode: match[1]!.replace(/^\+?/, '+'), phone: match[2]! };
  if (/^\d{5,20}$/.test(value.trim())) return { areaCode: null, phone: value.trim() };
  return null;
}

/**
 * Password login. Failed attempts are counted in the database per normalised name (captcha after 3,
 * locked for 15 min after 5) and per address (30 per 10 min, any names). An unknown name costs the same
 * argon2 verification as a wrong password.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string; captcha?: string; captchaKey?: string },
  client: Client,
): Promise<{ token: string; user: UserRow }> {
  const name = normaliseLoginName(input.username);
  const key = name.toLowerCase();
  const nameBucket = `login-failed:name:${key}`;
  const addressBucket = `login-failed:address:${client.ip}`;
  await throttle.refuseAt(
    ctx.db,
    addressBucket,
    AUTH_LIMITS.failedLoginsPerAddress.max,
    'Too many failed logins from this address',
  );
  const failed = await throttle.peek(ctx.db, nameBucket);
  if (failed.count >= AUTH_LIMITS.lockAfterFailures) {
    throw throttle.tooMany(failed.retryAfterS, 'Too many failed logins for this account');
  }
  if (
    failed.count >= AUTH_LIMITS.captchaAfterFailures &&
    !(await ctx.captcha.verify(input.captchaKey, input.captcha))
  ) {
    throw new AppError(ErrorCode.CAPTCHA_INVALID, 'Please enter the captcha');
  }
  const phone = splitPhone(name);
  const conditions = [eq(t.users.username, name), eq(sql`lower(${t.users.email})`, key)];
  if (phone) conditions.push(eq(t.users.phone, phone.phone));
  const candidates = await ctx.db
    .select()
    .from(t.users)
    .where(or(...conditions));
  const user = candidates.find((u) => u.role !== 'guest');
  // No account: verify against a dummy hash all the same, so both failures take as long.
  const ok = await passwords.verify(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !ok) {
    const counted = await throttle.hit(ctx.db, nameBucket, AUTH_LIMITS.lockMs);
    if (counted.count >= AUTH_LIMITS.lockAfterFailures) {
      await throttle.extend(ctx.db, nameBucket, AUTH_LIMITS.lockMs);
    }
    await throttle.hit(ctx.db, addressBucket, AUTH_LIMITS.failedLoginsPerAddress.windowMs);
    throw new AppError(ErrorCode.CREDENTIALS_INVALID, 'Account or password wrong');
  }
  await throttle.clear(ctx.db, nameBucket);
  await ctx.db.update(t.users).set({ isLoginPop: 1 }).where(eq(t.users.id, user.id));
  return { token: await createSession(ctx, user.id), user: { ...user, isLoginPop: 1 } };
}

export async function loginGuest(ctx: AppContext): Promise<{ token: string; user: UserRow }> {
  const suffix = randomBytes(6).toString('hex');
  const [user] = await ctx.db
    .insert(t.users)
    .values({
      username: `guest_${suffix}`,
      nickname: 'Guest',
      // Guests never log in with a password; '!' is not a valid argon2 hash.
      passwordHash: '!',
      inviteCode: `G${suffix.toUpperCase()}`,
      role: 'guest',
      isLoginPop: 0,
    })
    .returning();
  return { token: await createSession(ctx, user!.id), user: user! };
}

type Channel = 'email' | 'phone';

function codeTarget(
  channel: Channel,
  input: { email?: string | undefined; areaCode?: string | undefined; phone?: string | undefined },
) {
  if (channel === 'email') {
    if (!input.email) throw fieldError('email', 'validation.email.required', 'E-mail required');
    return input.email.toLowerCase();
  }
  if (!input.phone)
    throw fieldError('phone', 'validation.phone.required', 'Mobile number required');
  return `${(input.areaCode ?? '').replace(/^\+?/, '+')} ${input.phone}`.trim();
}

async function findByTarget(ctx: AppContext, channel: Channel, target: string) {
  if (channel === 'email') {
    return (
      await ctx.db
        .select()
        .from(t.users)
        .where(eq(sql`lower(${t.users.email})`, target))
    )[0];
  }
  const phone = target.split(' ').at(-1)!;
  return (await ctx.db.select().from(t.users).where(eq(t.users.phone, phone)))[0];
}

export async function sendCode(
  ctx: AppContext,
  input: {
    type: Channel;
    scene: string;
    email?: string;
    areaCode?: string;
    phone?: string;
  },
  user: UserRow | null,
  client: Client,
): Promise<{ countdown: number }> {
  // Every request counts against the address, whether or not a code goes out.
  await throttle.consume(
    ctx.db,
    `code-sent:address:${client.ip}`,
    AUTH_LIMITS.codesPerAddress,
    'Too many verification codes asked for from this address',
  );
  let target: string;
  let deliver = true;
  if (input.scene === 'forgetTkPwd' || input.scene === 'withdraw') {
    if (!user || user.role === 'guest')
      throw new AppError(ErrorCode.UNAUTHORIZED, 'Please log in first');
    const own =
      input.type === 'email'
        ? user.email
        : user.phone
          ? `${user.areaCode ?? ''} ${user.phone}`.trim()
          : null;
    if (!own)
      throw fieldError(
        input.type,
        `validation.${input.type}.notBound`,
        `No ${input.type} on this account`,
      );
    target = input.type === 'email' ? own.toLowerCase() : own;
  } else {
    target = codeTarget(input.type, input);
    const existing = await findByTarget(ctx, input.type, target);
    if (input.scene === 'register' && existing)
      throw new AppError(ErrorCode.ACCOUNT_EXISTS, 'Already registered');
    // A password reset for an address with no account is answered like any other (countdown,
    // limits, a stored code) but nothing is sent: the answer tells nobody who has an account.
    if (input.scene === 'forgetPwd' && !existing) deliver = false;
  }
  const [latest] = await ctx.db
    .select({ expiresAt: t.verificationCodes.expiresAt })
    .from(t.verificationCodes)
    .where(
      and(eq(t.verificationCodes.target, target), eq(t.verificationCodes.purpose, input.scene)),
    )
    .orderBy(desc(t.verificationCodes.id))
    .limit(1);
  if (latest) {
    const sentAt = latest.expiresAt.getTime() - CODE_TTL_MS;
    const wait = Math.ceil((sentAt + CODE_COUNTDOWN_S * 1000 - Date.now()) / 1000);
    if (wait > 0)
      throw new AppError(ErrorCode.CODE_TOO_SOON, `Wait ${wait} s before asking for another code`);
  }
  // The target as codes are stored and checked: e-mail lower-cased, phone as "+area number".
  await throttle.consume(
    ctx.db,
    `code-sent:target:${input.type}:${target}`,
    AUTH_LIMITS.codesPerTarget,
    'Too many verification codes for this address or number',
  );
  const code = newCode();
  await ctx.db.insert(t.verificationCodes).values({
    target,
    purpose: input.scene,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  if (deliver) await ctx.codes.send({ channel: input.type, target, scene: input.scene, code });
  return { countdown: CODE_COUNTDOWN_S };
}

/** Checks and consumes the newest code for target + scene; wrong guesses count against it. */
async function consumeCode(
  ctx: AppContext,
  target: string,
  scene: string,
  code: string | undefined,
) {
  const invalid = new AppError(
    ErrorCode.VERIFICATION_CODE_INVALID,
    'Verification code wrong or expired',
  );
  if (!code) throw invalid;
  const [row] = await ctx.db
    .select()
    .from(t.verificationCodes)
    .where(and(eq(t.verificationCodes.target, target), eq(t.verificationCodes.purpose, scene)))
    .orderBy(desc(t.verificationCodes.id))
    .limit(1);
  if (!row || row.used || row.expiresAt.getTime() < Date.now() || row.attempts >= MAX_CODE_ATTEMPTS)
    throw invalid;
  if (row.codeHash !== hashCode(code.trim())) {
    await ctx.db
      .update(t.verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(t.verificationCodes.id, row.id));
    throw invalid;
  }
  await ctx.db
    .update(t.verificationCodes)
    .set({ used: true })
    .where(eq(t.verificationCodes.id, row.id));
}

const mismatch = (field: string) =>
  fieldError(field, 'validation.password.mismatch', 'The two passwords do not match');

export interface RegisterInput {
  registerType: 'username' | 'email' | 'phone';
  username?: string;
  nickname?: string;
  email?: string;
  areaCode?: string;
  phone?: string;
  password: string;
  confirmPassword: string;
  tkPassword?: string;
  code?: string;
  inviteCode?: string;
}

export async function register(
  ctx: AppContext,
  input: RegisterInput,
): Promise<{ token: string; user: UserRow }> {
  if (input.password !== input.confirmPassword) throw mismatch('confirmPassword');
  let username: string;
  let email: string | null = null;
  let phone: string | null = null;
  let areaCode: string | null = null;
  if (input.registerType === 'username') {
    if (!input.username)
      throw fieldError('username', 'validation.username.required', 'Username required');
    username = input.username;
  } else if (input.registerType === 'email') {
    const target = codeTarget('email', input);
    await consumeCode(ctx, target, 'register', input.code);
    email = target;
    username = input.username ?? `u${randomBytes(5).toString('hex')}`;
  } else {
    const target = codeTarget('phone', input);
    await consumeCode(ctx, target, 'register', input.code);
    phone = input.phone!;
    areaCode = input.areaCode ? input.areaCode.replace(/^\+?/, '+') : null;
    username = input.username ?? `u${randomBytes(5).toString('hex')}`;
  }
  let inviterId: number | null = null;
  if (input.inviteCode) {
    const [inviter] = await ctx.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.inviteCode, input.inviteCode));
    if (!inviter) throw new AppError(ErrorCode.INVITE_CODE_INVALID, 'Invite code unknown');
    inviterId = inviter.id;
  }
  const passwordHash = await hash(input.password);
  const withdrawPasswordHash = input.tkPassword ? await hash(input.tkPassword) : null;
  const inviteCode = randomBytes(4).toString('hex').toUpperCase();
  let user: UserRow | undefined;
  try {
    [user] = await ctx.db
      .insert(t.users)
      .values({
        username,
        nickname: input.nickname ?? username,
        email,
        phone,
        areaCode,
        passwordHash,
        withdrawPasswordHash,
        inviteCode,
        inviterId,
      })
      .returning();
  } catch (error) {
    if (/unique|duplicate/i.test(String((error as { cause?: unknown }).cause ?? error))) {
      throw new AppError(ErrorCode.ACCOUNT_EXISTS, 'Username, e-mail or phone already registered');
    }
    throw error;
  }
  return { token: await createSession(ctx, user!.id), user: user! };
}

export async function forgetPassword(
  ctx: AppContext,
  input: {
    type: Channel;
    email?: string;
    areaCode?: string;
    phone?: string;
    code: string;
    password: string;
    confirmPassword: string;
  },
  client: Client,
) {
  if (input.password !== input.confirmPassword) throw mismatch('confirmPassword');
  await throttle.consume(
    ctx.db,
    `password-reset:address:${client.ip}`,
    AUTH_LIMITS.resetsPerAddress,
    'Too many password resets from this address',
  );
  const target = codeTarget(input.type, input);
  const user = await findByTarget(ctx, input.type, target);
  // An address with no account goes through the same limits and code check as one with an account
  // and ends as a wrong code (no code was ever sent to it): the answer does not tell them apart.
  await throttle.consume(
    ctx.db,
    user ? `password-reset:account:${user.id}` : `password-reset:target:${input.type}:${target}`,
    AUTH_LIMITS.resetsPerAccount,
    'Too many password resets for this account',
  );
  await consumeCode(ctx, target, 'forgetPwd', input.code);
  if (!user)
    throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID, 'Verification code wrong or expired');
  const passwordHash = await hash(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, user.id));
    await tx.delete(t.sessions).where(eq(t.sessions.userId, user.id));
  });
}

export async function forgetWithdrawalPassword(
  ctx: AppContext,
  user: UserRow,
  input: { type: Channel; code: string; tkPassword: string; confirmTkPassword: string },
) {
  if (input.tkPassword !== input.confirmTkPassword) throw mismatch('confirmTkPassword');
  const target =
    input.type === 'email'
      ? user.email?.toLowerCase()
      : user.phone
        ? `${user.areaCode ?? ''} ${user.phone}`.trim()
        : null;
  if (!target)
    throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID, 'Verification code wrong or expired');
  await consumeCode(ctx, target, 'forgetTkPwd', input.code);
  await ctx.db
    .update(t.users)
    .set({ withdrawPasswordHash: await hash(input.tkPassword) })
    .where(eq(t.users.id, user.id));
  // A verified reset lifts the lock-out of wrong withdrawal passwords.
  await throttle.clear(ctx.db, throttle.withdrawPasswordBucket(user.id));
}

export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: { oldPassword: string; password: string; confirmPassword: string },
  currentToken: string,
) {
  if (input.password !== input.confirmPassword) throw mismatch('confirmPassword');
  if (!(await verify(user.passwordHash, input.oldPassword).catch(() => false))) {
    throw new AppError(ErrorCode.PASSWORD_WRONG, 'Current password incorrect');
  }
  const passwordHash = await hash(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, user.id));
    // Other sessions end; this one stays.
    await tx
      .delete(t.sessions)
      .where(and(eq(t.sessions.userId, user.id), sql`${t.sessions.token} <> ${currentToken}`));
  });
}

export async function changeWithdrawalPassword(
  ctx: AppContext,
  user: UserRow,
  input: { oldTkPassword?: string; tkPassword: string; confirmTkPassword: string },
) {
  if (input.tkPassword !== input.confirmTkPassword) throw mismatch('confirmTkPassword');
  if (user.withdrawPasswordHash) {
    const ok = input.oldTkPassword
      ? await verify(user.withdrawPasswordHash, input.oldTkPassword).catch(() => false)
      : false;
    if (!ok) throw new AppError(ErrorCode.PASSWORD_WRONG, 'Current withdrawal password incorrect');
  }
  await ctx.db
    .update(t.users)
    .set({ withdrawPasswordHash: await hash(input.tkPassword) })
    .where(eq(t.users.id, user.id));
}
