/**
 * The operator's site name and favicon (site parameters SITE_NAME and SITE_FAVICON, spec §3) on the
 * document: the tab title and the icon. Both come from the server as untrusted strings.
 */

/** `Markets · Demo Trading`; the screen title alone without a site name, the site name alone without a screen. */
export function documentTitle(
  screenTitle: string | undefined,
  siteName: string | undefined,
): string {
  const site = siteName?.trim() ?? '';
  const screen = screenTitle?.trim() ?? '';
  if (screen && site) return `${screen} · ${site}`;
  return screen || site;
}

/** An https:, root-relative or data:image URL, nothing else (no javascript:, no protocol-relative). */
const SAFE_ICON =
  /^(?:https:\/\/[^\s"'()<>]+|\/(?!\/)[^\s"'()<>]*|data:image\/(?:png|svg\+xml|x-icon|vnd\.microsoft\.icon|webp);base64,[a-z0-9+/=]+)$/i;

/** An operator image URL (favicon, flag icon) that is safe to load, or undefined. */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  return url && SAFE_ICON.test(url) ? url : undefined;
}

/** The favicon URL to use, or undefined to keep the app's own. */
export const faviconUrl = safeImageUrl;

/** Points the document's icon link at `url` (creating the link if the page has none). */
export function applyFavicon(doc: Document, url: string): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') === url) return;
  link.removeAttribute('type');
  link.href = url;
}
