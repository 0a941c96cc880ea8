import { beforeEach, describe, expect, it } from 'vitest';
import {
  FIRST_VISIT_KEY,
  FIRST_VISIT_TTL_MS,
  clearFirstVisit,
  readFirstVisit,
  recordFirstVisit,
  type KeyValueStorage,
} from './firstVisit';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const T0 = 1_700_000_000_000;

describe('first visit', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('records the first address and keeps it on later visits', () => {
    expect(recordFirstVisit(storage, '/m/register?codeNumber=AB', T0)).toEqual({
      url: '/m/register?codeNumber=AB',
      at: T0,
    });
    expect(recordFirstVisit(storage, '/m/index', T0 + 1_000)).toEqual({
      url: '/m/register?codeNumber=AB',
      at: T0,
    });
    expect(readFirstVisit(storage, T0 + 5_000)?.url).toBe('/m/register?codeNumber=AB');
  });

  it('is valid until just before 600 s and reset at 600 s', () => {
    recordFirstVisit(storage, '/a', T0);
    expect(FIRST_VISIT_TTL_MS).toBe(600_000);
    expect(readFirstVisit(storage, T0 + 599_999)?.url).toBe('/a');
    expect(readFirstVisit(storage, T0 + 600_000)).toBeNull();
    expect(storage.data.has(FIRST_VISIT_KEY)).toBe(false);
    expect(recordFirstVisit(storage, '/b', T0 + 600_000)).toEqual({ url: '/b', at: T0 + 600_000 });
  });

  it('does not extend the 600 s on later visits', () => {
    recordFirstVisit(storage, '/a', T0);
    recordFirstVisit(storage, '/b', T0 + 300_000);
    expect(recordFirstVisit(storage, '/c', T0 + 600_001)).toEqual({ url: '/c', at: T0 + 600_001 });
  });

  it('treats corrupt entries and entries from the future as none', () => {
    storage.setItem(FIRST_VISIT_KEY, '{not json');
    expect(readFirstVisit(storage, T0)).toBeNull();
    storage.setItem(FIRST_VISIT_KEY, JSON.stringify({ url: 5, at: 'x' }));
    expect(recordFirstVisit(storage, '/a', T0)).toEqual({ url: '/a', at: T0 });
    storage.setItem(FIRST_VISIT_KEY, JSON.stringify({ url: '/future', at: T0 + 60_000 }));
    expect(readFirstVisit(storage, T0)).toBeNull();
  });

  it('can be cleared', () => {
    recordFirstVisit(storage, '/a', T0);
    clearFirstVisit(storage);
    expect(readFirstVisit(storage, T0)).toBeNull();
  });
});
