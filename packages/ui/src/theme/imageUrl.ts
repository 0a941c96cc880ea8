/**
 * Image URLs an operator may configure (logo, favicon, flag icons): https:, root-relative or a base64
 * data:image. Nothing else: no javascript:, no plain http:, no protocol-relative `//host`, no quotes
 * or brackets that could break out of an attribute or a CSS url().
 */
const SAFE_IMAGE_URL =
  /^(?:https:\/\/[^\s"'()<>]+|\/(?!\/)[^\s"'()<>]*|data:image\/(?:png|svg\+xml|x-icon|vnd\.microsoft\.icon|webp);base64,[a-z0-9+/=]+)$/i;

export function isSafeImageUrl(value: unknown): value is string {
  return typeof value === 'string' && SAFE_IMAGE_URL.test(value);
}

/** The trimmed URL when it is safe to load, otherwise undefined. */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  return isSafeImageUrl(url) ? url : undefined;
}
