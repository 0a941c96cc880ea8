import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE } from './locales';

/** Messages compiled to ICU ASTs (`formatjs compile --ast`): react-intl formats them without parsing. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * One lazily imported chunk per locale: a user downloads only their language. The files come from
 * `npm run generate` (scripts/i18n-generate.ts) and are not committed.
 */
const bundles = import.meta.glob<CompiledMessages>('../../lang-compiled/*.json', {
  import: 'default',
});

function bundleKey(tag: string): string {
  return `../../lang-compiled/${tag}.json`;
}

/** Whether a compiled bundle exists for the tag (en-US, the complete locales, the pseudo-locale …). */
export function hasBundledMessages(tag: string): boolean {
  return bundleKey(tag) in bundles;
}

/**
 * The compiled messages of a locale; a locale without a bundle gets the English ones (react-intl
 * would fall back to the default messages anyway, but then it reports every id as missing).
 */
export async function loadMessages(tag: string): Promise<CompiledMessages> {
  const load = bundles[bundleKey(tag)] ?? bundles[bundleKey(DEFAULT_LOCALE)];
  return load ? load() : {};
}
