/**
 * STOMP destinations of the contract (`x-stomp` in openapi.yaml). Clients subscribe to user topics as
 * `/user/topic/<name>`; the server routes them to that connection's own user, so nobody can receive
 * another user's messages. The explicit form `/user/<id>/topic/<name>` is accepted for one's own id only.
 * Guests get only the guest set plus public price topics (spec §6).
 */
export const userTopicNames = ['userInfo', 'userMoney', 'newNotice', 'noticeNum'] as const;
export type UserTopicName = (typeof userTopicNames)[number];

export const destinations = {
  refreshNotice: '/topic/refreshNotice',
  refreshUiUser: '/topic/refreshUiUser',
  refreshDict: '/topic/refreshDict',
  price: (code: string) => `/topic/price/${code}`,
  /** What a client subscribes to. */
  user: (name: UserTopicName) => `/user/topic/${name}`,
  /** The broker destination carrying one user's messages (also what the server publishes to). */
  userOf: (userId: number, name: UserTopicName) => `/user/${userId}/topic/${name}`,
} as const;

const guestTopics = new Set<string>([
  destinations.refreshNotice,
  destinations.refreshUiUser,
  destinations.refreshDict,
]);
const pricePattern = /^\/topic\/price\/[A-Z0-9._-]{1,32}$/;
const userPattern = new RegExp(`^/user/(?:(\\d+)/)?topic/(${userTopicNames.join('|')})$`);

export interface StompPrincipal {
  /** null for a guest connection. */
  userId: number | null;
}

export type AuthorizeResult =
  { ok: true; brokerDestination: string } | { ok: false; reason: string };

export function authorizeSubscription(
  principal: StompPrincipal,
  destination: string,
): AuthorizeResult {
  if (guestTopics.has(destination) || pricePattern.test(destination)) {
    return { ok: true, brokerDestination: destination };
  }
  const match = userPattern.exec(destination);
  if (!match) return { ok: false, reason: `Unknown destination ${destination}` };
  if (principal.userId === null) {
    return { ok: false, reason: `Guests may not subscribe to ${destination}` };
  }
  if (match[1] !== undefined && Number(match[1]) !== principal.userId) {
    return { ok: false, reason: `Not allowed to subscribe to another user's ${match[2]}` };
  }
  return {
    ok: true,
    brokerDestination: destinations.userOf(principal.userId, match[2] as UserTopicName),
  };
}
