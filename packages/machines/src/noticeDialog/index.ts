export { createNoticeDialogMachine, noticeDialogMachine } from './noticeDialogMachine';
export type { NoticeDialogMachine } from './noticeDialogMachine';
export type * from './types';
