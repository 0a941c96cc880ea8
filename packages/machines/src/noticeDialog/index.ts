export { noticeDialogMachine } from './noticeDialogMachine';
export type * from './types';
