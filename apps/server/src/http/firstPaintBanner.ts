import type { AppContext } from '../kernel/context';
import { banners } from '../modules/content/service';

/**
 * The phone home page's largest paint is its first banner. The app shell's frame (apps/web
 * src/app/BootFrame.ts, written into index.html at build time) has a grey block where the banner goes;
 * for the home page's addresses the server puts the first banner's image there, so the browser
 * fetches it with the page (before any JavaScript) and paints it where the carousel will show it.
 * The app's frame and the carousel's loading state show the same image (`id="boot-banner"`), so it
 * never flashes while the app takes over.
 */

/** The addresses of the phone app's home page (the desktop home has another layout). */
const HOME_PATHS = new Set(['/m', '/m/', '/m/index']);
/** The frame's banner block as the build writes it (renderToStaticMarkup of BootFrame). */
const FRAME_BANNER = '<span class="boot-frame-block boot-frame-banner"></span>';
/** Where the home banners are configured (the position the home page lists). */
const HOME_POSITION = 'home_carousel';
/** Banners change rarely; one read serves the shell for this long. */
const CACHE_MS = 30_000;
/**
 * A same-site path or an https URL with nothing that could end the attribute; an upload URL still
 * carrying its `{host}` placeholder (the client resolves it) is left to the app.
 */
const SAFE_IMAGE_URL = /^(?:\/(?!\/)|https:\/\/)[^\s"'<>`{}\\]{1,500}$/;

export const isSafeBannerUrl = (url: string) => SAFE_IMAGE_URL.test(url);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell with the banner's image in the frame's banner block (unchanged without one). With a banner
 * the page's largest paint is in the HTML and the web app's start script (apps/web
 * src/build/startAfterPaint.ts) imports the entry once it has painted.
 */
export function withFrameBanner(html: string, image: string | null): string {
  if (!image || !isSafeBannerUrl(image) || !html.includes(FRAME_BANNER)) return html;
  const img =
    `<img class="boot-frame-block boot-frame-banner" id="boot-banner" alt="" ` +
    `fetchpriority="high" src="${escapeAttribute(image)}">`;
  return html.replace(FRAME_BANNER, img);
}

/**
 * The image of the first home banner for a request of a home address (null otherwise, and when there
 * is no banner or it cannot be read: the frame keeps its grey block).
 */
export function frameBannerSource(ctx: AppContext, now: () => number = Date.now) {
  let cached: { at: number; image: Promise<string | null> } | null = null;
  const read = async () => {
    const list = await banners(ctx, HOME_POSITION);
    return list[0]?.image ?? null;
  };
  return (url: string): Promise<string | null> => {
    const path = url.split('?')[0] ?? '';
    if (!HOME_PATHS.has(path)) return Promise.resolve(null);
    const at = now();
    if (!cached || at - cached.at >= CACHE_MS) {
      cached = {
        at,
        image: read().catch((error: unknown) => {
          console.error('reading the home banner for the first paint failed', error);
          return null;
        }),
      };
    }
    return cached.image;
  };
}
