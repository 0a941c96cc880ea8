import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text files worth compressing. index.html is left out: the server renders it per answer (a fresh CSP
 * nonce), so a compressed copy would never be sent; it is under 2 KB anyway.
 */
const TEXT = /\.(?:js|mjs|css|svg|json|map|txt|webmanifest|xml)$/i;
/** Below this a compressed answer does not pay for its header and the decoder's start. */
export const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of a
 * built app, once, at build time; the server sends them to clients that accept them. A variant that is
 * not smaller than the file is not written.
 */
export async function precompress(dir: string): Promise<Precompressed[]> {
  const done: Precompressed[] = [];
  for await (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const source = await fs.readFile(file);
    if (source.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: 9 }),
    ]);
    const result: Precompressed = { file, bytes: source.length, br: null, gz: null };
    if (br.length < source.length) {
      await fs.writeFile(`${file}.br`, br);
      result.br = br.length;
    }
    if (gz.length < source.length) {
      await fs.writeFile(`${file}.gz`, gz);
      result.gz = gz.length;
    }
    done.push(result);
  }
  return done;
}

/** The build step: precompress the output directory after Vite wrote it. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      // A failed build has nothing (or a previous build's files) to compress: its own error is the
      // one to see, not this plugin's failure to read a missing folder.
      if (error || !(await fs.stat(outDir).catch(() => null))) return;
      const done = await precompress(outDir);
      const bytes = done.reduce((sum, d) => sum + d.bytes, 0);
      const br = done.reduce((sum, d) => sum + (d.br ?? d.bytes), 0);
      console.log(
        `precompressed ${done.length} files: ${(bytes / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`,
      );
    },
  };
}
