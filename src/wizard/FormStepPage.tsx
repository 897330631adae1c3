import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveRuleErrors } from '../../schemas/live-rules';
import { toSavePayload } from '../../schemas/to-save-payload';
import { FORM_ACTIONS } from '../../steps/pages';
import { formFieldsQueryKey, useFormFields } from './api/get-form-fields';
import { saveEnrollment } from './api/save-enrollment';
import { useSaveStep } from './api/save-step';
import { lookupZipState } from './api/validate-zip-code';
import { uploadDocument } from './api/upload-document';
import { isCustomTabName } from '../../schemas/steps/tabs';
import { SaveLaterModal } from './SaveLaterModal';
import type { BeforeSave, FormAction, FormActionProps } from './form-actions';
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
  const [modal, setModal] = useState<'save-later' | null>(null);
  // The page actions its kind folders implement (steps/pages.ts): their buttons, notice and checks before a save.
  const kindActions = [...actions].flatMap((name) => {
    const Action = FORM_ACTIONS[name];
    return Action ? [{ name, Action }] : [];
  });
  const [actionNotice, setActionNotice] = useState<string>();
  const beforeSave = useRef(new Map<string, BeforeSave>());
  const registerBeforeSave = useCallback((name: string, check: BeforeSave | null) => {
    if (check) beforeSave.current.set(name, check);
    else beforeSave.current.delete(name);
  }, []);
  // A carrier's page stores its upload fields' files as they are chosen (server/routes/wizard/documents.ts).
  const tab = wizardStep.tab;
  const uploads = useCallback(
    (field: string, file: File) => uploadDocument(enrollmentId, tab, field, file),
    [enrollmentId, tab],
  );
  // A live rule failing (retired employer) blocks Next until the value changes (001 section 4).
  const [blocked, setBlocked] = useState(false);

  const actionsAllowSave = async (payload: Record<string, unknown>): Promise<boolean> => {
    for (const check of beforeSave.current.values()) if (!(await check(payload))) return false;
    return true;
  };

  // Skip saves the step with every text field empty, keeping only the flags (the server builds that record).
  const onSubmit = async (payload: Record<string, unknown>, skip = false) => {
    setServerErrors([]);
    if (!skip && !(await actionsAllowSave(payload))) return;
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
        uploadDocument={isCustomTabName(tab) ? uploads : undefined}
      />
      {actionNotice && (
        <p className="oe-error-text" role="alert">
          {actionNotice}
        </p>
      )}
      <StepActions
        nextForm={formId}
        busy={busy || blocked}
        onBack={nav.goBack}
        onSaveLater={() => setModal('save-later')}
        extra={
          <>
            {kindActions.map(({ name, Action }) => (
              <ActionSlot
                key={name}
                name={name}
                Action={Action}
                register={registerBeforeSave}
                enrollmentId={enrollmentId}
                setNotice={setActionNotice}
                setServerErrors={setServerErrors}
                skip={() => void onSubmit(toSavePayload(step, latestRef.current), true)}
              />
            ))}
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
    </div>
  );
}

/** One page action, with a setter of its check before the save that stays the same for the page's life. */
function ActionSlot({
  name,
  Action,
  register,
  ...props
}: Omit<FormActionProps, 'setBeforeSave'> & {
  name: string;
  Action: FormAction;
  register: (name: string, check: BeforeSave | null) => void;
}) {
  const setBeforeSave = useCallback((check: BeforeSave | null) => register(name, check), [register, name]);
  return <Action {...props} setBeforeSave={setBeforeSave} />;
}
