import path from 'node:path';

/**
 * Cache rules of the built web app's files. Vite names everything under `assets/` by its content hash,
 * so those never change: a year, immutable, no revalidation. Everything else (favicon, banner images,
 * the service worker later) keeps its name across builds and is revalidated each time (`no-cache`
 * still lets the browser keep it and send a conditional request). The app shell (index.html) is
 * rendered per answer with a CSP nonce and sent `no-cache` (securityHeaders.ts).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function staticCacheHeaders(webDist: string) {
  const assets = path.join(path.resolve(webDist), 'assets') + path.sep;
  return (res: { setHeader(name: string, value: string): unknown }, file: string) => {
    res.setHeader('cache-control', path.resolve(file).startsWith(assets) ? IMMUTABLE : REVALIDATE);
    // The same URL answers brotli, gzip or plain by the request's Accept-Encoding.
    res.setHeader('vary', 'accept-encoding');
  };
}
