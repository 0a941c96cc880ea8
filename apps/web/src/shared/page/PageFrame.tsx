import type { ReactNode } from 'react';
import { Header } from '@repo/ui/components/Header';
import { DesktopPage } from '../../layouts/DesktopPage';
import { useDesktopFrame } from '../../layouts/desktopFrame';
import * as styles from './page.css';

/**
 * A page outside the layout (spec §2): its own header with the back button and the page heading,
 * then the content as the main landmark. Inside the desktop layout the layout draws the navigation
 * and the landmark, and the page its heading and content (`wide`: the whole column).
 */
export function PageFrame({
  title,
  onBack,
  wide,
  children,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  wide?: boolean | undefined;
  children: ReactNode;
}) {
  if (useDesktopFrame())
    return (
      <DesktopPage title={title} onBack={onBack} wide={wide}>
        {children}
      </DesktopPage>
    );
  return (
    <div className={styles.frame}>
      <Header title={title} onBack={onBack} />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
