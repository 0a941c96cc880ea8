import type { ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Badge } from '../Badge';
import * as styles from './Header.css';

const messages = defineMessages<{
  back: NoMessageValues;
  withUnread: { label: string; count: number };
}>({
  back: {
    id: 'ui.header.back',
    defaultMessage: 'Back',
    description: 'Accessible name of the button in the page header that goes to the previous page',
  },
  withUnread: {
    id: 'ui.header.withUnread',
    defaultMessage: '{label}, {count, plural, one {# unread} other {# unread}}',
    description:
      'Accessible name of a header action with an unread badge, e.g. "Messages, 3 unread"',
  },
});

export interface HeaderActionProps {
  /** Accessible name, e.g. "Messages". */
  label: string;
  /** A decorative icon (hidden from assistive technology). */
  icon: ReactNode;
  onPress?: (() => void) | undefined;
  href?: string | undefined;
  /** Unread count; shown as a badge and included in the accessible name. */
  unreadCount?: number | undefined;
}

/** An icon action in the header, optionally with an unread badge. */
export function HeaderAction({ label, icon, onPress, href, unreadCount = 0 }: HeaderActionProps) {
  const intl = useIntl();
  const name =
    unreadCount > 0
      ? intl.formatMessage(messages.withUnread, { label, count: unreadCount })
      : label;
  const content = (
    <>
      <span aria-hidden="true">{icon}</span>
      {unreadCount > 0 ? (
        <span aria-hidden="true" className={styles.badge}>
          <Badge count={unreadCount} />
        </span>
      ) : null}
    </>
  );
  return href !== undefined ? (
    <Link href={href} aria-label={name} className={styles.iconButton}>
      {content}
    </Link>
  ) : (
    <AriaButton aria-label={name} className={styles.iconButton} {...(onPress ? { onPress } : {})}>
      {content}
    </AriaButton>
  );
}

export interface HeaderProps {
  /** The page heading (h1). Leave it out when the page's content carries its own h1. */
  title?: ReactNode;
  /** Shows a back button calling this. */
  onBack?: (() => void) | undefined;
  /** Replaces the back button at the start (a logo, a menu button). */
  start?: ReactNode;
  /** Actions at the end, usually `HeaderAction`s. */
  actions?: ReactNode;
  className?: string;
}

/** The top bar of a mobile page: back, title, actions. */
export function Header({ title, onBack, start, actions, className }: HeaderProps) {
  const intl = useIntl();
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.start}>
        {start ??
          (onBack ? (
            <AriaButton
              aria-label={intl.formatMessage(messages.back)}
              className={styles.iconButton}
              onPress={onBack}
            >
              <svg
                aria-hidden="true"
                className={styles.backIcon}
                viewBox="0 0 24 24"
                width="24"
                height="24"
                focusable="false"
              >
                <path
                  d="M15 5l-7 7 7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </AriaButton>
          ) : null)}
      </div>
      {title === undefined ? <span /> : <h1 className={styles.title}>{title}</h1>}
      <div className={styles.end}>{actions}</div>
    </header>
  );
}
