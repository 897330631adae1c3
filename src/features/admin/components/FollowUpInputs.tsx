import { answerChoices, type DefinitionForm, type FollowUpQuestion } from '../rule-model';
import { SelectInput, TextInput } from './inputs';

interface Props {
  value: DefinitionForm['when'];
  onChange: (next: DefinitionForm['when']) => void;
  /** The other fields of the tab asked wherever this one is (followUpQuestions). */
  questions: readonly FollowUpQuestion[];
  /** The server's errors keyed by path inside the rule (`definition.when.field`). */
  errors: Readonly<Record<string, string>>;
}

/**
 * "Ask only when": the question this field follows up (another field of the tab, by label and
 * name) and the answer that asks it: Yes/No for a yes/no question, the options of a list, else typed.
 */
export function FollowUpInputs({ value, onChange, questions, errors }: Props) {
  const question = questions.find((q) => q.name === value.field);
  // A question no longer offered (removed, or of another scope) stays chosen until changed, so nothing is lost silently.
  const kept =
    value.field !== '' && !question ? [{ value: value.field, label: `${value.field} (not asked in this scope)` }] : [];
  const choices = question ? answerChoices(question.field) : null;
  const answers =
    choices && value.equals !== '' && !choices.some((c) => c.value === value.equals)
      ? [...choices, { value: value.equals, label: value.equals }]
      : choices;
  const equalsError = errors['definition.when.equals'];
  const numeric = question?.field.schema.type === 'integer' || question?.field.schema.type === 'number';
  return (
    <fieldset className="oe-admin-fieldset oe-admin-fieldset--plain">
      <legend>Ask only when</legend>
      <div className="oe-form-grid oe-admin-follow-up">
        <SelectInput
          label="Question"
          hint="Another field of this tab. This field is then asked only while that one has the answer."
          value={value.field}
          options={[
            { value: '', label: 'Always ask this field' },
            ...questions.map((q) => ({ value: q.name, label: `${q.label} (${q.name})` })),
            ...kept,
          ]}
          onChange={(e) => onChange({ field: e.target.value, equals: '' })}
          error={errors['definition.when.field'] ?? errors['definition.when']}
        />
        {value.field !== '' &&
          (answers ? (
            <SelectInput
              label="Has the answer"
              value={value.equals}
              options={[{ value: '', label: 'Choose an answer' }, ...answers]}
              onChange={(e) => onChange({ ...value, equals: e.target.value })}
              error={equalsError}
            />
          ) : (
            <TextInput
              label="Has the answer"
              hint={numeric ? 'A number.' : 'Exactly as the applicant answers it.'}
              value={value.equals}
              inputMode={numeric ? 'decimal' : undefined}
              onChange={(e) => onChange({ ...value, equals: e.target.value })}
              error={equalsError}
            />
          ))}
      </div>
    </fieldset>
  );
}
