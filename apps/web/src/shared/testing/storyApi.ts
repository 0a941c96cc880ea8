import { getResponse } from 'msw';
import { createApiClient, createMemoryStorage, type ApiClient } from '@repo/api-schema/client';
import { createHandlers } from '@repo/api-schema/mocks';

export type StoryReply = { code: number; msg?: string; data?: unknown } | 'never';

/**
 * A client of the contract for stories: answers come from the typed msw handlers of
 * `@repo/api-schema/mocks` (run in-process with msw's getResponse, no service worker), except the paths
 * in `overrides` (an envelope, or 'never' to stay pending).
 */
export function createStoryApi(overrides: Record<string, StoryReply> = {}): ApiClient {
  const handlers = createHandlers('*/api');
  return createApiClient({
    baseUrl: 'http://mock.test',
    storage: createMemoryStorage(),
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const override = overrides[path];
      if (override === 'never') return new Promise<Response>(() => undefined);
      if (override) {
        return Response.json({ msg: 'success', data: null, ...override });
      }
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
    },
  });
}
