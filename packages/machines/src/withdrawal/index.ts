export { withdrawalMachine } from './withdrawalMachine';
export {
  validateWithdrawal,
  WITHDRAWAL_PASSWORD_MAX,
  WITHDRAWAL_PASSWORD_MIN,
} from './validateWithdrawal';
export type * from './types';
