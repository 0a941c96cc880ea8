import {
  canSubscribe,
  describeDestination,
  priceTopic,
  stompDestinations,
  type StompDestinationMap,
} from '@repo/api-schema/stomp';

/**
 * The contract's STOMP destinations (`x-stomp` in openapi.yaml, typed in @repo/api-schema/stomp) as the
 * broker routes them. Clients subscribe to user topics as `/user/topic/<name>`; the server routes them to
 * that connection's own user, so nobody can receive another user's messages. The explicit form
 * `/user/<id>/topic/<name>` is accepted for one's own id only. Who may subscribe to what is the
 * contract's `access` (spec §6): guests get the guest set and the price topics.
 */
const USER_TOPIC_PREFIX = '/user/topic/';

type UserDestination = Extract<keyof StompDestinationMap, `/user/topic/${string}`>;
export type UserTopicName = UserDestination extends `/user/topic/${infer N}` ? N : never;
/** The body a user topic carries, from the contract. */
export type UserTopicPayload<N extends UserTopicName> = StompDestinationMap[`/user/topic/${N}`];

export const userTopicNames: readonly UserTopicName[] = Object.values(stompDestinations)
  .map((d) => d.destination as string)
  .filter((d) => d.startsWith(USER_TOPIC_PREFIX))
  .map((d) => d.slice(USER_TOPIC_PREFIX.length) as UserTopicName);

type SignalName = 'refreshNotice' | 'refreshUiUser' | 'refreshDict';

export const destinations = {
  refreshNotice: stompDestinations.refreshNotice.destination,
  refreshUiUser: stompDestinations.refreshUiUser.destination,
  refreshDict: stompDestinations.refreshDict.destination,
  price: (code: string) => priceTopic(code),
  /** What a client subscribes to. */
  user: (name: UserTopicName) => `${USER_TOPIC_PREFIX}${name}`,
  /** The broker destination carrying one user's messages (also what the server publishes to). */
  userOf: (userId: number, name: UserTopicName) => `/user/${userId}/topic/${name}`,
} as const satisfies Record<SignalName | 'price' | 'user' | 'userOf', unknown>;

const userPattern = new RegExp(`^/user/(?:(\\d+)/)?topic/(${userTopicNames.join('|')})$`);
/** Product codes as the catalogue has them; anything else under /topic/price/ is refused. */
const pricePattern = /^\/topic\/price\/[A-Z0-9._-]{1,32}$/;

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
  const role = principal.userId === null ? 'guest' : 'user';
  const match = userPattern.exec(destination);
  if (match) {
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
  if (
    !describeDestination(destination) ||
    (destination.startsWith('/topic/price/') && !pricePattern.test(destination))
  ) {
    return { ok: false, reason: `Unknown destination ${destination}` };
  }
  if (!canSubscribe(destination, role)) {
    return { ok: false, reason: `Guests may not subscribe to ${destination}` };
  }
  return { ok: true, brokerDestination: destination };
}
