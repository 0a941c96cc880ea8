import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './RichText.css';

/**
 * Cleans operator or server HTML (notices, articles, help): no scripts, no event handlers, no
 * javascript:/data: links, no styles, forms or frames. Links to other sites open safely.
 */
let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier() {
  if (!purifier) {
    purifier = DOMPurify();
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    });
  }
  return purifier;
}

const CONFIG = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style'],
};

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

/**
 * The sanitised markup for the DOM: where the browser has Trusted Types (the server requires them for
 * script sinks, report-only), a TrustedHTML made by DOMPurify's own 'dompurify' policy, so the one
 * innerHTML sink never receives a plain string; elsewhere the string.
 */
export function sanitizeForDom(html: string): TrustedHTML | string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

export interface RichTextProps {
  /** Untrusted HTML; it is sanitised before it reaches the DOM. */
  html: string;
  className?: string;
}

/** The app's only HTML sink: renders sanitised rich text with the theme's typography. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeForDom(html), [html]);
  return (
    <div
      // Server text takes its direction from its own first letters: an English notice in a Persian
      // page keeps its full stop at its end.
      dir="auto"
      className={className ? `${styles.root} ${className}` : styles.root}
      // The one place raw HTML is rendered, always through sanitizeForDom above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
