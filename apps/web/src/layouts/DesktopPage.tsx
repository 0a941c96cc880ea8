import type { ReactNode } from 'react';
import * as styles from './layouts.css';

/**
 * A page's heading and content inside the desktop layout (which draws the top bar and the main
 * landmark): the h1 at the start of the content column, the content under it. Reading pages keep a
 * readable line length; `wide` pages (product, tables) take the whole column.
 */
export function DesktopPage({
  title,
  wide = false,
  children,
}: {
  title: ReactNode;
  wide?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className={styles.desktopTitle}>{title}</h1>
      <div className={wide ? styles.desktopBodyWide : styles.desktopBody}>{children}</div>
    </>
  );
}
