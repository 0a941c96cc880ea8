export {
  BACKGROUND_THRESHOLD_MS,
  LOGIN_PROMPT_THROTTLE_MS,
  sessionMachine,
} from './sessionMachine';
export { sameNoticeSession, selectNoticeSession } from './selectors';
export type * from './types';
