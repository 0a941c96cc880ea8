import type { Schema } from '@repo/api-schema/schema';
import { dateTag, numberTag } from '@repo/ui/format';

type TradingSession = Schema<'TradingSession'>;

/** A Sunday (2026-01-04, UTC): weekday `d` of the sessions is this date plus `d` days. */
const SUNDAY_UTC = Date.UTC(2026, 0, 4);
const MINUTE = 60_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open all week round the clock (coins). */
export const isAlwaysOpen = (sessions: readonly TradingSession[]) =>
  [0, 1, 2, 3, 4, 5, 6].every((day) =>
    sessions.some((s) => s.days.includes(day) && s.open === '00:00' && s.close === '24:00'),
  );

export interface LocalSession {
  day: string;
  open: string;
  close: string;
}

/**
 * The weekly sessions (published in UTC) in the user's time zone: one line per weekday window, its
 * weekday and times as that zone sees the opening instant (24-hour, Gregorian, Latin digits).
 */
export function localSessions(
  sessions: readonly TradingSession[],
  locale: string,
  timeZone: string,
): LocalSession[] {
  const day = new Intl.DateTimeFormat(dateTag(locale), { weekday: 'long', timeZone });
  const time = new Intl.DateTimeFormat(dateTag(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return sessions.flatMap((session) =>
    [...session.days]
      .sort((a, b) => a - b)
      .map((d) => {
        const open = SUNDAY_UTC + (d * 24 * 60 + minutesOf(session.open)) * MINUTE;
        const close = SUNDAY_UTC + (d * 24 * 60 + minutesOf(session.close)) * MINUTE;
        return { day: day.format(open), open: time.format(open), close: time.format(close) };
      }),
  );
}

/** A rate as a percentage (`0.001` → `0.1%`), Latin digits, the locale's percent sign. */
export const formatRate = (rate: string, locale: string) =>
  new Intl.NumberFormat(numberTag(locale), { style: 'percent', maximumFractionDigits: 6 }).format(
    // Display only: a published rate, no arithmetic on it.
    Number(rate),
  );
