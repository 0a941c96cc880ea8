import { describe, expect, it } from 'vitest';
import { applyFavicon, documentTitle } from './branding';

describe('documentTitle', () => {
  it('joins the screen and the site name, and copes with either missing', () => {
    expect(documentTitle('Markets', 'Demo Trading')).toBe('Markets · Demo Trading');
    expect(documentTitle('Markets', undefined)).toBe('Markets');
    expect(documentTitle('Markets', '  ')).toBe('Markets');
    expect(documentTitle(undefined, 'Demo Trading')).toBe('Demo Trading');
    expect(documentTitle(undefined, undefined)).toBe('');
  });
});

describe('applyFavicon', () => {
  it('points the existing icon link at the URL, or adds one', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    applyFavicon(document, '/brand.png');
    const links = document.querySelectorAll('link[rel="icon"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/brand.png');
    expect(links[0]!.hasAttribute('type')).toBe(false);

    document.head.innerHTML = '';
    applyFavicon(document, '/brand.png');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brand.png');
  });
});
