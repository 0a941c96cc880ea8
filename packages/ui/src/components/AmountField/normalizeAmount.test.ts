import { describe, expect, it } from 'vitest';
import { normalizeAmountInput, toLatinDigits } from './normalizeAmount';

describe('normalizeAmountInput', () => {
  it.each([
    ['', undefined, ''],
    ['12', undefined, '12'],
    ['12.5', undefined, '12.5'],
    ['12,5', undefined, '12.5'],
    ['12.', undefined, '12.'],
    ['.5', undefined, '0.5'],
    [',', undefined, '0.'],
    ['007', undefined, '7'],
    ['0', undefined, '0'],
    ['00.10', undefined, '0.10'],
    ['۱۲٫۵', undefined, '12.5'], // Persian digits and Arabic decimal separator
    ['١٬٢٣٤٫٥', undefined, '1234.5'], // Arabic-Indic with Arabic grouping
    ['１２．５', undefined, '12.5'], // full-width
    ['१२३', undefined, '123'], // Devanagari
    ['1,234.56', undefined, '1234.56'],
    ['1.234,56', undefined, '1234.56'],
    ['1,234,567', undefined, '1234567'],
    ['1 234,5', undefined, '1234.5'],
    ['0.123456789', 4, '0.1234'], // truncated, never rounded
    ['0.99999', 2, '0.99'],
    ['12.5', 0, '12'],
    ['0.1', 8, '0.1'],
    ['12345678901234567890.123456789012', undefined, '12345678901234567890.123456789012'],
  ])('%s (max %s decimals) → %s', (raw, maxDecimals, expected) => {
    expect(normalizeAmountInput(raw, maxDecimals)).toBe(expected);
  });

  it.each([
    'abc',
    '-1',
    '1e5',
    '+2',
    '1,2.3,4',
    '12$',
    'NaN',
    'Infinity',
    '12.5.',
    '1,23,4',
    '1.2.3,4',
  ])('rejects %s', (raw) => {
    expect(normalizeAmountInput(raw)).toBeNull();
  });

  it('keeps every digit of a long amount (no float rounding)', () => {
    expect(normalizeAmountInput('0.30000000000000004')).toBe('0.30000000000000004');
  });
});

describe('toLatinDigits', () => {
  it('maps every supported digit block and leaves other text alone', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۹ ০৯ ௦௯ ๐๙ ໐໙ ၀၉ ០៩ ０９ x')).toBe(
      '0123456789 09 09 09 09 09 09 09 09 x',
    );
  });
});
