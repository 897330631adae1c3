import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Decorator } from '@storybook/react-vite';

/** Per-story query data, keyed like the hooks' exported query keys, so stories never hit the network. */
export interface StoryQueryData {
  queryData?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  /** The URL the story's MemoryRouter starts at, and the route pattern it renders under. */
  route?: { path: string; pattern?: string };
}

function StoryProviders({ children, params }: { children: ReactNode; params: StoryQueryData }) {
  const [client] = useState(() => {
    const qc = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
    });
    for (const [key, data] of params.queryData ?? []) qc.setQueryData(key, data);
    return qc;
  });
  const path = params.route?.path ?? '/';
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={params.route?.pattern ?? '*'} element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Every story gets a fresh QueryClient (seeded from parameters.queryData) and a MemoryRouter. */
export const withAppProviders: Decorator = (Story, context) => (
  <StoryProviders params={context.parameters as StoryQueryData}>
    <Story />
  </StoryProviders>
);
