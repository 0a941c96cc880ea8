import type { components } from '../generated/schema';

type Schemas = components['schemas'];

/** Where the STOMP endpoint lives, relative to the site origin (spec §7). */
export const STOMP_ENDPOINT = '/api/websocket/server';
/** Heart-beat both ways, in milliseconds: the CONNECT header `heart-beat: 2000,2000`. */
export const STOMP_HEARTBEAT = { outgoing: 2000, incoming: 2000 } as const;
/** Header that carries the session token on CONNECT. */
export const STOMP_TOKEN_HEADER = 'X-USER-TOKEN';
/**
 * CONNECT headers of spec §7 and the document's `x-stomp.connectHeaders`: the session token when there is
 * one, the stored language, and the heart-beat. (STOMP clients that negotiate the heart-beat themselves,
 * like @stomp/stompjs, take `STOMP_HEARTBEAT` as their settings instead.)
 */
export function stompConnectHeaders(
  token: string | null | undefined,
  language?: string | null,
): Record<string, string> {
  return {
    'accept-version': '1.2',
    'heart-beat': `${STOMP_HEARTBEAT.outgoing},${STOMP_HEARTBEAT.incoming}`,
    ...(token ? { [STOMP_TOKEN_HEADER]: token } : {}),
    ...(language ? { 'Accept-Language': language } : {}),
  };
}

/** Base path of the per-product live-price topics; append the product code. */
export const PRICE_TOPIC_BASE = '/topic/price/';

/** Which connections may subscribe (spec §6). */
export type StompAccess = 'guest' | 'user';
/** snapshot: replaces state; increment: changes it by a delta; signal: "reload this". */
export type StompKind = 'snapshot' | 'increment' | 'signal';

/** Destination → body type. Subscribing to a destination gives its payload type. */
export interface StompDestinationMap {
  '/user/topic/userInfo': Schemas['UserInfo'];
  '/user/topic/userMoney': Schemas['UserMoney'];
  '/user/topic/userOrder': Schemas['Order'];
  '/user/topic/userBet': Schemas['BetRecord'];
  '/user/topic/newNotice': Schemas['Notice'];
  '/user/topic/noticeNum': Schemas['StompNoticeCount'];
  '/topic/refreshNotice': Schemas['StompSignal'];
  '/topic/refreshUiUser': Schemas['StompSignal'];
  '/topic/refreshDict': Schemas['StompSignal'];
  [priceTopic: `/topic/price/${string}`]: Schemas['PriceTick'];
}

export type StompDestination = keyof StompDestinationMap;
export type StompPayload<D extends StompDestination> = StompDestinationMap[D];

interface DestinationSpec {
  /** The destination, with `{symbol}` standing for the product code of the price topics. */
  readonly destination: string;
  readonly kind: StompKind;
  readonly access: readonly StompAccess[];
  /** Name of the payload schema in `components.schemas`. */
  readonly payload: keyof Schemas;
}

/** Every destination of the document's `x-stomp`, by name; checked against the document in tests. */
export const stompDestinations = {
  userInfo: {
    destination: '/user/topic/userInfo',
    kind: 'snapshot',
    access: ['user'],
    payload: 'UserInfo',
  },
  userMoney: {
    destination: '/user/topic/userMoney',
    kind: 'snapshot',
    access: ['user'],
    payload: 'UserMoney',
  },
  userOrder: {
    destination: '/user/topic/userOrder',
    kind: 'snapshot',
    access: ['user'],
    payload: 'Order',
  },
  userBet: {
    destination: '/user/topic/userBet',
    kind: 'snapshot',
    access: ['user'],
    payload: 'BetRecord',
  },
  newNotice: {
    destination: '/user/topic/newNotice',
    kind: 'increment',
    access: ['user'],
    payload: 'Notice',
  },
  noticeNum: {
    destination: '/user/topic/noticeNum',
    kind: 'increment',
    access: ['user'],
    payload: 'StompNoticeCount',
  },
  refreshNotice: {
    destination: '/topic/refreshNotice',
    kind: 'signal',
    access: ['guest', 'user'],
    payload: 'StompSignal',
  },
  refreshUiUser: {
    destination: '/topic/refreshUiUser',
    kind: 'signal',
    access: ['guest', 'user'],
    payload: 'StompSignal',
  },
  refreshDict: {
    destination: '/topic/refreshDict',
    kind: 'signal',
    access: ['guest', 'user'],
    payload: 'StompSignal',
  },
  price: {
    destination: '/topic/price/{symbol}',
    kind: 'snapshot',
    access: ['guest', 'user'],
    payload: 'PriceTick',
  },
} as const satisfies Record<string, DestinationSpec>;

export type StompDestinationName = keyof typeof stompDestinations;

/** The live-price topic of one product. */
export function priceTopic(symbol: string): `/topic/price/${string}` {
  return `${PRICE_TOPIC_BASE}${symbol}`;
}

/** The spec entry a concrete destination belongs to, or undefined for an unknown destination. */
export function describeDestination(destination: string): DestinationSpec | undefined {
  if (destination.startsWith(PRICE_TOPIC_BASE) && destination.length > PRICE_TOPIC_BASE.length) {
    return stompDestinations.price;
  }
  return Object.values(stompDestinations).find((d) => d.destination === destination);
}

/** Whether a guest or user connection may subscribe to a destination (spec §6). */
export function canSubscribe(destination: string, role: StompAccess): boolean {
  const spec = describeDestination(destination);
  return spec !== undefined && spec.access.includes(role);
}

/** Parse a message body for a destination; the result has that destination's payload type. */
export function parseStompBody<D extends StompDestination>(
  _destination: D,
  body: string,
): StompPayload<D> {
  return JSON.parse(body) as StompPayload<D>;
}
