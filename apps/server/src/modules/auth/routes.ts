import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../kernel/context';
import { AppError, ErrorCode } from '../../kernel/errors';
import { defineRoutes, SENT, type HandlerInput } from '../../http/route';
import { createDemoAccount, sessionRole, userInfo } from '../account/service';
import { captchaSvg } from './captcha';
import * as auth from './service';

/** The session token travels in the answer's `authorization` header too (spec §7). */
async function loginResult(
  ctx: AppContext,
  reply: FastifyReply,
  result: { token: string; user: auth.UserRow },
) {
  reply.header('authorization', result.token);
  return { token: result.token, userInfo: await userInfo(ctx.db, result.user) };
}

async function captchaImage(
  { query, reply }: HandlerInput<'getCaptcha'> | HandlerInput<'getPaper'>,
  ctx: AppContext,
): Promise<typeof SENT> {
  const svg = captchaSvg(await ctx.captcha.create(query.t));
  await reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  return SENT;
}

/** Tags `auth` and `captcha`, and the verification codes of `common`. */
export const authRoutes = defineRoutes({
  // A guest token names a live session too: the role tells the client what kind (contract).
  checkLogin: async ({ auth: session }) => ({
    isLogin: !!session,
    role: session ? sessionRole(session.user) : null,
  }),
  login: async ({ body, reply, ip }, ctx) =>
    loginResult(ctx, reply, await auth.login(ctx, body, { ip })),
  loginGuest: async ({ reply }, ctx) => loginResult(ctx, reply, await auth.loginGuest(ctx)),
  // "Try the demo": a demo account of the visitor's own, logged in exactly as a login is.
  loginDemo: async ({ reply }, ctx) => {
    const user = await createDemoAccount(ctx);
    return loginResult(ctx, reply, { token: await auth.createSession(ctx, user.id), user });
  },
  register: async ({ body, reply }, ctx) => loginResult(ctx, reply, await auth.register(ctx, body)),
  forgetPassword: async ({ body, ip }, ctx) => {
    await auth.forgetPassword(ctx, body, { ip });
    return null;
  },
  forgetWithdrawalPassword: async ({ body, me }, ctx) => {
    await auth.forgetWithdrawalPassword(ctx, me(), body);
    return null;
  },
  logout: async ({ auth: session }, ctx) => {
    // Ends the whole rotation family and its STOMP connections.
    if (session) await auth.endSession(ctx, session.token);
    return null;
  },
  sendVerificationCode: async ({ body, auth: session, ip }, ctx) => {
    if (
      body.captchaKey !== undefined &&
      !(await ctx.captcha.verify(body.captchaKey, body.captcha))
    ) {
      throw new AppError(ErrorCode.CAPTCHA_INVALID, 'Captcha answer wrong');
    }
    return auth.sendCode(ctx, body, session?.user ?? null, { ip });
  },
  getCaptcha: captchaImage,
  getPaper: captchaImage,
  changePassword: async ({ body, me, auth: session }, ctx) => {
    await auth.changePassword(ctx, me(), body, session!.token);
    return null;
  },
  changeWithdrawalPassword: async ({ body, me }, ctx) => {
    await auth.changeWithdrawalPassword(ctx, me(), body);
    return null;
  },
});
