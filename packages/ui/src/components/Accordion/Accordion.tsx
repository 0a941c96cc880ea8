import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps,
} from 'react-aria-components';
import * as styles from './Accordion.css';

export type AccordionProps = DisclosureGroupProps;

/**
 * A stack of expandable sections (FAQ questions). Wraps react-aria's DisclosureGroup: each trigger is a
 * button inside a heading with `aria-expanded` and `aria-controls`; several may be open at once when
 * `allowsMultipleExpanded` is set.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      className={composeRenderProps(className, (c) => (c ? `${styles.group} ${c}` : styles.group))}
    />
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children'> {
  /** The always-visible trigger text (a question). */
  title: ReactNode;
  /** Heading level of the trigger within the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** What expanding shows. */
  children: ReactNode;
}

/** One section: a heading whose button shows or hides the panel below it. */
export function AccordionItem({
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: AccordionItemProps) {
  return (
    <Disclosure
      {...props}
      className={composeRenderProps(className, (c) => (c ? `${styles.item} ${c}` : styles.item))}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <svg
            aria-hidden="true"
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            focusable="false"
          >
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
