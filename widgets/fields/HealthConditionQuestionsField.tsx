import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { isPlainObject } from '../../schemas/field-values';
import { conditionEntryOf, followUpOf } from '../../schemas/steps/health-entries';
import { isAskedOf, yesNoFlag } from '../../schemas/steps/health-info';
import { useFormValue } from '../support/form-context';
import { EntrySchemaField } from '../support/EntrySchemaField';
import { YesNoQuestion } from '../support/YesNoQuestion';

type Row = Record<string, unknown>;

const child = (schema: ErrorSchema | undefined, key: string | number) =>
  (schema as Record<string | number, ErrorSchema> | undefined)?.[key];

/**
 * condition_questions (002 sections 2-4): one row per question with Yes / No (No by default); Yes
 * opens the question's follow-up entry (the physician layout for 146 and 147, none for 145). A
 * question's own errors (not asked, not answered) show in its row. In a dependent's form a question
 * for one gender only (applies_to_gender) is drawn only while the gender chosen there allows it;
 * errors are keyed by a row's place among the drawn rows (what is sent and checked), values by its
 * place in the form data.
 */
export function HealthConditionQuestionsField(props: FieldProps) {
  const rows: Row[] = Array.isArray(props.formData) ? props.formData.filter(isPlainObject) : [];
  const listErrors = props.errorSchema?.__errors ?? [];
  const title = typeof props.schema.title === 'string' ? props.schema.title : 'Health Questions';
  // Inside another form (a dependent's), the questions get a visible title and a line saying whose they are.
  const help = typeof props.uiSchema?.['ui:help'] === 'string' ? props.uiSchema['ui:help'] : undefined;
  const gender = useFormValue(props.registry, 'gender');
  return (
    <div className="oe-health-questions" role="group" aria-label={title}>
      {help && (
        <div className="oe-health-questions__intro">
          <h3>{title}</h3>
          <p className="oe-muted">{help}</p>
        </div>
      )}
      <div className="oe-error-text oe-health-question__error" role="alert">
        {listErrors.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
      {rows.map((row, i) => {
        if (!isAskedOf(row, gender)) return null;
        const asked = rows.slice(0, i).filter((r) => isAskedOf(r, gender)).length;
        const questionId = Number(row.question_id);
        const entry = conditionEntryOf(followUpOf(questionId));
        const rowErrors = child(props.errorSchema, asked);
        const conditions = Array.isArray(row.conditions) ? row.conditions : [];
        return (
          <section key={questionId} className="oe-health-question" data-question-id={questionId}>
            <YesNoQuestion
              parent={props}
              at={[i]}
              questionText={String(row.question_text ?? '')}
              value={row.yes_no_flag}
              errorSchema={child(rowErrors, 'yes_no_flag')}
            />
            <div className="oe-error-text oe-health-question__error" role="alert">
              {(rowErrors?.__errors ?? []).map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
            {yesNoFlag(row.yes_no_flag) === 1 && entry && (
              <EntrySchemaField
                parent={props}
                at={[i, 'conditions', 0]}
                entry={entry}
                value={conditions[0]}
                errorSchema={child(child(rowErrors, 'conditions'), 0)}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
