// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import { COMPILE_HINT, compileHintsPlugin } from './compileHints';

type Output = { fileName: string; type: string; code?: string; source?: string | Uint8Array };

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  // A lazy screen with a stylesheet: the entry's dynamic import gets a dependency list, the line
  // Vite puts first in the entry.
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "document.body.onclick = () => import('./lazy.js').then((m) => console.log(m.lazy));\n",
  );
  fs.writeFileSync(path.join(dir, 'lazy.js'), "import './lazy.css';\nexport const lazy = 1;\n");
  fs.writeFileSync(path.join(dir, 'lazy.css'), '.lazy { color: red; }\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function bundle(plugins: Plugin[]): Promise<Output[]> {
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: false,
      sourcemap: true,
      rolldownOptions: { input: path.join(dir, 'entry.js') },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((out) => ('output' in out ? (out.output as Output[]) : []));
}

const chunk = (files: Output[], name: RegExp) => {
  const file = files.find((f) => f.type === 'chunk' && name.test(f.fileName));
  if (!file?.code) throw new Error(`no chunk ${name}`);
  return file;
};
const mappingsOf = (files: Output[], fileName: string) => {
  const map = files.find((f) => f.fileName === `${fileName}.map`);
  if (!map?.source) throw new Error(`no map for ${fileName}`);
  return (JSON.parse(String(map.source)) as { mappings: string }).mappings;
};

describe('the compile hint', () => {
  it("is the entry's first line, before Vite's own, and moves its source map one line down", async () => {
    const [plain, hinted] = [await bundle([]), await bundle([compileHintsPlugin()])];
    const before = chunk(plain, /^assets\/entry-/);
    const after = chunk(hinted, /^assets\/entry-/);

    expect(before.code).toMatch(/^const __vite__mapDeps=/);
    expect(after.code).toBe(`${COMPILE_HINT}\n${before.code}`);
    // The same positions in the original files, each one generated line further down.
    expect(mappingsOf(hinted, after.fileName)).toBe(`;${mappingsOf(plain, before.fileName)}`);
  });

  it('leaves the lazy chunks alone: they are not all run at start-up', async () => {
    const hinted = await bundle([compileHintsPlugin()]);
    expect(chunk(hinted, /^assets\/lazy-/).code).not.toContain(COMPILE_HINT);
  });
});
