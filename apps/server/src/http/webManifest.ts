import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/context';
import { siteParams } from '../modules/content/service';
import { REVALIDATE } from './staticCache';

/**
 * The web app manifest (install to home screen), from the site parameters: the operator's name, its
 * colours (THEME_SEEDS: brand for the browser's bars, the light or dark page for the splash) and its
 * icon (SITE_FAVICON, and the theme's logo when it has one). Read per request, so an operator's change
 * shows at the next install or manifest check; revalidated, never kept stale.
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The built-in light theme's page and brand colours (packages/ui themes/light/seed.ts). */
const DEFAULT_BACKGROUND = '#ffffff';
const DARK_BACKGROUND = '#121418';
const DEFAULT_THEME_COLOR = '#ffffff';
const HEX = /^#[0-9a-f]{6}$/i;

interface Seeds {
  brand?: unknown;
  scheme?: unknown;
  logo?: unknown;
}

function seedsOf(raw: string | undefined): Seeds {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as Seeds) : {};
  } catch {
    return {};
  }
}

function iconType(src: string) {
  if (/\.svg(?:$|\?)/i.test(src)) return 'image/svg+xml';
  if (/\.png(?:$|\?)/i.test(src)) return 'image/png';
  if (/\.(?:jpe?g)(?:$|\?)/i.test(src)) return 'image/jpeg';
  if (/\.ico(?:$|\?)/i.test(src)) return 'image/x-icon';
  return undefined;
}

/** A same-site path or an https URL; anything else is left out. */
const safeIcon = (value: unknown): value is string =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https:\/\//i.test(value));

export function webManifest(params: Readonly<Record<string, string | undefined>>) {
  const seeds = seedsOf(params.THEME_SEEDS);
  const name = (params.SITE_NAME || 'Trading').slice(0, 45);
  const icons = [params.SITE_FAVICON, seeds.logo].filter(safeIcon).map((src) => ({
    src,
    sizes: 'any',
    purpose: 'any',
    ...(iconType(src) ? { type: iconType(src) } : {}),
  }));
  return {
    name,
    short_name: name.slice(0, 12),
    id: '/m/index',
    start_url: '/m/index',
    scope: '/',
    display: 'standalone',
    background_color: seeds.scheme === 'dark' ? DARK_BACKGROUND : DEFAULT_BACKGROUND,
    theme_color:
      typeof seeds.brand === 'string' && HEX.test(seeds.brand) ? seeds.brand : DEFAULT_THEME_COLOR,
    icons,
  };
}

export function registerWebManifest(app: FastifyInstance, ctx: AppContext) {
  app.get(WEB_MANIFEST_PATH, async (_request, reply) => {
    const params = (await siteParams(ctx)) as Record<string, string | undefined>;
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(JSON.stringify(webManifest(params)));
  });
}
