import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cart reading hook keys under ['cart', enrollmentId, ...] (count, amount, lines, dates),
 * and the plan lists and the comparison mark what is in the cart: a cart change refreshes them all.
 */
export function invalidateCart(queryClient: QueryClient, enrollmentId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cart', enrollmentId] }),
    queryClient.invalidateQueries({ queryKey: ['filtered-plans', enrollmentId] }),
    queryClient.invalidateQueries({ queryKey: ['compare-plans', enrollmentId] }),
  ]).then(() => undefined);
}
