import fc from 'fast-check';
import { add } from '@repo/api-schema/money';
import { describe, expect, it } from 'vitest';
import { norm } from './repo';

describe('norm', () => {
  it('gives what big.js gives for numerics as PostgreSQL prints them, padding zeros and all', () => {
    const numeric = fc
      .tuple(
        fc.boolean(),
        fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,15}$/)),
        fc.option(fc.stringMatching(/^\d{1,12}$/), { nil: undefined }),
      )
      .map(
        ([minus, whole, fraction]) =>
          `${minus ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
      );
    fc.assert(
      fc.property(numeric, (value) => {
        expect(norm(value)).toBe(add(value, '0'));
      }),
      { numRuns: 2000 },
    );
    for (const value of ['0.00000000', '-0.00000000', '-0', '100.00000000', '0.01000000', '-5.50'])
      expect(norm(value)).toBe(add(value, '0'));
  });

  it('refuses what is not a decimal string, as big.js does', () => {
    for (const value of ['1e5', '.5', '1.', '007', '', 'NaN']) {
      expect(() => norm(value)).toThrow();
    }
  });
});
