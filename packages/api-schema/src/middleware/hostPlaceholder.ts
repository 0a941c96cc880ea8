import type { Middleware } from 'openapi-fetch';

export const HOST_PLACEHOLDER = '{host}';

function replaceDeep(value: unknown, host: string): unknown {
  if (typeof value === 'string') return value.split(HOST_PLACEHOLDER).join(host);
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, host));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceDeep(item, host)]),
    );
  }
  return value;
}

/**
 * Uploaded file URLs arrive with a `{host}` placeholder; replace it in every string of a JSON response
 * with the configured upload host (spec §7; the host usually comes from FILE_UPLOAD_DOMAIN). When the
 * host is not known yet the response passes unchanged.
 */
export function hostPlaceholder(getHost: () => string | null | undefined): Middleware {
  return {
    async onResponse({ response }) {
      const host = getHost();
      if (!host || !response.headers.get('Content-Type')?.includes('application/json'))
        return undefined;
      const text = await response.clone().text();
      if (!text.includes(HOST_PLACEHOLDER)) return undefined;
      const body = JSON.stringify(replaceDeep(JSON.parse(text), host));
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}
