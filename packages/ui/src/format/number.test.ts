import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import {
  formatAmount,
  formatChangeRate,
  formatCompact,
  formatCurrency,
  formatPrice,
  parseAmountInput,
} from './index';
import { ALL_LOCALES, withoutMarks } from './testLocales';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('example tables', () => {
  it.each([
    // locale, price(64123.456, 2), amount(1234567.89999), change(-1.236), change(1.5)
    ['en-US', '64,123.46', '1,234,567.8999', '-1.24%', '+1.50%'],
    ['de-DE', '64.123,46', '1.234.567,8999', `-1,24${NBSP}%`, `+1,50${NBSP}%`],
    ['fr-FR', `64${NNBSP}123,46`, `1${NNBSP}234${NNBSP}567,8999`, `-1,24${NBSP}%`, `+1,50${NBSP}%`],
    ['fa-IR', '64,123.46', '1,234,567.8999', '\u2212' + '1.24%', '+1.50%'],
    ['ar-SA', '64,123.46', '1,234,567.8999', '-1.24٪', '+1.50٪'],
    ['hi-IN', '64,123.46', '12,34,567.8999', '-1.24%', '+1.50%'],
    ['vi-VN', '64.123,46', '1.234.567,8999', '-1,24%', '+1,50%'],
    ['th-TH', '64,123.46', '1,234,567.8999', '-1.24%', '+1.50%'],
    ['zh-CN', '64,123.46', '1,234,567.8999', '-1.24%', '+1.50%'],
    ['tr-TR', '64.123,46', '1.234.567,8999', '-%1,24', '+%1,50'],
  ])('%s', (locale, price, amount, fall, rise) => {
    expect(withoutMarks(formatPrice('64123.456', locale, 2))).toBe(price);
    expect(withoutMarks(formatAmount('1234567.89999', locale))).toBe(amount);
    expect(withoutMarks(formatChangeRate('-1.236', locale))).toBe(fall);
    expect(withoutMarks(formatChangeRate('1.5', locale))).toBe(rise);
  });

  it('shows a zero change without a sign and rounds tiny rates to zero', () => {
    expect(formatChangeRate('0', 'en-US')).toBe('0.00%');
    expect(formatChangeRate('-0.001', 'en-US')).toBe('0.00%');
  });

  it('keeps prices exact beyond float precision and pads to the precision', () => {
    expect(formatPrice('12345678901234567.125', 'en-US', 2)).toBe('12,345,678,901,234,567.13');
    expect(formatPrice('0.1', 'en-US', 8)).toBe('0.10000000');
    expect(formatPrice('1e-8', 'en-US', 8)).toBe('0.00000001');
    expect(formatPrice('-0.001', 'en-US', 2)).toBe('0.00');
  });

  it('truncates amounts instead of rounding them', () => {
    expect(formatAmount('0.99999', 'en-US')).toBe('0.9999');
    expect(formatAmount('-1.23456', 'en-US')).toBe('-1.2345');
    expect(formatAmount('-0.00001', 'en-US')).toBe('0.0000');
    expect(formatAmount('1234.5', 'en-US', 0)).toBe('1,234');
    expect(formatAmount('100', 'en-US')).toBe('100.0000');
  });

  it('shows a placeholder for values that are not decimal strings', () => {
    for (const bad of ['', 'abc', 'NaN', '1,5', '--1']) {
      expect(formatPrice(bad, 'en-US', 2)).toBe('--');
      expect(formatAmount(bad, 'en-US')).toBe('--');
      expect(formatCompact(bad, 'en-US')).toBe('--');
      expect(formatChangeRate(bad, 'en-US')).toBe('--');
      expect(formatCurrency(bad, 'en-US')).toBe('--');
    }
  });

  it('falls back to en-US for a malformed locale tag', () => {
    expect(formatAmount('1234.5', 'not a locale!')).toBe('1,234.5000');
  });
});

describe('formatCompact', () => {
  it.each([
    ['en-US', '999', '999'],
    ['en-US', '999.999', '1K'],
    ['en-US', '0.5', '0.5'],
    ['en-US', '1234', '1.23K'],
    ['en-US', '1234567', '1.23M'],
    ['en-US', '2500000000', '2.5B'],
    ['en-US', '999999.999', '1M'],
    ['en-US', '-1500', '-1.5K'],
    ['en-GB', '1500000', '1.5M'],
    ['ckb-IQ', '2500000000', '2.5B'],
    ['de-DE', '1234567', `1,23${NBSP}Mio.`],
    ['id-ID', '2500000000', `2,5${NBSP}M`],
    ['tr-TR', '1500', `1,5${NBSP}B`],
    ['zh-CN', '1234567', '123.46万'],
    ['ja-JP', '1234567', '123.46万'],
    ['ko-KR', '1234567', '123.46만'],
    ['vi-VN', '1234567', `1,23${NBSP}Tr`],
  ])('%s %s → %s', (locale, value, expected) => {
    expect(formatCompact(value, locale)).toBe(expected);
  });

  it('never forces the literal K/M/B on id, ms, tr, vi, zh, ja, ko: their own CLDR forms', () => {
    for (const locale of ['id-ID', 'ms-MY', 'tr-TR', 'vi-VN', 'zh-CN', 'ja-JP', 'ko-KR']) {
      const intl = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
        notation: 'compact',
        maximumFractionDigits: 2,
      });
      for (const value of ['1234', '1234567', '1234567890'] as const) {
        expect(formatCompact(value, locale)).toBe(intl.format(value));
      }
    }
    expect(formatCompact('1234567890', 'id-ID')).not.toMatch(/B$/);
    expect(formatCompact('1234', 'tr-TR')).not.toMatch(/K$/);
  });

  it('uses the literal forms for languages whose data is not loaded', () => {
    expect(formatCompact('2500000000', 'mn-MN')).toBe('2.5B');
    expect(formatCompact('2500000000', 'uz-Latn-UZ')).toBe('2,5B');
  });
});

describe('formatCurrency', () => {
  it.each([
    ['en-US', '$', '1234.5', '$1,234.50'],
    ['de-DE', '$', '1234.5', `1.234,50${NBSP}$`],
    ['fr-FR', '€', '1234.5', `1${NNBSP}234,50${NBSP}€`],
    ['en-US', 'US$', '-3', '-US$3.00'],
    ['fa-IR', '$', '1234.5', `$${NBSP}1,234.50`],
  ])('%s with %s', (locale, symbol, value, expected) => {
    expect(withoutMarks(formatCurrency(value, locale, symbol))).toBe(expected);
  });

  it('shows VND without decimals and grouped by dots in any locale', () => {
    expect(formatCurrency('1234567.6', 'vi-VN', '₫', { currency: 'VND' })).toBe(
      `1.234.568${NBSP}₫`,
    );
    expect(formatCurrency('1234567.4', 'en-US', '₫', { currency: 'VND' })).toBe('₫1.234.567');
  });

  it('defaults to the $ symbol', () => {
    expect(formatCurrency('1', 'en-US')).toBe('$1.00');
  });
});

const decimalString = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 10n ** 20n }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 }),
  )
  .map(([integer, fraction]) => (fraction ? `${integer}.${fraction}` : `${integer}`));
const signedDecimal = fc
  .tuple(fc.boolean(), decimalString)
  .map(([negative, value]) => (negative ? `-${value}` : value));
const locale = fc.constantFrom(...ALL_LOCALES);

/** Every digit in the text is a Latin one. */
const onlyLatinDigits = (text: string) =>
  [...text].every((c) => !/\p{Nd}/u.test(c) || /[0-9]/.test(c));

describe('properties', () => {
  it('every formatter shows Latin digits in all 40 locales', () => {
    fc.assert(
      fc.property(signedDecimal, locale, fc.integer({ min: 0, max: 10 }), (value, tag, places) => {
        for (const text of [
          formatPrice(value, tag, places),
          formatAmount(value, tag, places),
          formatChangeRate(value, tag),
          formatCompact(value, tag),
          formatCurrency(value, tag),
        ]) {
          expect(onlyLatinDigits(text), `${tag}: ${text}`).toBe(true);
        }
      }),
    );
  });

  it('a formatted amount reads back as the truncated value (never more than the value)', () => {
    fc.assert(
      fc.property(decimalString, locale, fc.integer({ min: 0, max: 8 }), (value, tag, places) => {
        const shown = formatAmount(value, tag, places);
        const readBack = parseAmountInput(shown, tag);
        expect(readBack, `${tag}: ${shown}`).not.toBeNull();
        const expected = new Big(value).round(places, Big.roundDown);
        expect(new Big(readBack ?? '0').eq(expected), `${tag}: ${shown} → ${readBack}`).toBe(true);
        expect(new Big(readBack ?? '0').lte(new Big(value))).toBe(true);
      }),
    );
  });

  it('a formatted price shows exactly `precision` decimals of the rounded value', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 10 }), (value, precision) => {
        const shown = formatPrice(value, 'en-US', precision);
        const fraction = shown.split('.')[1] ?? '';
        expect(fraction.length).toBe(precision);
        expect(shown.replace(/,/g, '')).toBe(
          new Big(value).round(precision, Big.roundHalfUp).toFixed(precision),
        );
      }),
    );
  });

  it('a change rate carries + when it rounds above zero and a minus below', () => {
    fc.assert(
      fc.property(signedDecimal, locale, (value, tag) => {
        const shown = withoutMarks(formatChangeRate(value, tag));
        const rounded = new Big(value).round(2, Big.roundHalfUp);
        if (rounded.gt(0)) expect(shown.startsWith('+')).toBe(true);
        else if (rounded.lt(0)) expect(shown).toMatch(/^[-\u2212]/);
        else expect(shown).not.toMatch(/[-+\u2212]/);
      }),
    );
  });

  it('literal compact forms scale by 1e3/1e6/1e9 in English', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1000n, max: 10n ** 14n }), (n) => {
        const shown = formatCompact(n.toString(), 'en-US');
        const match = /^([\d,.]+)([KMB])$/.exec(shown);
        expect(match, shown).not.toBeNull();
        const [, digits = '', suffix = 'K'] = match ?? [];
        const scale = { K: 1e3, M: 1e6, B: 1e9 }[suffix] ?? 1;
        const back = new Big(digits.replace(/,/g, '')).times(scale);
        // Two decimals of the unit: within half a hundredth of it.
        expect(back.minus(n.toString()).abs().lte(new Big(scale).times('0.005'))).toBe(true);
      }),
    );
  });
});
