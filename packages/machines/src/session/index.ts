export {
  BACKGROUND_THRESHOLD_MS,
  LOGIN_PROMPT_THROTTLE_MS,
  createSessionMachine,
  sessionMachine,
} from './sessionMachine';
export type { SessionMachine } from './sessionMachine';
export { sameNoticeSession, selectNoticeSession } from './selectors';
export type * from './types';
