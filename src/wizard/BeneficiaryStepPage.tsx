import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { STEPS } from '../../schemas/steps';
import { canContinueBeneficiaries } from '../../schemas/steps/beneficiary-info';
import { BeneficiaryListField, type Beneficiary, type BeneficiaryFormRequest } from '../../widgets/fields/BeneficiaryListField';
import { useFormFields } from './api/get-form-fields';
import { savedBeneficiariesQueryKey, useSavedBeneficiaries } from './api/get-saved-beneficiaries';
import { useSaveBeneficiaryInfo } from './api/save-beneficiary-info';
import { saveEnrollment } from './api/save-enrollment';
import { validateSingleBeneficiary } from './api/validate-single-beneficiary';
import { SaveLaterModal } from './SaveLaterModal';
import { captureStepScreenshot } from './screenshot';
import { StepActions } from './StepActions';
import { StepRenderer } from './StepRenderer';
import { saveFailureErrors } from './step-errors';
import { useWizardNavigation } from './use-wizard-navigation';
import type { WizardStep } from './wizard-steps';

/** The step's descriptors with one beneficiary's values (dob is the existing-user spelling of birthdate). */
export function descriptorsFor(descriptors: readonly FieldDescriptor[], initial?: Beneficiary): FieldDescriptor[] {
  return descriptors.map((d) => ({ ...d, value: initial ? (initial[d.field_name] ?? (d.field_name === 'birthdate' ? initial.dob : undefined) ?? null) : null }));
}

/** The add / edit form of one beneficiary: the StepRenderer with Submit and Cancel. */
export function BeneficiaryForm({ request, descriptors }: { request: BeneficiaryFormRequest; descriptors: readonly FieldDescriptor[] }) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const prepared = useMemo(() => descriptorsFor(descriptors, request.initial), [descriptors, request.initial]);
  return (
    <section className="oe-card" aria-label={request.title}>
      <h2>{request.title}</h2>
      <StepRenderer
        step={STEPS.beneficiary_info}
        descriptors={prepared}
        serverErrors={errors}
        onSubmit={(payload) => {
          setErrors([]);
          const id = request.initial?.beneficiary_id;
          request.onSubmit(id === undefined ? payload : { ...payload, beneficiary_id: id }).catch((e: unknown) => setErrors(saveFailureErrors(e)));
        }}
      >
        <div className="oe-step-actions">
          <button type="button" className="oe-button oe-button--secondary" onClick={request.onCancel}>
            Cancel
          </button>
          <button type="submit" className="oe-button oe-button--primary">
            Submit
          </button>
        </div>
      </StepRenderer>
    </section>
  );
}

/** Beneficiary Information (001 sections 2 and 4): the list, its forms, Next only at exactly 100%. */
export function BeneficiaryStepPage({ wizardStep, enrollmentId }: { wizardStep: WizardStep; enrollmentId: string }) {
  const { data } = useFormFields(wizardStep.fieldsCall, enrollmentId);
  const saved = useSavedBeneficiaries(enrollmentId);
  const [list, setList] = useState<Beneficiary[]>(saved.data);
  const [saveError, setSaveError] = useState<string>();
  const [saveLater, setSaveLater] = useState(false);
  // Next is hidden while a beneficiary's add / edit form is open: its values are not in the list yet.
  const [formOpen, setFormOpen] = useState(false);
  const save = useSaveBeneficiaryInfo(enrollmentId);
  const queryClient = useQueryClient();
  const nav = useWizardNavigation(enrollmentId, wizardStep.tab);
  const page = useRef<HTMLDivElement>(null);

  const onNext = async () => {
    setSaveError(undefined);
    try {
      await save.mutateAsync(list);
    } catch (e) {
      // 'Beneficiary save failure shows the last error_message in a red block above the form.'
      setSaveError(saveFailureErrors(e).at(-1)?.error_message);
      return;
    }
    await captureStepScreenshot(page.current, enrollmentId, wizardStep.savedTab);
    nav.goNext();
  };

  return (
    <div ref={page} className="oe-card oe-step">
      <h1>{wizardStep.title}</h1>
      {saveError && (
        <div className="oe-notice oe-notice--error" role="alert">
          {saveError}
        </div>
      )}
      <BeneficiaryListField
        value={list}
        onChange={setList}
        onEditingChange={setFormOpen}
        validate={async (b) => {
          await validateSingleBeneficiary(enrollmentId, b);
        }}
        renderForm={(request) => <BeneficiaryForm request={request} descriptors={data.result} />}
      />
      <StepActions
        onBack={nav.goBack}
        onSaveLater={() => setSaveLater(true)}
        showNext={canContinueBeneficiaries(list) && !formOpen}
        onNext={() => void onNext()}
        busy={save.isPending}
      />
      {saveLater && (
        <SaveLaterModal
          onClose={() => setSaveLater(false)}
          onSend={async (email) => {
            await saveEnrollment(enrollmentId, { email, tab: wizardStep.savedTab, data: { beneficiaries: list } });
            void queryClient.invalidateQueries({ queryKey: savedBeneficiariesQueryKey(enrollmentId) });
          }}
        />
      )}
    </div>
  );
}
