import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@repo/machines/session';
import type { UserMoney } from '@repo/machines/session';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What the shell shows of the session: a logged-in user's id (null for visitors and guests). */
export interface SessionView {
  userId: string | null;
  /** A guest session (contract loginGuest): shown as a guest, sent to log in for account pages. */
  guest: boolean;
  /** A stored token being checked, or an account's data on its way. */
  pending: boolean;
  unreadCount: number;
  money: UserMoney | null;
}

/** A user counts as logged in once the server confirmed the session and sent the user's info. */
export function selectSessionView(snapshot: SessionSnapshot): SessionView {
  const { user, noticeCount, money } = snapshot.context;
  const signedIn = snapshot.matches({ lifecycle: 'signedIn' });
  const pending =
    snapshot.matches({ lifecycle: 'rechecking' }) ||
    snapshot.matches({ lifecycle: { signedIn: 'loading' } });
  return {
    userId: signedIn && user ? user.id : null,
    guest: snapshot.matches({ lifecycle: 'guest' }),
    pending,
    unreadCount: signedIn ? noticeCount : 0,
    money: signedIn ? money : null,
  };
}

export const sameSessionView = (a: SessionView, b: SessionView) =>
  a.userId === b.userId &&
  a.guest === b.guest &&
  a.pending === b.pending &&
  a.unreadCount === b.unreadCount &&
  a.money === b.money;

/** Site parameters (an empty object until the settings map has loaded). */
export const selectSettings = (snapshot: SessionSnapshot): Record<string, string> =>
  snapshot.context.bootstrap.settings ?? emptySettings;

const emptySettings: Record<string, string> = {};
