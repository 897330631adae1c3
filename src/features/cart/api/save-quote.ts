import { useMutation } from '@tanstack/react-query';
import type { SaveQuotePayload } from '../../../../schemas/api/quote';
import type { SaveEnrollmentData } from '../../../../schemas/api/wizard';
import { apiPost } from '../../../lib/api-client';

export interface SaveQuoteInput {
  enrollment_id: string;
  name: string;
  email: string;
  message: string;
  /** The effective date chosen in the cart, named by the quote. */
  effective_date: string;
}

/** POST /save-enrollment with tab 'cart_info': e-mails the cart as a quote; answers the e-mail it went to. */
export async function saveQuote(input: SaveQuoteInput): Promise<{ email: string }> {
  const { effective_date, ...fields } = input;
  const payload: SaveQuotePayload = { ...fields, tab: 'cart_info', data: { effective_date } };
  const data = await apiPost<SaveEnrollmentData>('/save-enrollment', payload);
  return { email: data.result.email };
}

export function useSaveQuote() {
  return useMutation({ mutationFn: saveQuote });
}
