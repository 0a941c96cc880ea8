import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import {
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_PATH,
  CSP_REPORT_RATE,
  contentSecurityPolicy,
  inlineHashes,
  operatorScriptOrigins,
} from './securityHeaders';

const INLINE_SCRIPT = 'window.__boot = { started: Date.now() };\n';
const INLINE_STYLE = 'body { margin: 0 }';
const INDEX_HTML =
  '<!doctype html>\n<html lang="en-US">\n  <head>\n    <meta charset="UTF-8" />\n' +
  `    <script>${INLINE_SCRIPT}</script>\n` +
  '    <script type="module" crossorigin src="/assets/app.js"></script>\n' +
  `    <style>${INLINE_STYLE}</style>\n` +
  '  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const OPERATOR_TOKEN = 'security-headers-test-token';

let app: FastifyInstance;
let webDist: string;
let dataDir: string;
const reports: unknown[] = [];

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-headers-'));
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith('CSP report ')) {
      reports.push(JSON.parse(first.slice('CSP report '.length)));
    } else warn(...args);
  });
  app = await buildApp({
    ...readConfig({}),
    webDist,
    dataDir,
    operatorToken: OPERATOR_TOKEN,
  });
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Directive name → its sources. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy header').toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  for (const sources of csp.values()) {
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
  }
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain('https:');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
  expect(csp.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'ws://localhost:80', 'wss://localhost:80']),
  );
  expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy-report-only']).toMatch(
    /^require-trusted-types-for 'script';.*report-uri \/csp-report/,
  );
  return csp;
}

describe('security headers on every answer', () => {
  it.each([
    ['the app shell at /', 'GET', '/', 200],
    ['a client route (SPA fallback)', 'GET', '/m/index', 200],
    ['/index.html itself', 'GET', '/index.html', 200],
    ['a built asset', 'GET', '/assets/app.js', 200],
    ['a missing asset', 'GET', '/assets/gone-1234.js', 404],
    ['an /api call', 'GET', '/api/health', 200],
    ['an /api call without its token', 'POST', '/api/user/info', 401],
    ['an unknown /api route', 'GET', '/api/nope', 404],
    ['a HEAD of the app shell', 'HEAD', '/m/login', 200],
    ['a POST to a page', 'POST', '/m/index', 404],
  ] as const)('%s', async (_name, method, url, status) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it('on Fastify’s own errors: malformed JSON and an oversized body', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad);
    const big = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(70 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expectSecurityHeaders(big);
  });

  it('allows the inline script and style of the built index.html by their hashes', async () => {
    const csp = expectSecurityHeaders(await app.inject('/m/quotation'));
    expect(csp.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT)]);
    expect(csp.get('style-src')).toEqual(expect.arrayContaining(["'self'", hashOf(INLINE_STYLE)]));
  });

  it('gives each app-shell answer a fresh style nonce, published in the page and never cached', async () => {
    const nonces = [];
    for (const url of ['/', '/m/index', '/index.html']) {
      const res = await app.inject(url);
      const meta = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]+)">/.exec(res.body);
      expect(meta, res.body).not.toBeNull();
      expect(directives(res).get('style-src')).toContain(`'nonce-${meta![1]}'`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      // The rest of the page is the built file, unchanged.
      expect(res.body.replace(meta![0], '')).toBe(INDEX_HTML);
      nonces.push(meta![1]);
    }
    expect(new Set(nonces).size).toBe(3);
    // HEAD answers as GET would: no validators, no caching, a nonce, the length of the page.
    const head = await app.inject({ method: 'HEAD', url: '/m/login' });
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers.etag).toBeUndefined();
    expect(head.headers['last-modified']).toBeUndefined();
    expect(
      directives(head)
        .get('style-src')!
        .some((s) => s.startsWith("'nonce-")),
    ).toBe(true);
    expect(Number(head.headers['content-length'])).toBe(
      Buffer.byteLength((await app.inject('/m/login')).body),
    );
    // Assets keep their caching validators and carry no nonce.
    const asset = await app.inject('/assets/app.js');
    expect(asset.headers.etag).toBeTruthy();
    expect(
      directives(asset)
        .get('style-src')!
        .some((s) => s.startsWith("'nonce-")),
    ).toBe(false);
  });

  it('answers an /api call without looking at index.html on disk (the shell reads it each time)', async () => {
    const file = path.join(webDist, 'index.html');
    const stat = vi.spyOn(fs, 'statSync');
    try {
      const api = await app.inject('/api/health');
      expect(api.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
      expect(stat.mock.calls.filter(([f]) => f === file)).toHaveLength(0);
      await app.inject('/m/index');
      expect(stat.mock.calls.filter(([f]) => f === file).length).toBeGreaterThan(0);
    } finally {
      stat.mockRestore();
    }
  });

  it('looks for a missing index.html (an API-only server) once, not on every /api call', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'no-shell-'));
    const bare = await buildApp({ ...readConfig({}), webDist: dist, dataDir: 'memory://' });
    const file = path.join(dist, 'index.html');
    const stat = vi.spyOn(fs, 'statSync');
    try {
      await bare.inject('/api/health');
      await bare.inject('/api/health');
      await bare.inject('/api/health');
      expect(stat.mock.calls.filter(([f]) => f === file)).toHaveLength(1);
    } finally {
      stat.mockRestore();
      await bare.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('picks up a rebuilt index.html (new inline script → new hash)', async () => {
    const file = path.join(webDist, 'index.html');
    const changed = INDEX_HTML.replace(INLINE_SCRIPT, 'window.__boot = 2;');
    fs.writeFileSync(file, changed);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    try {
      const res = await app.inject('/m/index');
      expect(directives(res).get('script-src')).toEqual(["'self'", hashOf('window.__boot = 2;')]);
      expect(res.body).toContain('window.__boot = 2;');
    } finally {
      fs.writeFileSync(file, INDEX_HTML);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('allows the operator’s service and statistics scripts from their configured origins only, re-read when the site parameters change', async () => {
    const before = directives(await app.inject('/m/index'));
    expect(before.get('script-src')!.filter((s) => s.startsWith('https://'))).toEqual([]);

    const set = await app.inject({
      method: 'POST',
      url: '/operator/site-params',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      payload: {
        ONLINE_SERVICE_SCRIPT: 'https://chat.example.com/widget.js?id=42',
        STATISTICS_SCRIPT: '<script async src="https://stats.example.net:8443/s.js"></script>',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    await vi.waitFor(async () => {
      const csp = directives(await app.inject('/m/index'));
      expect(csp.get('script-src')).toEqual([
        "'self'",
        hashOf(INLINE_SCRIPT),
        'https://chat.example.com',
        'https://stats.example.net:8443',
      ]);
      expect(csp.get('connect-src')).toContain('https://chat.example.com');
    });

    await app.inject({
      method: 'POST',
      url: '/operator/site-params',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      payload: { ONLINE_SERVICE_SCRIPT: '', STATISTICS_SCRIPT: '' },
    });
    await vi.waitFor(async () => {
      const csp = directives(await app.inject('/m/index'));
      expect(csp.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT)]);
    });
  });

  it('puts the STOMP endpoint’s host in connect-src only when the Host header is a plain host', async () => {
    const res = await app.inject({ url: '/api/health', headers: { host: 'trade.example.com' } });
    expect(directives(res).get('connect-src')).toEqual([
      "'self'",
      'ws://trade.example.com',
      'wss://trade.example.com',
    ]);
    const hostile = await app.inject({
      url: '/api/health',
      headers: { host: "evil.example; script-src 'unsafe-inline'" },
    });
    expect(hostile.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(directives(hostile).get('connect-src')).toEqual(["'self'"]);
  });
});

describe('the CSP report endpoint', () => {
  it('logs report-uri and Reporting API reports and answers 204', async () => {
    reports.length = 0;
    const legacy = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/m/index',
          'effective-directive': 'require-trusted-types-for',
          'blocked-uri': 'trusted-types-sink',
          disposition: 'report',
          'script-sample': 'Element innerHTML|<b>x</b>',
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const modern = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost/m/login',
          body: {
            documentURL: 'http://localhost/m/login',
            effectiveDirective: 'style-src-elem',
            blockedURL: 'inline',
            disposition: 'enforce',
            sourceFile: 'http://localhost/assets/app.js',
            lineNumber: 3,
          },
        },
      ]),
    });
    expect(modern.statusCode).toBe(204);
    expect(modern.headers['x-content-type-options']).toBe('nosniff');
    expect(reports).toEqual([
      expect.objectContaining({
        documentUrl: 'http://localhost/m/index',
        directive: 'require-trusted-types-for',
        disposition: 'report',
      }),
      expect.objectContaining({
        documentUrl: 'http://localhost/m/login',
        directive: 'style-src-elem',
        blocked: 'inline',
        source: 'http://localhost/assets/app.js:3',
      }),
    ]);
  });

  it('refuses an oversized body and a body that is not JSON, in the envelope', async () => {
    const big = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': { 'script-sample': 'x'.repeat(CSP_REPORT_BODY_LIMIT) },
      }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, data: null });
    const garbage = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 400, data: null });
  });

  it('limits reports per client address', async () => {
    const send = (ip: string) =>
      app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        remoteAddress: ip,
        headers: { 'content-type': 'application/csp-report' },
        payload: '{"csp-report":{}}',
      });
    const statuses: number[] = [];
    for (let i = 0; i < CSP_REPORT_RATE.max + 2; i++)
      statuses.push((await send('192.0.2.7')).statusCode);
    expect(statuses.slice(0, CSP_REPORT_RATE.max).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(CSP_REPORT_RATE.max)).toEqual([429, 429]);
    const limited = await send('192.0.2.7');
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    expect((await send('192.0.2.8')).statusCode).toBe(204);
  });
});

describe('policy parts', () => {
  it('hashes inline scripts and styles, not external scripts', () => {
    expect(inlineHashes(INDEX_HTML)).toEqual({
      scripts: [hashOf(INLINE_SCRIPT)],
      styles: [hashOf(INLINE_STYLE)],
    });
    // The browser hashes the text after the parser turns CRLF into LF.
    expect(inlineHashes('<script>a;\r\nb;</script>').scripts).toEqual([hashOf('a;\nb;')]);
  });

  it('takes only https origins from the operator script parameters', () => {
    expect(
      operatorScriptOrigins({
        ONLINE_SERVICE_SCRIPT: '<script src="//cdn.example.org/w.js"></script>',
        STATISTICS_SCRIPT:
          'http://insecure.example.com/s.js javascript:alert(1) https://a.example/x',
        SITE_FAVICON: 'https://not-a-script.example/favicon.ico',
      }),
    ).toEqual(['https://a.example', 'https://cdn.example.org']);
    expect(operatorScriptOrigins({})).toEqual([]);
  });

  it('builds the policy without a host when none is safe', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      operatorOrigins: [],
      host: 'a b',
    });
    expect(policy).toContain("connect-src 'self';");
  });
});
