import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD } from '../http/compression';
import { startTestServer, type TestServer } from './harness';

/**
 * API answers are compressed per request when they are large enough to pay for it, with the encoding
 * the client accepts; small answers and the build-time compressed assets are sent as they are.
 */
let server: TestServer;
let webDist: string;
const js = 'export const price = "96191.77";\n'.repeat(300);
const asset = '/assets/index-AbCd1234.js';
const shellHtml = `<!doctype html><html><head><title>Trading</title></head><body><div id="root">${'<span class="boot-frame-block boot-frame-row"></span>'.repeat(40)}</div></body></html>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'server-compress-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), shellHtml);
  fs.writeFileSync(path.join(webDist, asset), js);
  fs.writeFileSync(path.join(webDist, `${asset}.br`), zlib.brotliCompressSync(js));
  server = await startTestServer({ webDist });
}, 60_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

const productList = '/api/trade/product/list?size=50';

describe('compression of API answers', () => {
  it('compresses a large answer with brotli when the client accepts it', async () => {
    const plain = await get(productList);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(productList, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const data = (
      JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()) as { data: unknown }
    ).data;
    expect(data).toEqual((JSON.parse(plain.body) as { data: unknown }).data);
  });

  it('uses gzip for a client without brotli', async () => {
    const gz = await get(productList, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toHaveProperty('data');
  });

  it('sends an answer below the threshold uncompressed', async () => {
    const small = await get('/api/health', 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the build-time brotli copy of an asset as it is (not compressed twice)', async () => {
    const res = await get(asset, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(webDist, `${asset}.br`)))).toBe(true);
  });
});

describe('compression of the app shell', () => {
  it('sends the shell of a client route (rendered per request) with brotli, else gzip, else plain', async () => {
    const br = await get('/m/index', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<meta property="csp-nonce"');
    expect(html).toContain('boot-frame-row');
    expect(br.rawPayload.length).toBeLessThan(html.length / 2);

    const gz = await get('/m/login', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('boot-frame-row');

    const plain = await get('/m/index');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('boot-frame-row');
  });
});
