export { verificationErrors, verificationMachine } from './verificationMachine';
export type * from './types';
