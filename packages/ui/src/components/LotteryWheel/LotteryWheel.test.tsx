import { describe, expect, it } from 'vitest';
import { landingRotation, segmentAt } from './wheelMath';

describe('landingRotation', () => {
  it('lands the centre of every prize under the pointer after exactly 6 extra turns', () => {
    for (const count of [2, 3, 6, 8, 12]) {
      for (let i = 0; i < count; i++) {
        const rot = landingRotation(i, count);
        expect(segmentAt(rot, count)).toBe(i);
        expect(rot).toBeGreaterThanOrEqual(6 * 360);
        expect(rot).toBeLessThan(7 * 360);
        // centre, not an edge: half a segment either side stays on the prize
        const half = 360 / count / 2;
        expect(segmentAt(rot + half - 0.01, count)).toBe(i);
        expect(segmentAt(rot - half + 0.01, count)).toBe(i);
      }
    }
  });

  it('computes the known angles for 8 segments', () => {
    expect(landingRotation(0, 8)).toBe(6 * 360 + 337.5);
    expect(landingRotation(2, 8)).toBe(6 * 360 + 247.5);
    expect(landingRotation(7, 8)).toBe(6 * 360 + 22.5);
  });

  it('continues forward from the current rotation', () => {
    const first = landingRotation(3, 6);
    const second = landingRotation(1, 6, 6, first);
    expect(second - first).toBeGreaterThan(5 * 360);
    expect(segmentAt(second, 6)).toBe(1);
  });

  it('rejects impossible prizes', () => {
    expect(() => landingRotation(6, 6)).toThrow(RangeError);
    expect(() => landingRotation(-1, 6)).toThrow(RangeError);
    expect(() => landingRotation(0, 0)).toThrow(RangeError);
  });
});
