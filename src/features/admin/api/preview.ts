import { linearPatternsFor } from '../../../lib/linear-patterns';
import { staffPost } from './staff-client';
import type { PreviewBody, PreviewData } from './types';

/** POST /admin/form-field-rules/preview: the draft's descriptors for a plan and group, and the server's errors for `data`. */
export async function previewStep(body: PreviewBody): Promise<PreviewData> {
  const data = await staffPost<PreviewData>('admin/form-field-rules/preview', body);
  await linearPatternsFor(data.descriptors);
  return data;
}
