import type { FastifyInstance } from 'fastify';
import type { FieldDescriptor } from '../../../schemas/descriptors';
import { fileMessages, fileRulesOf } from '../../../schemas/field-types/file';
import { documentsOf } from '../../repositories/documents';

/**
 * The errors of a save's upload answers that only the server can see: a reference that is not one of
 * this enrollment's uploads to that field (`proof: 'Upload this file again'`).
 */
export async function ownDocumentErrors(
  app: FastifyInstance,
  enrollmentId: string,
  tab: string,
  descriptors: readonly FieldDescriptor[],
  payload: Readonly<Record<string, unknown>>,
): Promise<Array<{ target_element: string; error_message: string }>> {
  const fields = descriptors.filter((d) => fileRulesOf(d.definition) !== null && Array.isArray(payload[d.field_name]));
  if (fields.length === 0) return [];
  const stored = await documentsOf(app.db, enrollmentId);
  return fields.flatMap((d) => {
    const refs = payload[d.field_name] as Array<{ id?: unknown }>;
    const own = refs.every((r) => stored.some((s) => s.id === r.id && s.tab === tab && s.fieldName === d.field_name));
    return own ? [] : [{ target_element: d.field_name, error_message: fileMessages.stale }];
  });
}
