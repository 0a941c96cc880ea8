import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { isSafeBannerUrl, withFrameBanner } from './firstPaintBanner';

const FRAME =
  '<div id="root"><div class="boot-frame" aria-hidden="true"><div class="boot-frame-main">' +
  '<span class="boot-frame-block boot-frame-banner"></span>' +
  '<span class="boot-frame-block boot-frame-row"></span></div></div></div>';
const INDEX_HTML = `<!doctype html><html><head><title>Trading</title></head><body>${FRAME}</body></html>`;

describe('the frame banner markup', () => {
  it('puts the image in the frame’s banner block, fetched first, decorative', () => {
    const html = withFrameBanner(INDEX_HTML, '/banners/simulated.svg');
    expect(html).toContain(
      '<img class="boot-frame-block boot-frame-banner" id="boot-banner" alt="" fetchpriority="high" src="/banners/simulated.svg">',
    );
    expect(html).not.toContain('<span class="boot-frame-block boot-frame-banner">');
    // Nothing else changes.
    expect(
      html.replace(/<img [^>]*>/, '<span class="boot-frame-block boot-frame-banner"></span>'),
    ).toBe(INDEX_HTML);
  });

  it('takes same-site paths and https URLs only, and nothing that could leave the attribute', () => {
    expect(isSafeBannerUrl('/banners/a.png')).toBe(true);
    expect(isSafeBannerUrl('https://cdn.example.com/a.webp?v=2&w=640')).toBe(true);
    for (const bad of [
      '//evil.example/a.png',
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/a.png" onerror="alert(1)',
      "/a.png' onerror='x",
      '/a.png><script>alert(1)</script>',
      '{host}/upload/a.png',
      '/a b.png',
      '',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(isSafeBannerUrl(bad), bad).toBe(false);
      expect(withFrameBanner(INDEX_HTML, bad), bad).toBe(INDEX_HTML);
    }
    expect(withFrameBanner(INDEX_HTML, null)).toBe(INDEX_HTML);
    // A shell without the block (another build) is left as it is.
    expect(withFrameBanner('<div id="root"></div>', '/banners/a.svg')).toBe(
      '<div id="root"></div>',
    );
  });

  it('escapes the ampersands of a query string', () => {
    expect(withFrameBanner(INDEX_HTML, 'https://cdn.example.com/a.png?w=1&h=2')).toContain(
      'src="https://cdn.example.com/a.png?w=1&amp;h=2"',
    );
  });
});

describe('the app shell of the phone home page', () => {
  let app: FastifyInstance;
  let webDist: string;
  let dataDir: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-banner-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-banner-'));
    app = await buildApp({ ...readConfig({}), webDist, dataDir });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('paints the first home banner in the frame on the home addresses only', async () => {
    const first = (
      (await (await app.inject('/api/banner/home_carousel/list')).json()) as {
        data: { image: string }[];
      }
    ).data[0]!.image;
    for (const url of ['/m/index', '/m/index?from=app', '/m', '/m/']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(
        `id="boot-banner" alt="" fetchpriority="high" src="${first}"`,
      );
    }
    for (const url of ['/m/login', '/m/quotation', '/index', '/', '/m/index/x']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('boot-banner');
      expect(res.body, url).toContain('<span class="boot-frame-block boot-frame-banner"></span>');
    }
  });
});
