import type { ReactNode } from 'react';
import {
  GridList,
  GridListItem,
  Text,
  composeRenderProps,
  type GridListItemProps,
  type GridListProps,
} from 'react-aria-components';
import * as styles from './List.css';

export type ListProps<T extends object> = Omit<GridListProps<T>, 'layout'> & {
  /** Required: a list needs a name ("Settings", "Payment methods"). */
  'aria-label': string;
};

/**
 * A list of cells (settings, payment methods, notices). Wraps react-aria's GridList: arrow keys move
 * between rows, rows can be links (`href`) or actions (`onAction`), and selection is available.
 */
export function List<T extends object>({ className, ...props }: ListProps<T>) {
  return (
    <GridList
      {...props}
      className={composeRenderProps(className, (c) => (c ? `${styles.list} ${c}` : styles.list))}
    />
  );
}

export interface ListItemProps extends Omit<GridListItemProps, 'children' | 'textValue'> {
  title: string;
  description?: ReactNode;
  /** A leading icon or avatar (decorative). */
  start?: ReactNode;
  /** Trailing value (e.g. "Verified", the current language). */
  end?: ReactNode;
  /** Show a navigation chevron; defaults to true for links and actions. */
  chevron?: boolean;
}

/** One cell: optional icon, title, description, trailing value and chevron. */
export function ListItem({
  title,
  description,
  start,
  end,
  chevron,
  className,
  ...props
}: ListItemProps) {
  const showChevron = chevron ?? (props.href !== undefined || props.onAction !== undefined);
  return (
    <GridListItem
      {...props}
      textValue={title}
      data-action={props.onAction ? '' : undefined}
      className={composeRenderProps(className, (c) => (c ? `${styles.item} ${c}` : styles.item))}
    >
      {start ? (
        <span aria-hidden="true" className={styles.start}>
          {start}
        </span>
      ) : null}
      <span className={styles.text}>
        <Text className={styles.title}>{title}</Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </span>
      {end ? <span className={styles.end}>{end}</span> : null}
      {showChevron ? (
        <svg
          aria-hidden="true"
          className={styles.chevron}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          focusable="false"
        >
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : null}
    </GridListItem>
  );
}

/** The default empty-list rendering; pass your own `renderEmptyState` for an EmptyState. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
