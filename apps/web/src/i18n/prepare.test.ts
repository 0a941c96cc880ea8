import { describe, expect, it } from 'vitest';
import { formatCompact, usesNumberPolyfill } from '@repo/ui/format';
import { prepareLocale } from './prepare';
import { loadMessages } from './messages';

describe('prepareLocale', () => {
  it('loads the messages and, for a language in the ICU gap, its number data', async () => {
    expect(usesNumberPolyfill('km-KH')).toBe(false);
    const messages = await prepareLocale('km-KH');
    expect(messages).toEqual(await loadMessages('km-KH'));
    expect(usesNumberPolyfill('km-KH')).toBe(true);
    expect(formatCompact('2500000000', 'km-KH')).not.toBe('2.5B');
  });

  it('loads no number data for a locale the browser covers', async () => {
    expect(await prepareLocale('zh-CN')).toEqual(await loadMessages('zh-CN'));
    expect(usesNumberPolyfill('zh-CN')).toBe(false);
  });
});
