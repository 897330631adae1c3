import { useId, useMemo, useState } from 'react';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { MESSAGES } from '../../schemas/messages';
import { STEPS } from '../../schemas/steps';
import { dependentHealthDescriptors, dependentHealthStep, splitDependentPayload } from '../../schemas/steps/dependent-health';
import type { DependentRelationship } from '../../schemas/steps/dependent-info';
import type { SpouseAnswer } from '../../schemas/steps/dependent-list';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import type { DependentItem } from './api/get-dependent-step';
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

/**
 * Server errors of one dependent as the renderer's field targets: `primary_info.<field>` and
 * `health_info.<key>` (002 section 5) lose their prefix, as the one form holds both halves.
 */
export function dependentFormTargets(errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, target_element: e.target_element.replace(/^(primary_info|health_info)\./, '') }));
}

export interface DependentFormProps {
  title: string;
  descriptors: readonly FieldDescriptor[];
  /** The health questions each dependent answers, or null when the health tab is not required. */
  healthQuestions: HealthQuestionSet | null;
  relationship: DependentRelationship;
  /** The dependent being edited (none when adding). */
  initial?: DependentItem;
  /** Resolves once the dependent joined the list; rejects with the server's errors. */
  onSubmit: (item: DependentItem) => Promise<void>;
  onCancel: () => void;
  /** 'The dependent form submit is offered while fewer than 10 dependents exist'. */
  canSubmit: boolean;
}

/**
 * The add ('Dependent #n') or edit form of one dependent: the StepRenderer with Cancel and Submit;
 * with health questions, the dependent's fields and then the questions in the same form.
 */
export function DependentForm({ title, descriptors, healthQuestions, relationship, initial, onSubmit, onCancel, canSubmit }: DependentFormProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const prepared = useMemo(() => {
    const own = dependentDescriptors(descriptors, relationship, initial?.primary_info);
    return healthQuestions ? [...own, ...dependentHealthDescriptors(healthQuestions, initial?.health_info)] : own;
  }, [descriptors, relationship, initial, healthQuestions]);
  return (
    <section className="oe-card oe-dependent-form" aria-label={title}>
      <h2>{title}</h2>
      <StepRenderer
        step={healthQuestions ? dependentHealthStep : STEPS.dependent_info}
        descriptors={prepared}
        serverErrors={errors}
        onSubmit={(payload) => {
          setErrors([]);
          const item = splitDependentPayload(payload, healthQuestions !== null);
          const id = initial?.primary_info.dependent_id;
          if (id !== undefined) item.primary_info.dependent_id = id;
          onSubmit(item as DependentItem).catch((e: unknown) => setErrors(dependentFormTargets(saveFailureErrors(e))));
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
