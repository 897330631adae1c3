import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isPlainObject } from '../../schemas/field-values';
import { ANSWERS_WITHHELD } from '../../schemas/masked-values';
import { MESSAGES } from '../../schemas/messages';
import { toHealthPayload } from '../../schemas/steps/health-info';
import { storage } from '../../src/lib/storage';
import { formFieldsQueryKey, useFormFields } from '../../src/wizard/api/get-form-fields';
import {
  CARRIER_QUESTIONS_CALL,
  savedHealthInfoQueryKey,
  useHealthQuestions,
  useSavedHealthInfo,
} from './api-health-step';
import { saveEnrollment } from '../../src/wizard/api/save-enrollment';
import { saveHealthInfo } from './api-save-health-info';
import { carrierHealthAnswers, healthStepDescriptors } from './module';
import { SaveLaterModal } from '../../src/wizard/SaveLaterModal';
import { StepActions } from '../../src/wizard/StepActions';
import { StepRenderer } from '../../src/wizard/StepRenderer';
import { useStepSubmit } from '../../src/wizard/use-step-submit';
import type { WizardStep } from '../../src/wizard/wizard-steps';
// The health questions' styles, shared with the dependent form that asks them too.
import '../../src/wizard/health-step.css';

/**
 * Primary Health Questions (002 sections 2, 4 and 7): the questions and the saved answers become
 * the step's descriptors, the one StepRenderer draws them with the health fields of widgets/, then
 * save, screenshot (health_info) and Next, or review-confirm when navto is set.
 */
export function HealthStepPage({ wizardStep, enrollmentId }: { wizardStep: WizardStep; enrollmentId: string }) {
  const { step } = wizardStep;
  const questions = useHealthQuestions(enrollmentId);
  const saved = useSavedHealthInfo(enrollmentId);
  // A carrier's questions on this step (form-field rules with definitions), answered with their saved values.
  const carrier = useFormFields(CARRIER_QUESTIONS_CALL, enrollmentId);
  const descriptors = useMemo(
    () => healthStepDescriptors(questions.data, saved.data, carrier.data.result),
    [questions.data, saved.data, carrier.data.result],
  );
  const queryClient = useQueryClient();
  const { nav, page, latestRef, formId, serverErrors, busy, saveLater, setSaveLater, submit } = useStepSubmit(
    enrollmentId,
    wizardStep,
  );

  const onSubmit = (payload: Record<string, unknown>) =>
    submit(
      () => saveHealthInfo(enrollmentId, payload),
      () => {
        // 'Successful save clears the spouse-enroll-accepted flag and moves on.'
        storage.remove('isSpouseEnrollAccept');
        void queryClient.invalidateQueries({ queryKey: savedHealthInfoQueryKey(enrollmentId) });
        void queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(CARRIER_QUESTIONS_CALL, enrollmentId) });
      },
    );

  const onChange = useCallback(
    (formData: Record<string, unknown>) => {
      latestRef.current = formData;
    },
    [latestRef],
  );

  return (
    // Every answer on this page is health data: its screenshot shows the questions, never the answers.
    <div ref={page} className="oe-card oe-step" data-sensitive-answers="true">
      <h1>{wizardStep.title}</h1>
      {isPlainObject(saved.data) && saved.data[ANSWERS_WITHHELD] === true && (
        // The server keeps the answers from a session that does not prove the enrollment: the questions start afresh.
        <p className="oe-notice" role="status">
          {MESSAGES.healthAnswersWithheld}
        </p>
      )}
      <StepRenderer
        formId={formId}
        step={step}
        descriptors={descriptors}
        serverErrors={serverErrors}
        onSubmit={(payload) => void onSubmit(payload)}
        onChange={onChange}
      />
      <StepActions nextForm={formId} busy={busy} onBack={nav.goBack} onSaveLater={() => setSaveLater(true)} />
      {saveLater && (
        <SaveLaterModal
          onClose={() => setSaveLater(false)}
          onSend={async (to) => {
            const data = {
              ...toHealthPayload(latestRef.current),
              ...carrierHealthAnswers(descriptors, latestRef.current),
            };
            await saveEnrollment(enrollmentId, { ...to, tab: wizardStep.savedTab, data });
            void queryClient.invalidateQueries({ queryKey: savedHealthInfoQueryKey(enrollmentId) });
            void queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(CARRIER_QUESTIONS_CALL, enrollmentId) });
          }}
        />
      )}
    </div>
  );
}
