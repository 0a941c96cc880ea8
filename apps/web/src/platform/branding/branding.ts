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
