import { memo } from 'react';
import { useIntl } from 'react-intl';
import { formatChangeRate } from '../../format';
import { compareTrend } from '../PriceText';
import * as styles from './ChangeRateText.css';

export interface ChangeRateTextProps {
  /** Change in percent units as a decimal string (`'1.234'` = +1.23 %). */
  value: string;
  /** A filled pill (quote lists) instead of coloured text. */
  variant?: 'text' | 'pill';
  format?: ((value: string, locale: string) => string) | undefined;
  className?: string | undefined;
}

function ChangeRateTextImpl({
  value,
  variant = 'text',
  format = formatChangeRate,
  className,
}: ChangeRateTextProps) {
  const intl = useIntl();
  const trend = compareTrend(value, '0');
  const classes = [
    styles.root,
    variant === 'pill' ? `${styles.pill} ${styles.filled[trend]}` : styles.trend[trend],
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-trend={trend}>
      {format(value, intl.locale)}
    </span>
  );
}

/** A signed change rate with two decimals, coloured by direction; memoised like PriceText. */
export const ChangeRateText = memo(ChangeRateTextImpl);
