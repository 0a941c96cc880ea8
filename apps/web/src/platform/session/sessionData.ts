import type { Schema } from '@repo/api-schema/schema';
import type { Notice } from '@repo/machines/notice-dialog';
import type { CheckLoginOutput, SessionEvent, UserInfo, UserMoney } from '@repo/machines/session';

/** The contract's user info as the session machine keeps it (any role but guest is an account). */
export const toUserInfo = (user: Schema<'UserInfo'>): UserInfo => ({
  id: String(user.id),
  code: user.code,
  lang: user.lang,
  role: user.role === 'guest' ? 'guest' : 'user',
  isLoginPop: user.isLoginPop,
});

export const toMoney = (money: Schema<'UserMoney'>): UserMoney => ({ ...money });

/** The server's word on a stored token (contract checkLogin): a guest session is a session too. */
export const toCheckLogin = (result: Schema<'CheckLoginResult'>): CheckLoginOutput => ({
  isLogin: result.isLogin,
  role: !result.isLogin ? null : result.role === 'guest' ? 'guest' : 'user',
});

export const toNotice = (notice: Schema<'Notice'>): Notice => ({
  id: String(notice.id),
  userId: notice.userId === null || notice.userId === undefined ? null : String(notice.userId),
  title: notice.title,
  ...(notice.subTitle ? { subTitle: notice.subTitle } : {}),
  description: notice.description,
});

/**
 * What the login, guest-login and register screens hand the session: the answer they already have
 * (its token is stored by the client), so the session neither re-checks it nor reads the user again.
 */
export const loggedInEvent = (result: Schema<'LoginResult'>): SessionEvent => ({
  type: 'session.loggedIn',
  user: toUserInfo(result.userInfo),
});
