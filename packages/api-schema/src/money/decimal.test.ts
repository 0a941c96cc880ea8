import { describe, expect, it } from 'vitest';
import { loadDocument } from '../test/document';
import {
  add,
  compare,
  DECIMAL_PATTERN,
  isDecimalString,
  multiply,
  subtract,
  truncate,
} from './decimal';

describe('decimal strings', () => {
  it('adds without binary float error', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(subtract('1000000000000000.01', '0.02')).toBe('999999999999999.99');
    expect(multiply('1.1', '1.1')).toBe('1.21');
  });

  it('truncates towards zero and pads to the place count', () => {
    expect(truncate('12.34567', 4)).toBe('12.3456');
    expect(truncate('-12.34567', 2)).toBe('-12.34');
    expect(truncate('5', 2)).toBe('5.00');
  });

  it('compares', () => {
    expect(compare('10.00', '10')).toBe(0);
    expect(compare('9.99', '10')).toBe(-1);
    expect(compare('10.01', '10')).toBe(1);
  });

  it.each(['', '1e5', '01', '1.', '.5', 'NaN', '1,5', ' 1'])('rejects %j', (value) => {
    expect(isDecimalString(value)).toBe(false);
    expect(() => add(value, '1')).toThrow(TypeError);
  });

  it('accepts only strings', () => {
    expect(isDecimalString(12)).toBe(false);
    expect(isDecimalString(null)).toBe(false);
    expect(isDecimalString('12')).toBe(true);
  });

  it('uses the contract’s Decimal pattern, so the client, the machines and the server agree with it', () => {
    const schemas = loadDocument().components.schemas as Record<string, { pattern?: string }>;
    expect(schemas.Decimal!.pattern).toBe(DECIMAL_PATTERN.source);
  });
});
