import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { hasBundledMessages, loadMessages } from './messages';

/** Tests look messages up by id only: the app's descriptors carry defaults and notes. */
const byId = (id: string): { id: string } => ({ id });

// lang-compiled/ is produced by `npm run generate`, which turbo runs before the tests.
describe('loadMessages', () => {
  it('has a compiled bundle for English, the complete locales and the pseudo-locale', () => {
    for (const tag of ['en-US', 'zh-CN', 'fa-IR', 'en-XA'])
      expect(hasBundledMessages(tag)).toBe(true);
    expect(hasBundledMessages('xx-XX')).toBe(false);
  });

  it('loads compiled ASTs that react-intl formats without parsing', async () => {
    const english = await loadMessages('en-US');
    const chinese = await loadMessages('zh-CN');
    const persian = await loadMessages('fa-IR');
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
    const id = Object.keys(english)[0] ?? '';
    expect(Array.isArray(english[id])).toBe(true);
    const zh = createIntl({ locale: 'zh-CN', messages: chinese });
    const fa = createIntl({ locale: 'fa-IR', messages: persian });
    expect(zh.formatMessage(byId('ui.dialog.cancel'))).toBe('取消');
    expect(fa.formatMessage(byId('ui.dialog.cancel'))).toBe('لغو');
  });

  it('gives a locale without a bundle the English messages', async () => {
    expect(await loadMessages('de-DE')).toEqual(await loadMessages('en-US'));
  });

  it('pseudo-localises every English message', async () => {
    const pseudo = await loadMessages('en-XA');
    const intl = createIntl({ locale: 'en', messages: pseudo });
    expect(intl.formatMessage(byId('ui.dialog.cancel'))).toMatch(/^\[Çàñçéļ ~+\]$/);
  });
});
