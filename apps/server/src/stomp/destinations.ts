/**
 * STOMP destinations served by this backend. Per-user destinations carry the user id, and a session
 * may subscribe only to its own; guests get only the guest set plus public price topics (spec §6).
 */
export const destinations = {
  refreshNotice: '/topic/refreshNotice',
  refreshUiUser: '/topic/refreshUiUser',
  refreshDict: '/topic/refreshDict',
  price: (code: string) => `/topic/price/${code}`,
  userInfo: (userId: number) => `/user/${userId}/info`,
  userMoney: (userId: number) => `/user/${userId}/money`,
  userNotice: (userId: number) => `/user/${userId}/notice`,
  userNoticeNum: (userId: number) => `/user/${userId}/noticeNum`,
} as const;

const guestTopics = new Set<string>([
  destinations.refreshNotice,
  destinations.refreshUiUser,
  destinations.refreshDict,
]);
const pricePattern = /^\/topic\/price\/[A-Z0-9]{2,20}$/;
const userPattern = /^\/user\/(\d+)\/(info|money|notice|noticeNum)$/;

export interface StompPrincipal {
  /** null for a guest connection. */
  userId: number | null;
}

export type AuthorizeResult = { ok: true } | { ok: false; reason: string };

export function authorizeSubscription(
  principal: StompPrincipal,
  destination: string,
): AuthorizeResult {
  if (guestTopics.has(destination) || pricePattern.test(destination)) return { ok: true };
  const match = userPattern.exec(destination);
  if (!match) return { ok: false, reason: `Unknown destination ${destination}` };
  if (principal.userId === null) {
    return { ok: false, reason: `Guests may not subscribe to ${destination}` };
  }
  if (Number(match[1]) !== principal.userId) {
    return { ok: false, reason: `Not allowed to subscribe to another user's ${match[2]}` };
  }
  return { ok: true };
}
