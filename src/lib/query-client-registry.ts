import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient for route loaders, which run outside React (TanStack's react-router
 * example: loaders call ensureQueryData). AppProviders registers the client it renders with.
 */
let current: QueryClient | undefined;

/** Registers the client the providers use and returns it. */
export function registerQueryClient(client: QueryClient): QueryClient {
  current = client;
  return client;
}

/** The registered client, or undefined before the providers mounted (loaders then skip prefetching). */
export function registeredQueryClient(): QueryClient | undefined {
  return current;
}
