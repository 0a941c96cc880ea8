import type { ReactNode } from 'react';
import { Header } from '@repo/ui/components/Header';
import * as styles from './page.css';

/**
 * A page outside the layout (spec §2): its own header with the back button and the page heading,
 * then the content as the main landmark.
 */
export function PageFrame({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <Header title={title} onBack={onBack} />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
