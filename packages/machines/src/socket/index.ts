export {
  BACKGROUND_RECONNECT_MS,
  CONNECT_IN_PROGRESS_RETRY_MS,
  HEARTBEAT_MS,
  isConnectionLost,
  createSocketMachine,
  socketMachine,
  withReconnectRandom,
} from './socketMachine';
export {
  addWants,
  DEFAULT_DESTINATIONS,
  newDestinations,
  releaseWants,
  wantedDestinations,
} from './destinations';
export { reconnectDelay } from './backoff';
export type { SocketMachine } from './socketMachine';
export type * from './types';
