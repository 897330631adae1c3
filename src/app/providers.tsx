import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '../lib/api-client';
import { registerQueryClient } from '../lib/query-client-registry';

/** A 4xx answer (bad input, unknown name, refused session) will not change on a second try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 429)
    return false;
  return failureCount < 1;
}

/** The app's query defaults: one retry for reads, none for writes (they are not all idempotent), 30 s freshness. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => registerQueryClient(queryClient ?? createQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
