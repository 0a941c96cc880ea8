import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of answers made per request (the /api JSON): brotli or gzip by the request's
 * Accept-Encoding, only from 1 KiB up (below that the encoding's header and the decoder's start cost
 * about what they save: an error envelope or a settings value is a few hundred bytes). Brotli at
 * quality 4: per request, 11 would cost far more CPU than the few extra bytes it saves.
 *
 * The web app's files are compressed once at build time (apps/web/src/build/precompress.ts) and
 * sent with their Content-Encoding already set, which this hook leaves alone (no double compression).
 * The STOMP WebSocket is an upgraded connection, never an HTTP answer: nothing here touches it.
 */
export const COMPRESS_THRESHOLD = 1024;

export const compressionOptions: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESS_THRESHOLD,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  // Request bodies stay as the contract describes them (no compressed uploads).
  globalDecompression: false,
};

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none
 * (an encoding with q=0 is refused).
 */
export function preferredEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of String(accept ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The app shell, rendered per request (its style nonce), compressed here: the build's compressed
 * copies of index.html cannot carry the nonce. Brotli at quality 5 on a few KiB costs well under a
 * millisecond and sends about a third of the bytes.
 */
export function compressShell(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(html, { level: 6 });
}
