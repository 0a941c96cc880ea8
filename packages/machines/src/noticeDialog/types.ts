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
  | { type: 'notice.unread'; count: number }
  | { type: 'notice.close' }
  | { type: 'notice.openMessages' }
  /** Login success resets the notice popup (spec §4). */
  | { type: 'notice.reset' }
  | { type: 'notice.sessionChanged'; userId: string | null };
