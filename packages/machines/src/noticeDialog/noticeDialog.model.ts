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
  'notice.sessionUpdated': [
    { type: 'notice.sessionUpdated', userId: '7', unreadCount: 2, siteNoticeAllowed: true },
    { type: 'notice.sessionUpdated', userId: '7', unreadCount: 0, siteNoticeAllowed: false },
    { type: 'notice.sessionUpdated', userId: null, unreadCount: 0, siteNoticeAllowed: true },
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
    name: 'notice dialog (prompted before a reload)',
    machine: stubbed,
    input: { siteNoticeAllowed: true, userId: '7', unreadPrompted: true },
    samples,
  },
  {
    name: 'notice dialog (notices off)',
    machine: stubbed,
    input: { siteNoticeAllowed: false, userId: '7' },
    samples,
  },
];
