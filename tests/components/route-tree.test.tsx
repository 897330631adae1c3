import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteTree } from '../../src/app/route-tree';

// The app renders its route table with the component router (src/app/route-tree.tsx).
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Layout() {
  return (
    <div>
      <Link to="/b">to b</Link> <Link to="/c">to c</Link>
      <Outlet />
    </div>
  );
}

describe('RouteTree', () => {
  it('runs loaders with the chunk, waits for both, keeps the previous screen meanwhile and shows RouteError for a failed chunk', async () => {
    const chunkB = deferred<{ Component: ComponentType; loader: () => Promise<null> }>();
    const dataB = deferred<null>();
    const chunkC = deferred<{ Component: ComponentType }>();
    const parentLoader = vi.fn(() => null);
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: Layout,
        loader: parentLoader,
        children: [
          { index: true, lazy: async () => ({ Component: () => <h1>Page A</h1> }) },
          { path: 'b', lazy: () => chunkB.promise },
          { path: 'c', lazy: () => chunkC.promise },
        ],
      },
    ];
    // Suspending renders settle only inside an awaited act (React's test environment).
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/']}>
          <RouteTree routes={routes} />
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeTruthy();
    expect(parentLoader).toHaveBeenCalledTimes(1);

    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    // The chunk is not there yet: page A stays.
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeTruthy();
    const loaderB = vi.fn(() => dataB.promise);
    await act(async () => chunkB.resolve({ Component: () => <h1>Page B</h1>, loader: loaderB }));
    expect(loaderB).toHaveBeenCalledTimes(1);
    // The chunk's loader has not answered: page A still.
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeTruthy();
    await act(async () => dataB.resolve(null));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeTruthy();
    expect(parentLoader).toHaveBeenCalledTimes(2);

    await act(async () => screen.getByRole('link', { name: 'to c' }).click());
    await act(async () => chunkC.reject(new Error('chunk failed')));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
