/** Paths and helpers the i18n scripts share. */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LANG_DIR = join(WEB_ROOT, 'lang');
export const COMPILED_DIR = join(WEB_ROOT, 'lang-compiled');
export const SOURCE_TAG = 'en-US';
export const SOURCE_FILE = join(LANG_DIR, `${SOURCE_TAG}.json`);

const formatjsBin = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');

/** Runs the formatjs CLI from the web package; throws (non-zero exit) when it fails. */
export function formatjs(args: string[]): void {
  execFileSync(process.execPath, [formatjsBin, ...args], { cwd: WEB_ROOT, stdio: 'inherit' });
}

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** The extracted source: `{ id: { defaultMessage, description } }` (descriptions are for translators). */
export type SourceMessages = Record<string, { defaultMessage: string; description?: string }>;

/** English as `{ id: ICU string }`, the shape translations use. */
export function sourceAsSimple(): Record<string, string> {
  const source = readJson<SourceMessages>(SOURCE_FILE);
  return Object.fromEntries(Object.entries(source).map(([id, m]) => [id, m.defaultMessage]));
}

/** Tags of the translation files in lang/ (every `<tag>.json` except the English source). */
export function translationTags(): string[] {
  return readdirSync(LANG_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((tag) => tag !== SOURCE_TAG)
    .sort();
}
