import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Badge } from '../Badge';
import * as styles from './BottomTabBar.css';

const messages = defineMessages<{
  nav: NoMessageValues;
  withUnread: { label: string; count: number };
}>({
  nav: {
    id: 'ui.bottomTabBar.label',
    defaultMessage: 'Main',
    description: 'Accessible name of the bottom navigation bar of the mobile app',
  },
  withUnread: {
    id: 'ui.bottomTabBar.withUnread',
    defaultMessage: '{label}, {count, plural, one {# new} other {# new}}',
    description: 'Accessible name of a tab with a count badge, e.g. "Assets, 2 new"',
  },
});

export interface TabBarItem {
  id: string;
  href: string;
  label: string;
  /** Decorative icon; the label names the link. */
  icon: ReactNode;
  count?: number | undefined;
}

export interface BottomTabBarProps {
  items: readonly TabBarItem[];
  /** Id of the current page's item, marked with aria-current="page". */
  currentId: string | undefined;
  'aria-label'?: string;
  className?: string;
}

/** The mobile app's bottom navigation: links, the current page marked with aria-current. */
export function BottomTabBar({ items, currentId, className, ...props }: BottomTabBarProps) {
  const intl = useIntl();
  return (
    <nav
      aria-label={props['aria-label'] ?? intl.formatMessage(messages.nav)}
      className={className ? `${styles.nav} ${className}` : styles.nav}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const count = item.count ?? 0;
          return (
            <li key={item.id} className={styles.item}>
              <Link
                href={item.href}
                className={styles.link}
                {...(item.id === currentId ? { 'aria-current': 'page' as const } : {})}
                {...(count > 0
                  ? {
                      'aria-label': intl.formatMessage(messages.withUnread, {
                        label: item.label,
                        count,
                      }),
                    }
                  : {})}
              >
                <span aria-hidden="true" className={styles.icon}>
                  {item.icon}
                  {count > 0 ? (
                    <span className={styles.badge}>
                      <Badge count={count} />
                    </span>
                  ) : null}
                </span>
                <span className={styles.label}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
