import type { Schema } from '@repo/api-schema/schema';
import type { OutboxEvent } from '../kernel/outbox';
import { destinations, type UserTopicName, type UserTopicPayload } from './destinations';

/** An event for one user's topic, its body typed by the contract. */
export function userEvent<N extends UserTopicName>(
  userId: number,
  name: N,
  body: UserTopicPayload<N>,
): OutboxEvent {
  return { destination: destinations.userOf(userId, name), body };
}

/** "Reload this" to every connection (`StompSignal`). */
export function signalEvent(
  name: 'refreshNotice' | 'refreshUiUser' | 'refreshDict',
  now: number,
): OutboxEvent {
  const body: Schema<'StompSignal'> = { time: new Date(now).toISOString() };
  return { destination: destinations[name], body };
}
