import { useEffect, useState } from 'react';

/** The time from `clock`, read again every second while mounted (countdowns). */
export function useNow(clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
