// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { describe, expect, it } from 'vitest';

// The library's own code carries this link (its attribution logo); the mark proves where its code went.
const LIBRARY_MARK = /utm_medium=lwc-link/;

describe('KlineChart in a build', () => {
  it('keeps lightweight-charts out of the chunk that imports KlineChart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kline-chunk-'));
    const entry = path.join(dir, 'entry.ts');
    fs.writeFileSync(
      entry,
      `export { KlineChart } from ${JSON.stringify(path.resolve(__dirname, 'index.ts'))};\n`,
    );
    try {
      const result = (await build({
        configFile: false,
        logLevel: 'silent',
        // The package is the root (vanilla-extract names class files after its package.json).
        root: path.resolve(__dirname, '../../..'),
        plugins: [vanillaExtractPlugin()],
        build: {
          write: false,
          minify: false,
          rollupOptions: {
            input: entry,
            preserveEntrySignatures: 'exports-only',
            // Everything but the chart library stays outside: the test is about where that goes.
            external: (id) =>
              !id.startsWith('.') &&
              !path.isAbsolute(id) &&
              !id.startsWith('lightweight-charts') &&
              !id.startsWith('\0'),
          },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
      const chunks = output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const entryChunk = chunks.find((chunk) => chunk.isEntry);
      expect(entryChunk).toBeDefined();
      expect(entryChunk!.code).not.toMatch(LIBRARY_MARK);
      const libraryChunks = chunks.filter(
        (chunk) => !chunk.isEntry && LIBRARY_MARK.test(chunk.code),
      );
      expect(libraryChunks.length).toBeGreaterThan(0);
      // The entry reaches the library only through a dynamic import.
      expect(entryChunk!.dynamicImports.length).toBeGreaterThan(0);
      expect(
        entryChunk!.imports.some((file) => libraryChunks.some((c) => c.fileName === file)),
      ).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
