import { describe, expect, it } from 'vitest';
import {
  POLYFILLED_NUMBER_LANGUAGES,
  formatAmount,
  formatCompact,
  loadNumberLocaleData,
  usesNumberPolyfill,
} from './index';

describe('loadNumberLocaleData', () => {
  it('does nothing for locales the browser has full data for', async () => {
    await expect(loadNumberLocaleData('de-DE')).resolves.toBe(false);
    expect(usesNumberPolyfill('de-DE')).toBe(false);
  });

  it('routes a listed language through the loaded CLDR data', async () => {
    expect(formatCompact('2500000000', 'mn-MN')).toBe('2.5B'); // before: literal forms
    expect(usesNumberPolyfill('mn-MN')).toBe(false);
    const [first, second] = await Promise.all([
      loadNumberLocaleData('mn-MN'),
      loadNumberLocaleData('mn'),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(usesNumberPolyfill('mn-MN')).toBe(true);
    expect(formatCompact('2500000000', 'mn-MN')).toBe('2.5\u00A0тэрбум');
    expect(formatAmount('1234567.89999', 'mn-MN')).toBe('1,234,567.8999');
  });

  it('loads the abridged languages too, which shouldPolyfill() misses', async () => {
    await expect(loadNumberLocaleData('uz-Latn-UZ')).resolves.toBe(true);
    expect(formatCompact('2500000000', 'uz-Latn-UZ')).toBe('2,5\u00A0mlrd');
    await expect(loadNumberLocaleData('kk-KZ')).resolves.toBe(true);
    expect(formatAmount('1234.5', 'kk-KZ', 2)).toBe('1\u00A0234,50');
  });

  it('keeps Latin digits for ckb and literal K/M/B even with its data loaded', async () => {
    await expect(loadNumberLocaleData('ckb-IQ')).resolves.toBe(true);
    expect(formatAmount('1234.5', 'ckb-IQ', 1)).toMatch(/^[\u200E\u200F\u061C]?1,234\.5$/);
    expect(formatCompact('2500000000', 'ckb-IQ')).toBe('2.5B');
  });

  it('covers exactly the gap measured in Chromium', () => {
    expect([...POLYFILLED_NUMBER_LANGUAGES].sort()).toEqual(
      ['az', 'ckb', 'kk', 'km', 'lo', 'mn', 'my', 'si', 'sq', 'uz'].sort(),
    );
  });
});
