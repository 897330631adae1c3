import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotePreview } from '../../../../schemas/api/quote';
import { apiGet } from '../../../lib/api-client';

export interface QuotePreviewInput {
  enrollment_id: string;
  name: string;
  email: string;
  message: string;
  /** The effective date chosen in the cart, named by the quote. */
  effective_date: string;
}

/** GET /get-quote-preview-content?...&tab=cart_info&type=preview: `data.content` (escaped HTML). */
export function getQuotePreviewContent(input: QuotePreviewInput, signal?: AbortSignal): Promise<QuotePreview> {
  return apiGet<QuotePreview>(
    '/get-quote-preview-content',
    { ...input, tab: 'cart_info', type: 'preview' },
    { signal },
  );
}

export const quotePreviewQueryKey = (input: QuotePreviewInput) =>
  ['cart', input.enrollment_id, 'quote-preview', input] as const;

export function quotePreviewQueryOptions(input: QuotePreviewInput) {
  return queryOptions({
    queryKey: quotePreviewQueryKey(input),
    queryFn: ({ signal }) => getQuotePreviewContent(input, signal),
  });
}

/** The preview, fetched only while the preview dialog is open. */
export function useQuotePreviewContent(input: QuotePreviewInput | null) {
  return useQuery({
    ...quotePreviewQueryOptions(input ?? { enrollment_id: '', name: '', email: '', message: '', effective_date: '' }),
    enabled: input !== null,
  });
}
