/**
 * Rotation (degrees, clockwise) that lands the centre of `prizeIndex` under a pointer at the top,
 * after `turns` full turns beyond the current rotation. Segment i spans [i·s, (i+1)·s) clockwise
 * from the top, s = 360 / count. The result is always ≥ current + turns·360 and lands exactly.
 */
export function landingRotation(prizeIndex: number, count: number, turns = 6, current = 0): number {
  if (!Number.isInteger(count) || count <= 0)
    throw new RangeError('count must be a positive integer');
  if (!Number.isInteger(prizeIndex) || prizeIndex < 0 || prizeIndex >= count)
    throw new RangeError('prizeIndex out of range');
  const segment = 360 / count;
  const centre = (prizeIndex + 0.5) * segment;
  const base = Math.ceil(current / 360) * 360; // back to a whole turn
  return base + turns * 360 + ((360 - centre) % 360);
}

/** Which segment is under the top pointer for a given rotation (inverse of landingRotation). */
export function segmentAt(rotation: number, count: number): number {
  const angle = (((-rotation % 360) + 360) % 360) / (360 / count);
  return Math.floor(angle) % count;
}
