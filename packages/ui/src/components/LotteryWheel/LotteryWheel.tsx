import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { landingRotation } from './wheelMath';
import * as styles from './LotteryWheel.css';

const messages = defineMessages<{ result: { prize: string } }>({
  result: {
    id: 'ui.lotteryWheel.result',
    defaultMessage: 'You won: {prize}',
    description: 'Announced when the lottery wheel stops, with the prize name',
  },
});

export interface LotteryWheelProps {
  /** Prize names, clockwise from the top. */
  prizes: readonly string[];
  /** The prize the server drew; set it to spin. The wheel lands exactly on it. */
  resultIndex: number | null;
  /** Accessible name of the wheel image. */
  label: string;
  turns?: number;
  durationMs?: number;
  /** Called when the wheel has stopped (immediately under reduced motion). */
  onFinished?: (index: number) => void;
  /** Override for stories and tests; defaults to the user's prefers-reduced-motion. */
  reducedMotion?: boolean;
}

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A prize wheel: spins 6 turns over 4.5 s by default and lands exactly on the drawn prize; under
 * reduced motion it does not spin, it turns straight to the prize and shows the result.
 */
export function LotteryWheel({
  prizes,
  resultIndex,
  label,
  turns = 6,
  durationMs = 4500,
  onFinished,
  reducedMotion,
}: LotteryWheelProps) {
  const intl = useIntl();
  const still = reducedMotion ?? prefersReducedMotion();
  const [rotation, setRotation] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const count = prizes.length;

  useEffect(() => {
    if (resultIndex === null || count === 0) return;
    const target = landingRotation(resultIndex, count, still ? 0 : turns, 0);
    const frame = requestAnimationFrame(() => {
      setRotation(target);
      if (still) {
        setShown(resultIndex);
        onFinished?.(resultIndex);
      }
    });
    if (still) return () => cancelAnimationFrame(frame);
    const timer = setTimeout(() => {
      setShown(resultIndex);
      onFinished?.(resultIndex);
    }, durationMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // onFinished is a callback prop; the spin restarts only when the drawn prize changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultIndex, count, still, turns, durationMs]);

  const r = 50;
  const seg = 360 / Math.max(1, count);
  const point = (deg: number, radius = r) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${50 + radius * Math.cos(rad)} ${50 + radius * Math.sin(rad)}`;
  };

  return (
    <div className={styles.root}>
      <div className={styles.stage}>
        <svg
          role="img"
          aria-label={label}
          viewBox="0 0 100 100"
          className={styles.wheel}
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: still
              ? 'none'
              : `transform ${durationMs}ms cubic-bezier(0.17, 0.67, 0.21, 1)`,
          }}
        >
          {prizes.map((prize, i) => (
            <g key={i}>
              <path
                d={`M50 50 L${point(i * seg)} A${r} ${r} 0 ${seg > 180 ? 1 : 0} 1 ${point((i + 1) * seg)} Z`}
                className={i % 2 === 0 ? styles.segmentEven : styles.segmentOdd}
              />
              <text
                x="50"
                y="14"
                textAnchor="middle"
                className={styles.segmentLabel}
                transform={`rotate(${(i + 0.5) * seg} 50 50)`}
              >
                {prize}
              </text>
            </g>
          ))}
        </svg>
        <svg
          aria-hidden="true"
          className={styles.pointer}
          viewBox="0 0 20 18"
          width="20"
          height="18"
        >
          <path d="M0 0h20L10 18z" fill="currentColor" />
        </svg>
      </div>
      <p aria-live="polite" className={styles.result}>
        {shown !== null && prizes[shown] !== undefined
          ? intl.formatMessage(messages.result, { prize: prizes[shown] })
          : null}
      </p>
    </div>
  );
}
