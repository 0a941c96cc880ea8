export {
  BACKGROUND_THRESHOLD_MS,
  LOGIN_PROMPT_THROTTLE_MS,
  sessionMachine,
} from './sessionMachine';
export type * from './types';
