import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from './icons';
import { navigationMessages } from './navigation';
import * as styles from './layouts.css';

/**
 * A page's heading and content inside the desktop layout (which draws the top bar and the main
 * landmark): the h1 at the start of the content column, the content under it, and above the heading
 * a Back button when the page has somewhere to go back to. Reading pages keep a readable line
 * length; `wide` pages (product, tables) take the whole column.
 */
export function DesktopPage({
  title,
  onBack,
  wide = false,
  children,
}: {
  title: ReactNode;
  onBack?: (() => void) | undefined;
  wide?: boolean | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      {onBack ? (
        <Button onPress={onBack} className={styles.desktopBack}>
          <span className={styles.desktopBackIcon}>
            <Icon name="back" size={20} />
          </span>
          {intl.formatMessage(navigationMessages.back)}
        </Button>
      ) : null}
      <h1 className={styles.desktopTitle}>{title}</h1>
      <div className={wide ? styles.desktopBodyWide : styles.desktopBody}>{children}</div>
    </>
  );
}
