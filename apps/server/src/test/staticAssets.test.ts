import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../http/staticCache';
import { startTestServer, type TestServer } from './harness';

/**
 * The built web app as a phone receives it: hashed assets compressed once at build time (brotli, or
 * gzip for clients without it), cached for a year as immutable; other files revalidated; the app shell
 * never cached.
 */
let server: TestServer;
let webDist: string;
const js = 'export const price = "96191.77";\n'.repeat(300);

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'server-static-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const asset = path.join(webDist, 'assets', 'index-AbCd1234.js');
  fs.writeFileSync(asset, js);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(js));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(js));
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

describe('static files of the web app', () => {
  it('sends the brotli copy to a client that accepts br, with the immutable cache header', async () => {
    const res = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('revalidates files that keep their name across builds, and never caches the app shell', async () => {
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe(REVALIDATE);
    const shell = await get('/m/index', 'br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    // Rendered per request (its style nonce), so compressed per request too.
    expect(shell.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('csp-nonce');
  });

  it('answers a missing hashed asset with 404', async () => {
    expect((await get('/assets/index-Old12345.js', 'br')).statusCode).toBe(404);
  });
});
