import type { DestinationSets } from './types';

/**
 * Default destination names (spec §7 topics). The contract's typed STOMP map replaces these through the
 * machine's `destinations` input once it exists.
 */
export const NOTICE_TOPIC = '/topic/notice/refresh';
export const UI_REFRESH_TOPIC = '/topic/ui/refresh';
export const DICTIONARY_REFRESH_TOPIC = '/topic/dict/refresh';
export const USER_INFO_QUEUE = '/user/queue/info';
export const USER_MONEY_QUEUE = '/user/queue/money';
export const USER_NOTICE_QUEUE = '/user/queue/notice';
export const USER_NOTICE_COUNT_QUEUE = '/user/queue/notice/count';

const guest = [NOTICE_TOPIC, UI_REFRESH_TOPIC, DICTIONARY_REFRESH_TOPIC] as const;

export const DEFAULT_DESTINATIONS: DestinationSets = {
  guest,
  user: [...guest, USER_INFO_QUEUE, USER_MONEY_QUEUE, USER_NOTICE_QUEUE, USER_NOTICE_COUNT_QUEUE],
};

/**
 * Destinations a connection with `token` should hold: the role's set plus what the app asked for. A
 * guest connection never asks for an account-only destination, whoever requested it.
 */
export function wantedDestinations(
  sets: DestinationSets,
  token: string | null,
  requested: readonly string[],
): string[] {
  const role = token === null ? sets.guest : sets.user;
  const accountOnly = new Set(token === null ? sets.user.filter((d) => !role.includes(d)) : []);
  return [...new Set([...role, ...requested])].filter((d) => !accountOnly.has(d));
}

/**
 * The app's wish list is a multiset: one entry per watcher (a screen showing a product's price), so
 * one screen letting a topic go leaves it subscribed while another still shows it.
 */
export function addWants(requested: readonly string[], destinations: readonly string[]): string[] {
  return [...requested, ...new Set(destinations)];
}

/** Takes one watcher's entry of each destination off the wish list. */
export function releaseWants(
  requested: readonly string[],
  destinations: readonly string[],
): string[] {
  const left = [...requested];
  for (const destination of new Set(destinations)) {
    const at = left.indexOf(destination);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** Destinations in `wanted` not subscribed yet, in order, without duplicates. */
export function newDestinations(
  wanted: readonly string[],
  subscribed: readonly string[],
): string[] {
  const held = new Set(subscribed);
  return [...new Set(wanted)].filter((d) => !held.has(d));
}
