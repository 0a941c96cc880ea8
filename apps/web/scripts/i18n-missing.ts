/**
 * Lists the English messages a translation lacks, with the translator's note:
 * `npm run i18n:missing -w @repo/web [-- <tag>…]` (default: the complete locales).
 */
import { join } from 'node:path';
import { COMPLETE_LOCALES } from '../src/i18n/locales';
import { LANG_DIR, SOURCE_FILE, SOURCE_TAG, readJson, type SourceMessages } from './i18n-files';

const source = readJson<SourceMessages>(SOURCE_FILE);
const requested = process.argv.slice(2);
const tags = requested.length > 0 ? requested : COMPLETE_LOCALES.filter((t) => t !== SOURCE_TAG);
let missing = 0;
for (const tag of tags) {
  const translation = readJson<Record<string, string>>(join(LANG_DIR, `${tag}.json`));
  for (const [id, { defaultMessage, description }] of Object.entries(source)) {
    if (id in translation) continue;
    missing += 1;
    console.log(`${tag}\t${id}\t${defaultMessage}\t${description ?? ''}`);
  }
}
console.error(`${missing} missing`);
