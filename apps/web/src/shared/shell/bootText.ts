/**
 * The page texts the first-paint frame showed before any JavaScript (index.html's frame script, built
 * by src/build/firstPaint.ts: the login heading, the quotes title and search field, in the language
 * the app starts in), read when the app's code starts, before React replaces the frame. The app's own
 * frame (BootFrame) shows them again in the same places while start-up and the first screen load, so
 * the text stays put instead of disappearing until the page renders it.
 */
export interface BootTexts {
  /** The address the frame painted them for. */
  readonly path: string;
  /** The language (`<html lang>`) they are in. */
  readonly lang: string;
  /** Message id → text. */
  readonly texts: Readonly<Record<string, string>>;
}

function capture(): BootTexts | null {
  if (typeof document === 'undefined') return null;
  const root = document.documentElement;
  if (!root.dataset.page) return null;
  const texts: Record<string, string> = {};
  for (const element of document.querySelectorAll('#root [data-boot-text]')) {
    const id = element.getAttribute('data-boot-text');
    if (id && element.textContent) texts[id] = element.textContent;
  }
  return Object.keys(texts).length > 0
    ? { path: window.location.pathname, lang: root.lang, texts }
    : null;
}

const painted = capture();

/**
 * The texts the frame painted, while they still fit: the same address and the same language
 * (`locale`, else the document's), else null (a later navigation, a language change).
 */
export function bootTexts(locale?: string): Readonly<Record<string, string>> | null {
  if (!painted || window.location.pathname !== painted.path) return null;
  return (locale ?? document.documentElement.lang) === painted.lang ? painted.texts : null;
}
