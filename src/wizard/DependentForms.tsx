import { useId, useMemo, useState } from 'react';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { MESSAGES } from '../../schemas/messages';
import { STEPS } from '../../schemas/steps';
import type { DependentRelationship } from '../../schemas/steps/dependent-info';
import type { SpouseAnswer } from '../../schemas/steps/dependent-list';
import { StepRenderer } from './StepRenderer';
import { saveFailureErrors } from './step-errors';

/** One dependent's descriptors: its values (edit) or none (add), the relationship the tier rules chose. */
export function dependentDescriptors(
  descriptors: readonly FieldDescriptor[],
  relationship: DependentRelationship,
  initial?: Readonly<Record<string, unknown>>,
): FieldDescriptor[] {
  return descriptors.map((d) => {
    if (d.field_name === 'relationship') return { ...d, value: relationship };
    if (d.field_name === 'employed') return d;
    return { ...d, value: initial?.[d.field_name] ?? null };
  });
}

/** Server errors of one dependent (`primary_info.<field>_message`) as the renderer's field targets. */
export function primaryInfoTargets(errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, target_element: e.target_element.replace(/^primary_info\./, '') }));
}

export interface DependentFormProps {
  title: string;
  descriptors: readonly FieldDescriptor[];
  relationship: DependentRelationship;
  initial?: Readonly<Record<string, unknown>>;
  /** Resolves once the dependent joined the list; rejects with the server's errors. */
  onSubmit: (primaryInfo: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  /** 'The dependent form submit is offered while fewer than 10 dependents exist'. */
  canSubmit: boolean;
}

/** The add ('Dependent #n') or edit form of one dependent: the StepRenderer with Cancel and Submit. */
export function DependentForm({ title, descriptors, relationship, initial, onSubmit, onCancel, canSubmit }: DependentFormProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const prepared = useMemo(() => dependentDescriptors(descriptors, relationship, initial), [descriptors, relationship, initial]);
  return (
    <section className="oe-card oe-dependent-form" aria-label={title}>
      <h2>{title}</h2>
      <StepRenderer
        step={STEPS.dependent_info}
        descriptors={prepared}
        serverErrors={errors}
        onSubmit={(payload) => {
          setErrors([]);
          const id = initial?.dependent_id;
          onSubmit(id === undefined ? payload : { ...payload, dependent_id: id }).catch((e: unknown) => setErrors(primaryInfoTargets(saveFailureErrors(e))));
        }}
      >
        <div className="oe-step-actions">
          <button type="button" className="oe-button oe-button--secondary" onClick={onCancel}>
            Cancel
          </button>
          {canSubmit && (
            <button type="submit" className="oe-button oe-button--primary">
              Submit
            </button>
          )}
        </div>
      </StepRenderer>
    </section>
  );
}

/** 'Will you be Enrolling your spouse ?' with Yes / No and Submit; left empty, 'Please Select' (002 sections 2 and 5). */
export function SpouseQuestion({ answer, onAnswer }: { answer: SpouseAnswer; onAnswer: (answer: 'yes' | 'no') => void }) {
  const id = useId();
  const [choice, setChoice] = useState<SpouseAnswer>(answer);
  const [error, setError] = useState<string>();
  return (
    <form
      className="oe-card oe-spouse-question"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === null) return setError(MESSAGES.pleaseSelect);
        setError(undefined);
        onAnswer(choice);
      }}
    >
      <fieldset className="oe-choice-group" aria-describedby={`${id}-error`}>
        <legend className="oe-label">{MESSAGES.spouseQuestion}</legend>
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="oe-check">
            <input type="radio" name={`${id}-spouse`} checked={choice === value} onChange={() => setChoice(value)} />
            <span>{value === 'yes' ? 'Yes' : 'No'}</span>
          </label>
        ))}
      </fieldset>
      <div id={`${id}-error`} className="oe-field__error" role="alert">
        {error}
      </div>
      <button type="submit" className="oe-button oe-button--primary">
        Submit
      </button>
    </form>
  );
}
