/** Cookie access, injectable so tests never touch `document.cookie`. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds?: number): void;
  remove(name: string): void;
}

/** What the jar needs from the page: the cookie string and whether it was served over https. */
export interface CookieDocument {
  cookie: string;
  readonly location: { readonly protocol: string };
}

/**
 * Cookies for this site: path `/`, `SameSite=Strict` always, `Secure` on https (ARCHITECTURE.md,
 * security decisions). Names and values are URI-encoded so a token can hold any character.
 */
export function createDocumentCookieJar(doc: CookieDocument = document): CookieJar {
  const attributes = () =>
    `; Path=/; SameSite=Strict${doc.location.protocol === 'https:' ? '; Secure' : ''}`;
  return {
    get(name) {
      const wanted = encodeURIComponent(name);
      for (const part of doc.cookie.split(';')) {
        const separator = part.indexOf('=');
        if (separator === -1) continue;
        if (part.slice(0, separator).trim() !== wanted) continue;
        try {
          return decodeURIComponent(part.slice(separator + 1).trim());
        } catch {
          return null;
        }
      }
      return null;
    },
    set(name, value, maxAgeSeconds) {
      const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(maxAgeSeconds)}`;
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes()}${maxAge}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=${attributes()}; Max-Age=0`;
    },
  };
}
