import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVALIDATE } from '../http/staticCache';
import { WEB_MANIFEST_PATH } from '../http/webManifest';
import { startTestServer, type TestServer } from './harness';

/** The install manifest follows the operator's site parameters. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

describe('web app manifest', () => {
  it("names the operator's site, its colours and icon, and is revalidated", async () => {
    await server.app.inject({
      method: 'POST',
      url: '/operator/site-params',
      headers: { 'x-operator-token': 'operator-secret-for-tests' },
      payload: {
        SITE_NAME: 'Harbour Markets',
        SITE_FAVICON: '/brand/icon.svg',
        THEME_SEEDS: JSON.stringify({ brand: '#7a1fa2', scheme: 'dark' }),
      },
    });
    const res = await server.app.inject({ method: 'GET', url: WEB_MANIFEST_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.json()).toMatchObject({
      name: 'Harbour Markets',
      short_name: 'Harbour Mark',
      start_url: '/m/index',
      display: 'standalone',
      theme_color: '#7a1fa2',
      background_color: '#121418',
      icons: [{ src: '/brand/icon.svg', type: 'image/svg+xml', sizes: 'any' }],
    });
  });

  it('leaves out an icon that is neither a site path nor https', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/operator/site-params',
      headers: { 'x-operator-token': 'operator-secret-for-tests' },
      payload: { SITE_FAVICON: 'javascript:alert(1)', THEME_SEEDS: 'not json' },
    });
    const body = (await server.app.inject({ method: 'GET', url: WEB_MANIFEST_PATH })).json() as {
      icons: unknown[];
      theme_color: string;
    };
    expect(body.icons).toEqual([]);
    expect(body.theme_color).toBe('#ffffff');
  });
});
