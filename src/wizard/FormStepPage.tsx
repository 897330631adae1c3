import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../schemas/messages';
import { liveRuleErrors } from '../../schemas/live-rules';
import { toSavePayload } from '../../schemas/to-save-payload';
import { storage } from '../lib/storage';
import { checkEnrollCodeQueryKey, useCheckEnrollCode } from './api/check-enroll-code';
import { useCartPlanInfo } from './api/get-cart-plan-info';
import { formFieldsQueryKey, useFormFields } from './api/get-form-fields';
import { saveEnrollerCode } from './api/save-enroller-code';
import { saveEnrollment } from './api/save-enrollment';
import { useSaveStep } from './api/save-step';
import { lookupZipState } from './api/validate-zip-code';
import { EnrollerCodeModal } from './EnrollerCodeModal';
import { SaveLaterModal } from './SaveLaterModal';
import { verifyContact } from './contact-verification';
import { StepActions } from './StepActions';
import { StepRenderer } from './StepRenderer';
import { useStepSubmit } from './use-step-submit';
import type { WizardStep } from './wizard-steps';

/**
 * A form step (Personal, Contact, Employer): descriptors from the loader's cache, the one
 * StepRenderer, then save, screenshot and Next; save-later on every step.
 */
export function FormStepPage({ wizardStep, enrollmentId }: { wizardStep: WizardStep; enrollmentId: string }) {
  const { step, fieldsCall, saveCall, callParams } = wizardStep;
  const actions = new Set(wizardStep.page.actions ?? []);
  const { data } = useFormFields(fieldsCall, enrollmentId, callParams);
  const save = useSaveStep(saveCall, enrollmentId, fieldsCall, callParams);
  const queryClient = useQueryClient();
  const { nav, page, latestRef, formId, serverErrors, setServerErrors, busy, submit } = useStepSubmit(
    enrollmentId,
    wizardStep,
  );
  const enrollCheck = useCheckEnrollCode(enrollmentId, actions.has('enrollerCode'));
  const cartInfo = useCartPlanInfo(enrollmentId, actions.has('skipWithIha'));
  const showSkip = actions.has('skipWithIha') && cartInfo.data?.is_IHA === true;
  const [modal, setModal] = useState<'save-later' | 'enroller-code' | null>(null);
  const [enrollerError, setEnrollerError] = useState<string>();
  // A live rule failing (retired employer) blocks Next until the value changes (001 section 4).
  const [blocked, setBlocked] = useState(false);
  const showEnrollerCode = actions.has('enrollerCode') && enrollCheck.data?.show_enroll_code === true;

  // 'Next validates, checks the enroller-code requirement, then saves': check-enroll-code says
  // whether this enrollment's group still needs a code (001 sections 4 and 5), so Next posts nothing
  // for stores that need none.
  const enrollerCodeMissing = (): boolean => {
    const missing = showEnrollerCode && enrollCheck.data?.code_required === true && !storage.get('enrollerCode');
    setEnrollerError(missing ? MESSAGES.enrollerCodeRequired : undefined);
    return missing;
  };

  // Skip saves the step with every text field empty, keeping only the flags (the server builds that record).
  const onSubmit = async (payload: Record<string, unknown>, skip = false) => {
    setServerErrors([]);
    if (!skip && enrollerCodeMissing()) return;
    if (!skip && actions.has('verifyContact') && storage.get('enroll_type') === 'existing-member') {
      const failures = await verifyContact(payload);
      if (failures.length > 0) {
        setServerErrors(failures);
        return;
      }
    }
    await submit(() => save.mutateAsync(skip ? { ...payload, skip: true } : payload));
  };

  const onChange = useCallback(
    (formData: Record<string, unknown>) => {
      latestRef.current = formData;
      setBlocked(liveRuleErrors(step, toSavePayload(step, formData)).length > 0);
    },
    [step, latestRef],
  );

  return (
    <div ref={page} className="oe-card oe-step">
      <h1>{wizardStep.title}</h1>
      <StepRenderer
        key={wizardStep.tab}
        formId={formId}
        step={step}
        descriptors={data.result}
        serverErrors={serverErrors}
        onSubmit={(payload) => void onSubmit(payload)}
        onChange={onChange}
        lookupZipState={lookupZipState}
      />
      {enrollerError && (
        <p className="oe-error-text" role="alert">
          {enrollerError}
        </p>
      )}
      <StepActions
        nextForm={formId}
        busy={busy || blocked}
        onBack={nav.goBack}
        onSaveLater={() => setModal('save-later')}
        extra={
          <>
            {showEnrollerCode && (
              <button
                type="button"
                className="oe-button oe-button--secondary"
                onClick={() => setModal('enroller-code')}
              >
                Enter Enroller Code
              </button>
            )}
            {showSkip && (
              <button
                type="button"
                className="oe-button oe-button--secondary"
                onClick={() => void onSubmit(toSavePayload(step, latestRef.current), true)}
              >
                Skip
              </button>
            )}
          </>
        }
      />
      {modal === 'save-later' && (
        <SaveLaterModal
          onClose={() => setModal(null)}
          onSend={async (to) => {
            await saveEnrollment(enrollmentId, {
              ...to,
              tab: wizardStep.savedTab,
              data: toSavePayload(step, latestRef.current),
            });
            // The server now holds these values: a later visit must not show the cached ones.
            void queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(fieldsCall, enrollmentId, callParams) });
          }}
        />
      )}
      {modal === 'enroller-code' && (
        <EnrollerCodeModal
          onClose={() => setModal(null)}
          onSave={async (code) => {
            await saveEnrollerCode(enrollmentId, code);
            setEnrollerError(undefined);
            void queryClient.invalidateQueries({ queryKey: checkEnrollCodeQueryKey(enrollmentId) });
          }}
        />
      )}
    </div>
  );
}
