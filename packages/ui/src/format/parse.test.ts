import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAmountInput } from './index';

describe('parseAmountInput', () => {
  it.each([
    ['1234.5', 'en-US', '1234.5'],
    ['1,234.5', 'en-US', '1234.5'],
    ['1,234', 'en-US', '1234'], // the locale's group separator before three digits
    ['1,5', 'en-US', '1.5'], // a comma typed as the decimal separator
    ['0,123', 'en-US', '0.123'],
    ['1.234', 'en-US', '1.234'],
    ['1.234', 'de-DE', '1234'],
    ['1,234', 'de-DE', '1.234'],
    ['1.234,56', 'de-DE', '1234.56'],
    ['1.234,56', 'en-US', '1234.56'], // both separators: the last one is the decimal one
    ['1,234,567', 'en-US', '1234567'],
    ['1 234,5', 'fr-FR', '1234.5'],
    ['1\u202F234,5', 'fr-FR', '1234.5'],
    ["1'234.5", 'de-CH', '1234.5'],
    ['12,34,567.89', 'hi-IN', '1234567.89'],
    ['١٢٣٤٫٥', 'ar-SA', '1234.5'], // Arabic-Indic digits and decimal sign
    ['١٬٢٣٤٫٥', 'ar-SA', '1234.5'],
    ['۱۲۳۴٫۵', 'fa-IR', '1234.5'], // Persian digits
    ['۱۲۳۴.۵', 'fa-IR', '1234.5'],
    ['১২৩৪.৫', 'bn-BD', '1234.5'], // Bengali
    ['१२३४.५', 'hi-IN', '1234.5'], // Devanagari
    ['๑๒๓๔.๕', 'th-TH', '1234.5'], // Thai
    ['၁၂၃၄.၅', 'my-MM', '1234.5'], // Burmese
    ['１２３４．５', 'ja-JP', '1234.5'], // full-width
    ['\u200F١٢٣\u200F', 'ar-SA', '123'], // direction marks from copy-paste
    ['  007.50 ', 'en-US', '7.5'],
    ['.5', 'en-US', '0.5'],
    ['5.', 'en-US', '5'],
    ['0', 'en-US', '0'],
  ])('%j in %s → %s', (input, locale, expected) => {
    expect(parseAmountInput(input, locale)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['.'],
    ['abc'],
    ['-5'],
    ['1e5'],
    ['1.2.3,4,5'],
    ['1,2.3.4'],
    [',,5'],
    ['1..5'],
    ['$5'],
  ])('rejects %j', (input) => {
    expect(parseAmountInput(input, 'en-US')).toBeNull();
  });

  const latinDecimal = fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 15 }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 10 }),
    )
    .map(([integer, fraction]) => ({ integer, fraction }));
  const zeros = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xbe6, 0xe50, 0x1040, 0x17e0, 0xff10];

  it('reads any digit script with either decimal separator as the Latin value', () => {
    fc.assert(
      fc.property(
        latinDecimal,
        fc.constantFrom(...zeros),
        fc.constantFrom('.', ',', '\u066B'),
        fc.constantFrom('en-US', 'de-DE', 'fa-IR', 'ar-SA', 'bn-BD'),
        ({ integer, fraction }, zero, separator, locale) => {
          const native = (digits: string) =>
            [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');
          // A lone separator before exactly three digits may be grouping: give the fraction a 4th.
          const frac = fraction.length === 3 ? `${fraction}1` : fraction;
          const input = frac ? `${native(integer)}${separator}${native(frac)}` : native(integer);
          const whole = integer.replace(/^0+(?=\d)/, '');
          const decimals = frac.replace(/0+$/, '');
          expect(parseAmountInput(input, locale)).toBe(decimals ? `${whole}.${decimals}` : whole);
        },
      ),
    );
  });
});
