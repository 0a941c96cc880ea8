export {
  BACKGROUND_RECONNECT_MS,
  CONNECT_IN_PROGRESS_RETRY_MS,
  HEARTBEAT_MS,
  isConnectionLost,
  socketMachine,
  withReconnectRandom,
} from './socketMachine';
export { DEFAULT_DESTINATIONS, newDestinations, wantedDestinations } from './destinations';
export { reconnectDelay } from './backoff';
export type * from './types';
