import type { ReactNode } from 'react';
import { MESSAGES } from '../../schemas/messages';

export interface StepActionsProps {
  onBack: () => void;
  onSaveLater: () => void;
  /** Hidden when the step cannot continue yet (beneficiaries below 100%). */
  showNext?: boolean;
  /** Next submits the step's form; outside it, the id of that form. */
  nextForm?: string;
  onNext?: () => void;
  busy?: boolean;
  /** Next's tooltip when not 'Click to continue enrollment' (why it is disabled). */
  nextTitle?: string;
  /** Extra buttons (Enter Enroller Code). */
  extra?: ReactNode;
}

/** Back / Save & Continue Later / Next row of every step. */
export function StepActions({
  onBack,
  onSaveLater,
  showNext = true,
  nextForm,
  onNext,
  busy,
  nextTitle,
  extra,
}: StepActionsProps) {
  return (
    <div className="oe-step-actions">
      <button type="button" className="oe-button oe-button--secondary" onClick={onBack}>
        Back
      </button>
      <div className="oe-step-actions__end">
        {extra}
        <button type="button" className="oe-button oe-button--secondary" onClick={onSaveLater}>
          Save &amp; Continue Later
        </button>
        {showNext && (
          <button
            type={onNext ? 'button' : 'submit'}
            form={nextForm}
            className="oe-button oe-button--primary"
            title={nextTitle ?? MESSAGES.clickToContinueEnrollment}
            disabled={busy}
            onClick={onNext}
          >
            Next
          </button>
        )}
      </div>
    </div>
  );
}
