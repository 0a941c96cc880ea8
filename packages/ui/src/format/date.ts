import { MISSING_VALUE } from './decimal';
import { dateTag } from './locale';

const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const tag = dateTag(locale);
  const key = `${tag}|${timeZone}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(key, formatter);
  }
  return formatter;
}

/** Epoch milliseconds (number or digit string), an ISO string or a Date → a Date, or null. */
function toDate(value: number | string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  if (text === '') return null;
  const date = /^-?\d+$/.test(text) ? new Date(Number(text)) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (text: string, length: number) => text.padStart(length, '0');

/**
 * `yyyy-MM-dd HH:mm:ss` in the given IANA time zone: always Gregorian (th would show the Buddhist
 * year, fa the Persian one), 24-hour, Latin digits. The locale only feeds Intl (parts are the same
 * for every locale once calendar, clock and digits are fixed); an unknown time zone falls back to UTC.
 */
export function formatDateTime(
  value: number | string | Date,
  locale: string,
  timeZone: string,
): string {
  const date = toDate(value);
  if (!date) return MISSING_VALUE;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateFormatter(locale, timeZone);
  } catch {
    formatter = dateFormatter(locale, 'UTC');
  }
  const part: Record<string, string> = {};
  for (const { type, value: text } of formatter.formatToParts(date)) part[type] = text;
  const hour = part.hour === '24' ? '00' : (part.hour ?? '00');
  const year = part.year ?? '0';
  // Years before 1 CE come with an era part; a trading timestamp never does, so keep the digits.
  return `${pad(year, 4)}-${pad(part.month ?? '', 2)}-${pad(part.day ?? '', 2)} ${pad(hour, 2)}:${pad(part.minute ?? '', 2)}:${pad(part.second ?? '', 2)}`;
}
