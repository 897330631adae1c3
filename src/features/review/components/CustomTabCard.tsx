import { useSuspenseQuery } from '@tanstack/react-query';
import { normalizeDescriptors } from '../../../../schemas/descriptors';
import { hasDefinitionShape, withCarrierFields } from '../../../../schemas/field-definition';
import { fieldDefinition } from '../../../../schemas/step-definition';
import { customStep } from '../../../../schemas/steps';
import { documentOpener } from '../../../wizard/api/get-document';
import { formFieldsQueryOptions } from '../../../wizard/api/get-form-fields';
import { carrierAnswerRow, displayValue, type ReviewSection } from '../review-display';
import { ReviewCard } from './ReviewCard';

/**
 * A carrier's question page on the review: its answers labelled by the carrier's definitions (the
 * descriptors carry the saved values, sensitive ones masked by the server; a repeating group one
 * line per item; an upload its files, each downloadable by this, the enrollment's own, session), and Edit.
 */
export function CustomTabCard({
  enrollmentId,
  tab,
  title,
  onEdit,
}: {
  enrollmentId: string;
  tab: string;
  title: string;
  onEdit: () => void;
}) {
  const { data } = useSuspenseQuery(formFieldsQueryOptions('custom', enrollmentId, { tab }));
  const step = withCarrierFields(customStep(tab), data.result);
  const section: ReviewSection = { rows: [], groups: [] };
  for (const d of normalizeDescriptors(data.result)) {
    if (!d.visible) continue;
    // A repeating group one line per item, an upload its files, as the receipt writes them.
    if (Array.isArray(d.value) && hasDefinitionShape(d.definition)) {
      const row = carrierAnswerRow(d.definition, d.value);
      if (row) section.rows.push(row);
      continue;
    }
    const field = fieldDefinition(step, d.field_name);
    const shown = displayValue(d.field_name, d.value, field);
    if (shown !== undefined)
      section.rows.push({ label: field.label, value: shown, ...(field.sensitive ? { sensitive: true } : {}) });
  }
  return <ReviewCard title={title} section={section} onEdit={onEdit} onOpen={documentOpener(enrollmentId)} />;
}
