import { staffPost } from './staff-client';
import type { PreviewBody, PreviewData } from './types';

/** POST /admin/form-field-rules/preview: the draft's descriptors for a plan and group, and the server's errors for `data`. */
export function previewStep(body: PreviewBody): Promise<PreviewData> {
  return staffPost<PreviewData>('admin/form-field-rules/preview', body);
}
