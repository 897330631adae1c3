import { useState } from 'react';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import type { StepDefinition } from '../../schemas/step-definition';
import { StepRenderer } from './StepRenderer';
import { saveFailureErrors } from './step-errors';

export interface PersonFormProps {
  /** 'Beneficiary #n', 'Dependent #n': the section's name and heading. */
  title: string;
  /** Classes beside oe-card. */
  className?: string;
  step: StepDefinition;
  /** One person's descriptors with the values to edit (none when adding). */
  descriptors: readonly FieldDescriptor[];
  /** Resolves once the person joined the list; rejects with the server's errors, shown under their fields. */
  onSubmit: (payload: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  /** The server's error targets as the form's fields (default: as they come). */
  errorTargets?: (errors: FieldError[]) => FieldError[];
  /** Submit is offered (default true). */
  canSubmit?: boolean;
}

/** The add / edit form of one person of a people list: the StepRenderer with Cancel and Submit. */
export function PersonForm({
  title,
  className,
  step,
  descriptors,
  onSubmit,
  onCancel,
  errorTargets = (e) => e,
  canSubmit = true,
}: PersonFormProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  return (
    <section className={className ? `oe-card ${className}` : 'oe-card'} aria-label={title}>
      <h2>{title}</h2>
      <StepRenderer
        step={step}
        descriptors={descriptors}
        serverErrors={errors}
        onSubmit={(payload) => {
          setErrors([]);
          onSubmit(payload).catch((e: unknown) => setErrors(errorTargets(saveFailureErrors(e))));
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
