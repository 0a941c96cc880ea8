/** The phone home page's addresses: the server paints their first banner in the frame. */
const HOME_PATHS = new Set(['/m', '/m/', '/m/index']);

/**
 * The first home banner the server painted in this page's frame (apps/server
 * src/http/firstPaintBanner.ts), read when the app's code starts, before React replaces the frame.
 */
const painted =
  typeof document === 'undefined'
    ? null
    : (document.getElementById('boot-banner')?.getAttribute('src') ?? null);

/**
 * The image to show where the home banner goes while the app and the banners load (the frame, the
 * home page's loading state): the one already painted, so it stays in place instead of flashing to
 * grey and back. Null elsewhere, and when the server painted none.
 */
export function bootBanner(): string | null {
  return painted && HOME_PATHS.has(window.location.pathname) ? painted : null;
}
