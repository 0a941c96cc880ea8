import { useId } from 'react';
import * as styles from './bet.css';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 6;

/**
 * Where the points and the open-price mark sit in the drawing (0..WIDTH × 0..HEIGHT). Prices become
 * pixel positions only here, for drawing: nothing computed from them is money.
 */
export function linePoints(
  prices: readonly string[],
  open: string | null,
): { points: string; openY: number | null } {
  const values = prices.map(Number);
  const all = open === null ? values : [...values, Number(open)];
  if (values.length === 0) return { points: '', openY: null };
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || 1;
  const y = (v: number) => PAD + (HEIGHT - 2 * PAD) * (1 - (v - min) / span);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values
    .map((v, i) => `${(PAD + i * step).toFixed(1)},${y(v).toFixed(1)}`)
    .join(' ');
  return { points, openY: open === null ? null : y(Number(open)) };
}

/**
 * A light price line (the closes of the recent candles) with the period's open price marked as a
 * dashed line: the bet is decided by where the price ends against it. The picture is decorative for
 * screen readers; `label` says what it shows and the prices are written out beside it.
 */
export function PriceLine({
  prices,
  open,
  label,
}: {
  prices: readonly string[];
  open: string | null;
  label: string;
}) {
  const titleId = useId();
  const { points, openY } = linePoints(prices, open);
  return (
    <svg
      className={styles.priceLine}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-labelledby={titleId}
      data-testid="bet-price-line"
    >
      <title id={titleId}>{label}</title>
      {openY === null ? null : (
        <line
          className={styles.openLine}
          x1={0}
          x2={WIDTH}
          y1={openY}
          y2={openY}
          vectorEffect="non-scaling-stroke"
        />
      )}
      <polyline className={styles.line} points={points} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
