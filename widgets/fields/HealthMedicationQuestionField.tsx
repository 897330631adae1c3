import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { isEmptyValue, isPlainObject } from '../../schemas/field-values';
import { medicationEntry } from '../../schemas/steps/health-entries';
import { MAX_MEDICATIONS, yesNoFlag } from '../../schemas/steps/health-info';
import { EntrySchemaField } from '../support/EntrySchemaField';
import { YesNoQuestion } from '../support/YesNoQuestion';

const filled = (m: unknown) => isPlainObject(m) && Object.values(m).some((v) => !isEmptyValue(v));

const child = (schema: ErrorSchema | undefined, key: string | number) =>
  (schema as Record<string | number, ErrorSchema> | undefined)?.[key];

/**
 * medication_question (002 sections 2 and 9): Yes / No, and on Yes up to 3 medications. The next
 * entry opens once the one before it holds a value, so an entry sent is never behind an empty one
 * (entries 2 and 3 are sent only when filled, and errors keep their position).
 */
export function HealthMedicationQuestionField(props: FieldProps) {
  const value = isPlainObject(props.formData) ? props.formData : {};
  const medications = Array.isArray(value.medications) ? value.medications : [];
  let shown = 1;
  while (shown < MAX_MEDICATIONS && filled(medications[shown - 1])) shown++;
  const listErrors = child(props.errorSchema, 'medications');
  return (
    <section className="oe-health-question oe-health-medications" data-question-id={String(value.question_id ?? '')}>
      <YesNoQuestion
        parent={props}
        at={[]}
        questionText={String(value.question_text ?? '')}
        value={value.yes_no_flag}
        errorSchema={child(props.errorSchema, 'yes_no_flag')}
      />
      <div className="oe-error-text oe-health-question__error" role="alert">
        {(props.errorSchema?.__errors ?? []).map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
      {yesNoFlag(value.yes_no_flag) === 1 &&
        Array.from({ length: shown }, (_, n) => (
          <div key={n} className="oe-health-medication">
            <h2 className="oe-health-medication__title">
              Medication {n + 1}
              {n > 0 && <span className="oe-muted"> (optional)</span>}
            </h2>
            {/* Entries 2 and 3 are sent only when filled (002 section 9): nothing in them is required. */}
            <EntrySchemaField
              parent={props}
              at={['medications', n]}
              entry={medicationEntry}
              value={medications[n]}
              errorSchema={child(listErrors, n)}
              optional={n > 0}
            />
          </div>
        ))}
    </section>
  );
}
