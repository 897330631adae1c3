import { FILE_TYPES, type FileTypeName } from '../../../../schemas/field-types/file';
import { downloadFile } from '../../../lib/download-file';
import { staffGet } from './staff-client';
import { staffSession } from './staff-session';

/** An uploaded file as the console lists it (GET /admin/policies/:policy_id/documents). */
export interface StaffDocument {
  id: string;
  tab: string;
  field: string;
  label: string;
  name: string;
  size: number;
  type: FileTypeName;
  uploaded_at: string;
}

export interface PolicyDocuments {
  policy_id: number;
  enrollment_id: string;
  files: StaffDocument[];
}

/** An enrollment's uploads by its confirmation number (staff; a carrier admin in scope), decision 0310. */
export function getPolicyDocuments(policyId: number): Promise<PolicyDocuments> {
  return staffGet<PolicyDocuments>(`/admin/policies/${policyId}/documents`);
}

/** One file saved under its own name, with the staff token (GET /admin/enrollments/:id/documents/:doc). */
export function downloadStaffDocument(enrollmentId: string, file: StaffDocument): Promise<void> {
  return downloadFile({
    path: `/admin/enrollments/${enrollmentId}/documents/${file.id}`,
    query: {},
    fileName: file.name,
    accept: FILE_TYPES[file.type].mime,
    failure: 'We could not download this document. Please try again.',
    token: staffSession.token(),
  });
}
