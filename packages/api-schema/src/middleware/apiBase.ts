/** Path every REST call lives under (spec §7); the document's `servers` entry. */
export const API_BASE_PATH = '/api';

/**
 * The base URL the client sends to: the backend origin (default: same origin) plus `/api`.
 * An origin that already ends in `/api` is not doubled.
 */
export function apiBaseUrl(origin = ''): string {
  const trimmed = origin.replace(/\/+$/, '');
  return trimmed.endsWith(API_BASE_PATH) ? trimmed : `${trimmed}${API_BASE_PATH}`;
}
