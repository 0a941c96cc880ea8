// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, precompressPlugin } from './precompress';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of text files that decode to the original, and skips the rest', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = 'export const price = "96191.77";\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'index-AbCd1234.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-AbCd1234.css'), 'a{b:c}');
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>'.repeat(200));
    fs.writeFileSync(path.join(dir, 'banner.png'), Buffer.alloc(4096, 7));

    const done = await precompress(dir);

    const file = path.join(dir, 'assets', 'index-AbCd1234.js');
    expect(done.map((d) => path.relative(dir, d.file))).toEqual(['assets/index-AbCd1234.js']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(done[0]!.br!).toBeLessThan(done[0]!.gz!);
    // Too small to pay, rendered per answer by the server, not text:
    for (const skipped of ['assets/tiny-AbCd1234.css', 'index.html', 'banner.png']) {
      expect(fs.existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
    }
  });

  it("leaves a failed build alone: no compression, no error of its own over the build's", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.writeFileSync(path.join(dir, 'index-AbCd1234.js'), 'export const a = 1;\n'.repeat(400));
    const plugin = precompressPlugin();
    const configResolved = plugin.configResolved as (config: unknown) => void;
    const closeBundle = plugin.closeBundle as (error?: Error) => Promise<void>;

    configResolved({ root: dir, build: { outDir: '.' } });
    await closeBundle(new Error('the build failed'));
    expect(fs.existsSync(path.join(dir, 'index-AbCd1234.js.br'))).toBe(false);

    configResolved({ root: dir, build: { outDir: 'missing' } });
    await expect(closeBundle()).resolves.toBeUndefined();

    configResolved({ root: dir, build: { outDir: '.' } });
    await closeBundle();
    expect(fs.existsSync(path.join(dir, 'index-AbCd1234.js.br'))).toBe(true);
  });
});
