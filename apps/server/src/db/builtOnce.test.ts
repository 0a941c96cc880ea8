import { describe, expect, it } from 'vitest';
import { builtOnce } from './builtOnce';
import type { Db } from './database';

describe('builtOnce', () => {
  it('builds a query once per database and name, and apart for another database or name', () => {
    const a = {} as Db;
    const b = {} as Db;
    const builds: string[] = [];
    const build = (label: string) => (db: Db) => {
      builds.push(label);
      return { db, label };
    };
    const first = builtOnce(a, 'q', build('a/q'));
    expect(builtOnce(a, 'q', build('a/q again'))).toBe(first);
    expect(builtOnce(b, 'q', build('b/q')).db).toBe(b);
    expect(builtOnce(a, 'r', build('a/r')).label).toBe('a/r');
    expect(builds).toEqual(['a/q', 'b/q', 'a/r']);
  });
});
