/**
 * `{host}` in file URLs (spec §7): the host of FILE_UPLOAD_DOMAIN, or of IP_FILE_UPLOAD_DOMAIN when the
 * site is reached by IP address; null (same host) when unset or not a URL.
 */
export function uploadHost(
  settings: Record<string, string> | undefined,
  pageHost: string = globalThis.location?.hostname ?? '',
): string | null {
  const byIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(pageHost) || pageHost.includes(':');
  const domain =
    (byIp ? settings?.IP_FILE_UPLOAD_DOMAIN : undefined) || settings?.FILE_UPLOAD_DOMAIN;
  if (!domain) return null;
  try {
    return new URL(domain).host;
  } catch {
    return /^[\w.-]+(:\d+)?$/.test(domain) ? domain : null;
  }
}
