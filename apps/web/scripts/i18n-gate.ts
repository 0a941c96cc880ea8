/**
 * The translation gate (part of the web package's lint): fails when
 *   - `formatjs verify` finds extra keys or structural differences in any translation, or missing keys
 *     in a locale declared complete (COMPLETE_LOCALES);
 *   - a translation is English left as is (beyond allow-listed brands, units and tickers), lacks a
 *     plural category its CLDR rules need, or is written in another script (translationChecks.ts).
 * Other locales may be partial while messages keep arriving; they fall back to English at runtime.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPLETE_LOCALES } from '../src/i18n/locales';
import { checkTranslation } from '../src/i18n/translationChecks';
import {
  LANG_DIR,
  SOURCE_TAG,
  formatjs,
  readJson,
  sourceAsSimple,
  translationTags,
  writeJson,
} from './i18n-files';

let failed = false;
const source = sourceAsSimple();
const tags = translationTags();

for (const tag of COMPLETE_LOCALES) {
  if (tag !== SOURCE_TAG && !tags.includes(tag)) {
    console.error(`✗ ${tag} is declared complete but lang/${tag}.json does not exist`);
    failed = true;
  }
}

// formatjs verify wants every file in one shape and the source named after its locale.
const work = mkdtempSync(join(tmpdir(), 'i18n-gate-'));
try {
  writeJson(join(work, `${SOURCE_TAG}.json`), source);
  for (const tag of tags) copyFileSync(join(LANG_DIR, `${tag}.json`), join(work, `${tag}.json`));
  const file = (tag: string) => join(work, `${tag}.json`);
  const run = (label: string, args: string[]) => {
    try {
      formatjs(['verify', '--source-locale', SOURCE_TAG, ...args]);
    } catch {
      console.error(`✗ formatjs verify (${label}) failed`);
      failed = true;
    }
  };
  if (tags.length > 0) {
    run('extra keys, structure', [
      '--extra-keys',
      '--structural-equality',
      file(SOURCE_TAG),
      ...tags.map(file),
    ]);
  }
  const complete = tags.filter((tag) => (COMPLETE_LOCALES as readonly string[]).includes(tag));
  if (complete.length > 0) {
    run('missing keys in complete locales', [
      '--missing-keys',
      file(SOURCE_TAG),
      ...complete.map(file),
    ]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const tag of tags) {
  const problems = checkTranslation(
    tag,
    source,
    readJson<Record<string, string>>(join(LANG_DIR, `${tag}.json`)),
  );
  for (const { id, problem, detail } of problems)
    console.error(`✗ ${tag} ${id}: ${problem}: ${detail}`);
  if (problems.length > 0) failed = true;
}

if (failed) {
  console.error('i18n gate failed');
  process.exit(1);
}
console.log(
  `i18n gate passed: ${Object.keys(source).length} messages; ${tags.join(', ') || 'no translations'}`,
);
