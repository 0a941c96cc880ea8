// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripMessageDescriptors } from './messageDescriptors';

const parse = (code: string) => parseAst(code) as never;

describe('stripMessageDescriptors', () => {
  it('marks the calls pure and leaves out descriptions, keeping ids and defaults', () => {
    const source = [
      "import { defineMessage, defineMessages } from 'react-intl';",
      'export const titles = defineMessages({',
      "  faq: { id: 'content.faq', defaultMessage: 'FAQ', description: 'Title of the FAQ page' },",
      "  help: { id: 'content.help', description: 'Help' + ' centre', defaultMessage: 'Help' },",
      '});',
      "export const one = defineMessage({ description: `x`, id: 'one', defaultMessage: 'One' });",
    ].join('\n');
    const result = stripMessageDescriptors(source, parse);
    expect(result).not.toBeNull();
    const code = result!.code;
    expect(code).not.toContain('description');
    expect(code).not.toContain('Title of the FAQ page');
    expect(code.match(/\/\* @__PURE__ \*\/ define/g)).toHaveLength(2);
    // Still valid JavaScript with the same messages.
    const body = code
      .replace(/^import .*$/m, '')
      .replace(/export const/g, 'const')
      .replace(/\/\* @__PURE__ \*\//g, '');
    const values = new Function(
      'defineMessages',
      'defineMessage',
      `${body}; return { titles, one };`,
    )(
      (x: unknown) => x,
      (x: unknown) => x,
    );
    expect(values).toEqual({
      titles: {
        faq: { id: 'content.faq', defaultMessage: 'FAQ' },
        help: { id: 'content.help', defaultMessage: 'Help' },
      },
      one: { id: 'one', defaultMessage: 'One' },
    });
  });

  it('leaves files without message definitions alone', () => {
    expect(stripMessageDescriptors('export const description = 1;', parse)).toBeNull();
  });
});
