export { loanErrors, loanMachine, repaymentQuote } from './loanMachine';
export type * from './types';
