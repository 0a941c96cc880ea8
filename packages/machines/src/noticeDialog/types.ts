/** Spec §3 notice: id, userId, title, subTitle, description (rich text, sanitised by the app). */
export interface Notice {
  id: string;
  userId?: string | null;
  title: string;
  subTitle?: string;
  description: string;
}

export interface NoticeDialogInput {
  /** Site parameter SHOW_NEW_NOTICE_OPEN. */
  siteNoticeAllowed: boolean;
  /** The logged-in user, `null` for a visitor. */
  userId: string | null;
  /** The unread prompt was already shown in this browser session (before a reload). */
  unreadPrompted?: boolean;
}

export interface NoticeDialogContext {
  siteNoticeAllowed: boolean;
  userId: string | null;
  /** The site notice to show (or being shown). */
  notice: Notice | null;
  unreadCount: number;
  /** The unread prompt was shown in this session (reset by a login). */
  unreadPrompted: boolean;
}

export type NoticeDialogEvent =
  | { type: 'notice.siteNotice'; notice: Notice }
  | { type: 'notice.close' }
  | { type: 'notice.openMessages' }
  /** Login success resets the notice popup (spec §4). */
  | { type: 'notice.reset' }
  /** What the dialog follows of the session; the app sends it whenever one of these changes. */
  | ({ type: 'notice.sessionUpdated' } & NoticeSession);

export interface NoticeSession {
  /** The logged-in account, `null` for a visitor or a guest. */
  userId: string | null;
  /** The account's unread messages once its data has loaded; 0 otherwise. */
  unreadCount: number;
  /** Site parameter SHOW_NEW_NOTICE_OPEN. */
  siteNoticeAllowed: boolean;
}
