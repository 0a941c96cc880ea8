import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import { noticeDialogMachine } from './noticeDialogMachine';
import type { Notice } from './types';

export const siteNotice: Notice = {
  id: 'N-1',
  title: 'Maintenance',
  description: '<p>Sunday 02:00</p>',
};

const stubbed = noticeDialogMachine.provide({ actors: { markNoticeRead: pending() } });

const samples: PathModel['samples'] = {
  'notice.siteNotice': [{ type: 'notice.siteNotice', notice: siteNotice }],
  'notice.unread': [
    { type: 'notice.unread', count: 2 },
    { type: 'notice.unread', count: 0 },
  ],
  'notice.sessionChanged': [
    { type: 'notice.sessionChanged', userId: '7' },
    { type: 'notice.sessionChanged', userId: null },
  ],
};

export const noticeDialogModels: PathModel[] = [
  {
    name: 'notice dialog (user)',
    machine: stubbed,
    input: { siteNoticeAllowed: true, userId: '7' },
    samples,
  },
  {
    name: 'notice dialog (visitor)',
    machine: stubbed,
    input: { siteNoticeAllowed: true, userId: null },
    samples,
  },
  {
    name: 'notice dialog (notices off)',
    machine: stubbed,
    input: { siteNoticeAllowed: false, userId: '7' },
    samples,
  },
];
