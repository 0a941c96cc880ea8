import type { FastifyReply, FastifyRequest } from 'fastify';
import * as auth from '../domain/auth';
import type { SessionInfo } from '../domain/auth';
import { captchaSvg } from '../domain/captcha';
import * as content from '../domain/content';
import type { AppContext } from '../domain/context';
import * as users from '../domain/users';
import type { ProductCatalog } from './products';
import { ApiError, ErrorCode } from './errors';

export interface HandlerContext extends AppContext {
  products: ProductCatalog;
  /** For the health check. */
  databaseKind: 'pglite' | 'postgres';
  startedAt: number;
}

/** What a handler returns becomes `data` of a success envelope, unless it sent the reply itself. */
export type Handler = (
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: HandlerContext,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionInfo | null;
  }
}

type Body = Record<string, unknown>;
const body = <T = Body>(req: FastifyRequest) => (req.body ?? {}) as T;
const params = <T>(req: FastifyRequest) => req.params as T;
const query = <T>(req: FastifyRequest) => (req.query ?? {}) as T;

/** The signed-in (non-guest) user; the contract's security already ran, this narrows the type. */
function me(req: FastifyRequest) {
  if (!req.auth || req.auth.user.role === 'guest')
    throw new ApiError(ErrorCode.UNAUTHORIZED, 'Please log in first', 401);
  return req.auth.user;
}

/**
 * The session's own user, a guest included: only for the operations whose contract security lets a
 * guest through (`userToken: [guest]`).
 */
function sessionUser(req: FastifyRequest) {
  if (!req.auth) throw new ApiError(ErrorCode.UNAUTHORIZED, 'Please log in first', 401);
  return req.auth.user;
}

function sendSession(reply: FastifyReply, token: string) {
  reply.header('authorization', token);
}

async function loginResult(
  ctx: HandlerContext,
  reply: FastifyReply,
  result: { token: string; user: auth.UserRow },
) {
  sendSession(reply, result.token);
  return { token: result.token, userInfo: await users.userInfo(ctx, result.user) };
}

const page = (b: { page?: number; limit?: number }) => ({
  page: b.page ?? 1,
  limit: b.limit ?? 20,
});

async function captchaImage(req: FastifyRequest, reply: FastifyReply, ctx: HandlerContext) {
  const { t } = query<{ t: string }>(req);
  const svg = captchaSvg(ctx.captcha.create(t));
  return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
}

/** Every operation of the contract this server implements, by operationId. */
export const handlers: Record<string, Handler> = {
  // ---- auth ----
  // A guest token names a live session too: the role tells the client what kind (contract).
  checkLogin: async (req) => ({ isLogin: !!req.auth, role: req.auth?.user.role ?? null }),
  login: async (req, reply, ctx) => loginResult(ctx, reply, await auth.login(ctx, body(req))),
  loginGuest: async (_req, reply, ctx) => loginResult(ctx, reply, await auth.loginGuest(ctx)),
  register: async (req, reply, ctx) => loginResult(ctx, reply, await auth.register(ctx, body(req))),
  forgetPassword: async (req, _reply, ctx) => {
    await auth.forgetPassword(ctx, body(req));
    return null;
  },
  forgetWithdrawalPassword: async (req, _reply, ctx) => {
    await auth.forgetWithdrawalPassword(ctx, me(req), body(req));
    return null;
  },
  logout: async (req, _reply, ctx) => {
    if (req.auth) {
      await auth.endSession(ctx, req.auth.token);
      ctx.endStompSessions(req.auth.token);
    }
    return null;
  },
  sendVerificationCode: async (req, _reply, ctx) => {
    const b = body<Parameters<typeof auth.sendCode>[1] & { captcha?: string; captchaKey?: string }>(
      req,
    );
    if (b.captchaKey !== undefined && !ctx.captcha.verify(b.captchaKey, b.captcha)) {
      throw new ApiError(ErrorCode.CAPTCHA_INVALID, 'Captcha answer wrong');
    }
    return auth.sendCode(ctx, b, req.auth?.user ?? null);
  },
  getCaptcha: captchaImage,
  getPaper: captchaImage,

  // ---- user ----
  getUserInfo: async (req, _reply, ctx) => users.userInfo(ctx, sessionUser(req)),
  fetchUserInfo: async (req, _reply, ctx) => users.userInfo(ctx, sessionUser(req)),
  getUserMoneyInfo: async (req, _reply, ctx) => users.userMoney(ctx, me(req).id),
  fetchUserMoney: async (req, _reply, ctx) => users.userMoney(ctx, me(req).id),
  getUserLevelInfo: async (req, _reply, ctx) => users.levelInfo(ctx, me(req)),
  listUserLevels: async (_req, _reply, ctx) => users.levelList(ctx),
  listUserRank: async (_req, _reply, ctx) => users.rankList(ctx),
  updateUserInfo: async (req, _reply, ctx) =>
    (await users.updateUser(ctx, me(req), body(req))).info,
  getUserSettings: async (req) => users.settingsOf(me(req)),
  updateUserSettings: async (req, _reply, ctx) =>
    users.settingsOf((await users.updateUser(ctx, me(req), body(req))).user),
  listBills: async (req, _reply, ctx) => users.listBills(ctx, me(req).id, body(req)),
  getCreditInfo: async (req, _reply, ctx) => content.creditInfo(ctx, me(req).id),
  getRealNameInfo: async (req, _reply, ctx) => users.realNameInfo(ctx, me(req).id),
  commitRealName: async (req, _reply, ctx) => users.commitRealName(ctx, me(req), body(req)),
  resetDemoAccount: async (req, _reply, ctx) => users.resetDemo(ctx, me(req)),
  changePassword: async (req, _reply, ctx) => {
    await auth.changePassword(ctx, me(req), body(req), req.auth!.token);
    return null;
  },
  changeWithdrawalPassword: async (req, _reply, ctx) => {
    await auth.changeWithdrawalPassword(ctx, me(req), body(req));
    return null;
  },
  getInviteInfo: async (req, _reply, ctx) => {
    const site = await content.siteParams(ctx);
    return users.inviteInfo(ctx, me(req), site.FRONT_DOMAIN ?? '', site.INVITE_MAX_REWARD ?? '0');
  },
  listInvitees: async (req, _reply, ctx) => {
    const p = page(body(req));
    return users.listInvitees(ctx, me(req), p.page, p.limit);
  },

  // ---- notices and messages ----
  fetchUserNotice: async (req, _reply, ctx) =>
    req.auth && req.auth.user.role !== 'guest'
      ? users.latestUnreadNotice(ctx, req.auth.user.id)
      : users.latestSiteNotice(ctx),
  fetchUserNoticeNum: async (req, _reply, ctx) => users.unreadCount(ctx, me(req).id),
  getUnreadMessageNum: async (req, _reply, ctx) => users.unreadCount(ctx, me(req).id),
  getMessageInfo: async (req, _reply, ctx) =>
    users.noticeInfo(ctx, me(req).id, params<{ id: number }>(req).id),
  listMessages: async (req, _reply, ctx) =>
    users.listNotices(
      ctx,
      me(req).id,
      params<{ param: number }>(req).param,
      query<{ limit?: number }>(req).limit ?? 20,
    ),
  signMessageRead: async (req, _reply, ctx) => {
    const user = me(req);
    const b = body<{ id: number; userId: number }>(req);
    if (b.userId !== user.id) throw new ApiError(ErrorCode.NOT_FOUND, 'No such message', 200);
    await users.markRead(ctx, user.id, b.id);
    return null;
  },

  // ---- common ----
  getDictEnumMapAll: async (_req, _reply, ctx) => content.dictionaries(ctx),
  getDictEnumFull: async (req, _reply, ctx) =>
    content.dictionary(ctx, params<{ entityName: string }>(req).entityName),
  getSiteParameters: async (_req, _reply, ctx) => content.siteParams(ctx),
  getIdempotentToken: async (req, _reply, ctx) =>
    content.newIdempotentToken(
      ctx,
      req.auth && req.auth.user.role !== 'guest' ? req.auth.user.id : null,
    ),
  listCountries: async (_req, _reply, ctx) => content.countryList(ctx),
  listLanguages: async (_req, _reply, ctx) => content.languages(ctx),
  listTranslations: async (req, _reply, ctx) =>
    content.translations(ctx, req.headers['accept-language']),
  listBanners: async (req, _reply, ctx) =>
    content.banners(ctx, params<{ position: string }>(req).position),
  getDomainAgentNumber: async () => ({ agentNumber: null }),
  getSupportLink: async (_req, _reply, ctx) => {
    const site = await content.siteParams(ctx);
    return { url: site.ONLINE_SERVICE_URL ?? '', script: site.ONLINE_SERVICE_SCRIPT || null };
  },
  getAppDownload: async (_req, _reply, ctx) => {
    const site = await content.siteParams(ctx);
    return { page: site.APP_DOWNLOAD_PAGE ?? '/app', android: null, ios: null, version: null };
  },

  // ---- content ----
  listArticleCategories: async () => content.articleCategories(),
  listArticles: async (req, _reply, ctx) => {
    const b = body<{ page?: number; limit?: number; categoryId?: number }>(req);
    const p = page(b);
    return content.listArticles(ctx, p.page, p.limit, b.categoryId);
  },
  getArticle: async (req, _reply, ctx) =>
    content.article(ctx, params<{ id: number }>(req).id, ['article']),
  listFaq: async (_req, _reply, ctx) => content.faq(ctx),
  listHelp: async (_req, _reply, ctx) => content.help(ctx),
  getHelpArticle: async (req, _reply, ctx) =>
    content.article(ctx, params<{ id: number }>(req).id, ['help']),
  getSitePage: async (req, _reply, ctx) =>
    content.sitePage(ctx, params<{ key: 'terms' | 'privacy' | 'about' }>(req).key),
  listPopularSearches: async (_req, _reply, ctx) =>
    ctx.products
      .all()
      .slice(0, 6)
      .map((p) => ({ keyword: p.code })),
  search: async (req, _reply, ctx) => {
    const { keyword } = query<{ keyword: string }>(req);
    return {
      products: ctx.products.search(keyword),
      articles: await content.searchArticles(ctx, keyword),
    };
  },

  // ---- market ----
  listTradeProducts: async (req, _reply, ctx) => {
    const q = query<{ size?: number; category?: string }>(req);
    const list = ctx.products.all().filter((p) => !q.category || p.category === q.category);
    return q.size ? list.slice(0, q.size) : list;
  },
  getTradeProduct: async (req, _reply, ctx) => ctx.products.byId(params<{ id: number }>(req).id),
  getTradeProductKline: async (req, _reply, ctx) => {
    const p = params<{ a: string; b: string; c: number }>(req);
    return ctx.products.candles(p.a, p.b, p.c);
  },
  getCurrentPrice: async (_req, _reply, ctx) => ctx.products.ticks(),

  getHealth: async (_req, _reply, ctx) => ({
    status: 'up',
    uptimeSeconds: Math.floor((Date.now() - ctx.startedAt) / 1000),
    database: ctx.databaseKind,
  }),
};

/**
 * Money flows come in later issues. Until then every other operation of the contract answers
 * NOT_AVAILABLE (501, HTTP 501) with this message; the contract tests list them.
 */
export const NOT_AVAILABLE_MESSAGE = 'Not available on this server yet';
