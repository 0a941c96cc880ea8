/**
 * The i18n pipeline (I18N.md "Pipeline"), run by `npm run generate` before build, typecheck and test:
 *   1. `formatjs extract` over apps/web/src and packages/ui/src → lang/en-US.json
 *   2. `formatjs compile --ast` for English and every lang/<tag>.json → lang-compiled/<tag>.json;
 *      a translation that lacks newer messages gets the English ones, so it always formats
 *   3. the pseudo-locale en-XA from the English ASTs
 * Checks that may fail a change (verify, translation quality) live in i18n-gate.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledMessages } from '../src/i18n/messages';
import { pseudoLocalizeMessages } from '../src/i18n/pseudo';
import { PSEUDO_LOCALE } from '../src/i18n/locales';
import {
  COMPILED_DIR,
  LANG_DIR,
  SOURCE_FILE,
  SOURCE_TAG,
  formatjs,
  readJson,
  translationTags,
  writeJson,
} from './i18n-files';

const EXTRACT_FROM = ['src/**/*.{ts,tsx}', '../../packages/ui/src/**/*.{ts,tsx}'];
const NOT_APP_CODE = ['**/*.d.ts', '**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/e2e/**'];

formatjs([
  'extract',
  ...EXTRACT_FROM,
  ...NOT_APP_CODE.flatMap((glob) => ['--ignore', glob]),
  '--throws',
  '--out-file',
  SOURCE_FILE,
]);

mkdirSync(COMPILED_DIR, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'i18n-'));
try {
  const compile = (file: string, simple: boolean): CompiledMessages => {
    const out = join(work, 'out.json');
    formatjs([
      'compile',
      file,
      '--ast',
      ...(simple ? ['--format', 'simple'] : []),
      '--out-file',
      out,
    ]);
    return readJson<CompiledMessages>(out);
  };

  const english = compile(SOURCE_FILE, false);
  writeJson(join(COMPILED_DIR, `${SOURCE_TAG}.json`), english);

  for (const tag of translationTags()) {
    const translated = compile(join(LANG_DIR, `${tag}.json`), true);
    const current = Object.fromEntries(Object.entries(translated).filter(([id]) => id in english));
    writeJson(join(COMPILED_DIR, `${tag}.json`), { ...english, ...current });
  }

  writeJson(join(COMPILED_DIR, `${PSEUDO_LOCALE}.json`), pseudoLocalizeMessages(english));
} finally {
  rmSync(work, { recursive: true, force: true });
}
