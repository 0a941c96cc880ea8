export { betErrors, expectedProfit, timedBetMachine } from './timedBetMachine';
export type * from './types';
