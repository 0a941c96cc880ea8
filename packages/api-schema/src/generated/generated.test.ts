import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('../..', import.meta.url));
/** Each document and the types generated from it. */
const outputs = [
  { document: 'openapi/openapi.yaml', committedPath: 'src/generated/schema.d.ts' },
  { document: 'openapi/operator.yaml', committedPath: 'src/generated/operator.d.ts' },
];
const cli = join(
  dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')),
  'bin/cli.js',
);
let scratch: string | undefined;

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function generateFresh(document: string): Promise<string> {
  scratch ??= await mkdtemp(join(tmpdir(), 'api-schema-'));
  const out = join(scratch, `${document.replace(/\W/g, '_')}.d.ts`);
  // The same command as `npm run generate`, written to a scratch file instead of the committed one.
  await run(process.execPath, [cli, document, '--redocly', 'redocly.generate.yaml', '-o', out], {
    cwd: packageDir,
  });
  return readFile(out, 'utf8');
}

describe.each(outputs)('generated types of $document', ({ document, committedPath }) => {
  it('the file on disk is exactly what openapi-typescript produces from the document now', async () => {
    const [expected, actual] = await Promise.all([
      generateFresh(document),
      readFile(join(packageDir, committedPath), 'utf8'),
    ]);
    expect(actual, 'run `npm run generate -w @repo/api-schema`').toBe(expected);
  }, 180_000);

  // turbo runs `generate` before `test`, which rewrites the file on disk; in CI the committed version is
  // what must be current, so compare against HEAD there.
  it.runIf(process.env.CI)(
    'the committed file is current (CI)',
    async () => {
      const { stdout } = await run('git', ['show', `HEAD:./${committedPath}`], {
        cwd: packageDir,
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(stdout, 'commit the output of `npm run generate -w @repo/api-schema`').toBe(
        await generateFresh(document),
      );
    },
    60_000,
  );
});
