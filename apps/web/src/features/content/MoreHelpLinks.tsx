import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@repo/ui/components/Link';
import { moreHelpMessages as messages } from './messages';
import type { ContentPaths } from './paths';
import * as styles from './content.css';

type HelpPage = 'faq' | 'help' | 'support' | 'terms' | 'privacy' | 'about' | 'posters';
const PAGES: readonly HelpPage[] = [
  'faq',
  'help',
  'posters',
  'support',
  'terms',
  'privacy',
  'about',
];

/** The other help pages, as a named navigation region (the current page left out). */
export function MoreHelpLinks({ paths, current }: { paths: ContentPaths; current?: HelpPage }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <ul className={styles.linkList}>
        {PAGES.filter((page) => page !== current).map((page) => (
          <li key={page}>
            <Link href={paths[page]} standalone>
              {intl.formatMessage(messages[page])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
