import { memo, useLayoutEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Big, isFormattableDecimal } from '../../format/decimal';
import { formatPrice } from '../../format';
import * as styles from './PriceText.css';

export type Trend = 'rise' | 'fall' | 'flat';

/** How long a price shows the tint of its last move. */
export const FLASH_MS = 600;

const messages = defineMessages({
  stale: {
    id: 'ui.priceText.stale',
    defaultMessage: '(not live)',
    description:
      'Read after a price while the live connection is down and the price may be out of date',
  },
});

/** Compares two decimal strings without floats: rise, fall or flat (anything unparsable is flat). */
export function compareTrend(current: string, reference: string): Trend {
  if (!isFormattableDecimal(current) || !isFormattableDecimal(reference)) return 'flat';
  const c = new Big(current.trim()).cmp(new Big(reference.trim()));
  return c > 0 ? 'rise' : c < 0 ? 'fall' : 'flat';
}

export interface PriceTextProps {
  /** The price as a decimal string. */
  value: string;
  /** The product's price precision (decimal places). */
  precision: number;
  /** Colour direction; without it, derived from `reference` (e.g. the day's open), else none. */
  trend?: Trend | undefined;
  reference?: string | undefined;
  /** The live feed is down: the price is dimmed, marked and announced as not live. */
  isStale?: boolean | undefined;
  /** Formatter; defaults to the shared `formatPrice`. */
  format?: ((value: string, locale: string, precision: number) => string) | undefined;
  className?: string | undefined;
}

function PriceTextImpl({
  value,
  precision,
  trend,
  reference,
  isStale = false,
  format = formatPrice,
  className,
}: PriceTextProps) {
  const intl = useIntl();
  // The tint of the last move is the DOM's, not React's: set as the new value is committed and
  // removed FLASH_MS later (a new move starts the time again). As state, each tint's end was a render
  // and a React commit of its own: on a ticking list, as many commits again as the price updates.
  const valueRef = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const element = valueRef.current;
    if (before === value || !element) return;
    const dir = compareTrend(value, before);
    if (dir === 'flat') {
      delete element.dataset.flash;
      return;
    }
    element.dataset.flash = dir;
    const timer = setTimeout(() => delete element.dataset.flash, FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const colour = trend ?? (reference !== undefined ? compareTrend(value, reference) : 'none');
  const classes = [styles.root, isStale ? styles.stale : styles.trend[colour], className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-trend={colour} data-stale={isStale ? '' : undefined}>
      <span className={styles.value} ref={valueRef}>
        {format(value, intl.locale, precision)}
      </span>
      {isStale ? (
        <>
          <svg
            aria-hidden="true"
            className={styles.staleIcon}
            viewBox="0 0 16 16"
            width="12"
            height="12"
            focusable="false"
          >
            <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <span className={styles.visuallyHidden}>{intl.formatMessage(messages.stale)}</span>
        </>
      ) : null}
    </span>
  );
}

/**
 * A price in its trend colour with tabular numerals, a brief flash when it changes (none under
 * reduced motion) and a stale marker. Memoised: it re-renders only when its own props change, so a
 * list of prices updates one row at a time.
 */
export const PriceText = memo(PriceTextImpl);
