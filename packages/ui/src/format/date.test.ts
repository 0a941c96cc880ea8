import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateTime } from './index';
import { ALL_LOCALES } from './testLocales';

const INSTANT = Date.UTC(2024, 0, 2, 3, 4, 5); // 2024-01-02T03:04:05Z

describe('formatDateTime', () => {
  it.each([
    ['en-US', 'UTC', '2024-01-02 03:04:05'],
    ['de-DE', 'Europe/Berlin', '2024-01-02 04:04:05'],
    ['fr-FR', 'Europe/Paris', '2024-01-02 04:04:05'],
    ['fa-IR', 'Asia/Tehran', '2024-01-02 06:34:05'], // Gregorian and Latin, not ۱۴۰۲/۱۰/۱۲
    ['ar-SA', 'Asia/Riyadh', '2024-01-02 06:04:05'],
    ['hi-IN', 'Asia/Kolkata', '2024-01-02 08:34:05'],
    ['vi-VN', 'Asia/Ho_Chi_Minh', '2024-01-02 10:04:05'],
    ['th-TH', 'Asia/Bangkok', '2024-01-02 10:04:05'], // not the Buddhist year 2567
    ['zh-CN', 'Asia/Shanghai', '2024-01-02 11:04:05'],
    ['en-US', 'America/New_York', '2024-01-01 22:04:05'], // 24-hour, not 10 PM
  ])('%s in %s', (locale, timeZone, expected) => {
    expect(formatDateTime(INSTANT, locale, timeZone)).toBe(expected);
  });

  it('accepts epoch milliseconds as a string, ISO strings and Dates', () => {
    expect(formatDateTime(String(INSTANT), 'en-US', 'UTC')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02T03:04:05Z', 'en-US', 'UTC')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(new Date(INSTANT), 'en-US', 'UTC')).toBe('2024-01-02 03:04:05');
  });

  it('shows midnight as 00, never 24', () => {
    expect(formatDateTime(Date.UTC(2024, 5, 1, 0, 0, 0), 'en-US', 'UTC')).toBe(
      '2024-06-01 00:00:00',
    );
  });

  it('shows a placeholder for invalid input and falls back to UTC for an unknown zone', () => {
    expect(formatDateTime('yesterday', 'en-US', 'UTC')).toBe('--');
    expect(formatDateTime(Number.NaN, 'en-US', 'UTC')).toBe('--');
    expect(formatDateTime(new Date('x'), 'en-US', 'UTC')).toBe('--');
    expect(formatDateTime(INSTANT, 'en-US', 'Mars/Olympus')).toBe('2024-01-02 03:04:05');
  });

  it('in UTC equals the ISO form for any instant and any of the 40 locales', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...ALL_LOCALES),
        (ms, locale) => {
          const iso = new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
          expect(formatDateTime(ms, locale, 'UTC')).toBe(iso);
        },
      ),
    );
  });
});
