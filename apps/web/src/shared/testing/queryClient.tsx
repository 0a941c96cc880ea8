import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** A query cache for one test or story: nothing shared with another, no retries, kept while mounted. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity } },
  });
}

/** Gives its children a fresh query cache (one per mount: each story starts empty). */
export function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createTestQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Storybook decorator: each story renders with its own query cache. */
export function withFreshQueryClient(Story: () => ReactNode) {
  return (
    <FreshQueryClient>
      <Story />
    </FreshQueryClient>
  );
}
