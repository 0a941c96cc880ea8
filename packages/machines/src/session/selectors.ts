import type { SnapshotFrom } from 'xstate';
import type { NoticeSession } from '../noticeDialog/types';
import type { sessionMachine } from './sessionMachine';

/**
 * What the notice dialog follows of the session: the logged-in account (not a guest), its unread
 * count once the account's data has loaded (the prompt waits for it), and the site's
 * SHOW_NEW_NOTICE_OPEN flag.
 */
export function selectNoticeSession(snapshot: SnapshotFrom<typeof sessionMachine>): NoticeSession {
  const { user, noticeCount, bootstrap } = snapshot.context;
  const signedIn = snapshot.matches({ lifecycle: 'signedIn' });
  const loaded = signedIn && !snapshot.matches({ lifecycle: { signedIn: 'loading' } });
  return {
    userId: signedIn && user?.role === 'user' ? user.id : null,
    unreadCount: loaded ? noticeCount : 0,
    siteNoticeAllowed: bootstrap.settings?.SHOW_NEW_NOTICE_OPEN === '1',
  };
}

export const sameNoticeSession = (a: NoticeSession, b: NoticeSession) =>
  a.userId === b.userId &&
  a.unreadCount === b.unreadCount &&
  a.siteNoticeAllowed === b.siteNoticeAllowed;
