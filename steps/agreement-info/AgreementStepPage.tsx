import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldError } from '../../schemas/envelope';
import { formatDollars } from '../../schemas/money';
import { toSavePayload } from '../../schemas/to-save-payload';
import { storage } from '../../src/lib/storage';
import {
  acceptedAgreementsQueryKey,
  AGREEMENT_API_NAME,
  useAcceptedAgreements,
  useAgreementFields,
  useAgreementTexts,
} from './api-get-agreement-step';
import { formFieldsQueryKey } from '../../src/wizard/api/get-form-fields';
import { saveEnrollment } from '../../src/wizard/api/save-enrollment';
import { useSaveStep } from '../../src/wizard/api/save-step';
import { AgreementTexts } from './AgreementTexts';
import {
  agreementAcceptanceErrors,
  agreementCheckboxName,
  agreementInfoStep,
  resolveEprocess,
  verificationHeading,
} from './module';
import { SaveLaterModal } from '../../src/wizard/SaveLaterModal';
import { StepActions } from '../../src/wizard/StepActions';
import { StepRenderer } from '../../src/wizard/StepRenderer';
import { useStepSubmit } from '../../src/wizard/use-step-submit';
import type { WizardStep } from '../../src/wizard/wizard-steps';
import '../../src/styles/agreements.css';
import './agreement-step.css';

/** The screenshot's name for this step (002 section 7: 'save-screenshot: name agreement_info'). */
const SCREENSHOT_NAME = 'agreement_info';
const isCheckboxError = (e: FieldError) => e.target_element.startsWith('agreement_');

/**
 * Agreement & Signature (002 sections 2, 4 and 7): the texts to accept, the carriers' message, and
 * the verification section (the one StepRenderer with the signature pad). Next marks every
 * unchecked text, then saves with the process the fields resolve to.
 */
export function AgreementStepPage({ wizardStep, enrollmentId }: { wizardStep: WizardStep; enrollmentId: string }) {
  const step = agreementInfoStep;
  const { data: fields } = useAgreementFields(enrollmentId);
  const { data: agreement } = useAgreementTexts(enrollmentId);
  const save = useSaveStep(AGREEMENT_API_NAME, enrollmentId);
  const queryClient = useQueryClient();
  const { nav, page, latestRef, formId, serverErrors, setServerErrors, busy, saveLater, setSaveLater, submit } =
    useStepSubmit(enrollmentId, wizardStep, SCREENSHOT_NAME);
  const { data: acceptedBefore } = useAcceptedAgreements(enrollmentId);
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(() => new Set(acceptedBefore));
  // Unchecked texts are marked once Next was pressed, then follow every toggle.
  const [attempted, setAttempted] = useState(false);

  const heading = useMemo(
    () => verificationHeading(resolveEprocess(Object.fromEntries(fields.result.map((d) => [d.field_name, d.value])))),
    [fields],
  );
  const unchecked = useMemo(() => agreementAcceptanceErrors(agreement.result, [...accepted]), [agreement, accepted]);
  const checkboxErrors = useMemo(() => {
    const fromServer = serverErrors.filter(isCheckboxError);
    return Object.fromEntries(
      [...fromServer, ...(attempted ? unchecked : [])].map((e) => [e.target_element, e.error_message]),
    );
  }, [serverErrors, unchecked, attempted]);
  const fieldErrors = useMemo(() => serverErrors.filter((e) => !isCheckboxError(e)), [serverErrors]);

  const onToggle = useCallback(
    (id: number, checked: boolean) => {
      // The server's verdict on this box no longer holds once it changes.
      setServerErrors((prev) => prev.filter((e) => e.target_element !== agreementCheckboxName(id)));
      setAccepted((prev) => {
        const next = new Set(prev);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    [setServerErrors],
  );

  const onSubmit = async (payload: Record<string, unknown>) => {
    setServerErrors([]);
    const [firstUnchecked] = unchecked;
    if (firstUnchecked) {
      document.getElementById(firstUnchecked.target_element)?.focus();
      return;
    }
    const eprocess = resolveEprocess(payload);
    await submit(
      () => save.mutateAsync({ ...payload, ...(eprocess ? { eprocess } : {}), accepted_agreements: [...accepted] }),
      () => {
        if (eprocess) storage.set('eprocess', eprocess);
        void queryClient.invalidateQueries({ queryKey: acceptedAgreementsQueryKey(enrollmentId) });
      },
    );
  };

  const onChange = useCallback(
    (formData: Record<string, unknown>) => {
      latestRef.current = formData;
    },
    [latestRef],
  );

  return (
    <div ref={page} className="oe-card oe-step" onSubmitCapture={() => setAttempted(true)}>
      <h1>{wizardStep.title}</h1>
      <AgreementTexts texts={agreement.result} accepted={accepted} errors={checkboxErrors} onToggle={onToggle} />
      {(agreement.special_message || agreement.has_l713) && (
        <section className="oe-notice oe-carrier-message" aria-labelledby="carrier-message-title">
          <h2 id="carrier-message-title" className="oe-notice__title">
            Carrier Message
          </h2>
          {agreement.special_message?.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {agreement.has_l713 && <p>Premier (L713) net monthly price: {formatDollars(agreement.l713_net_price)}</p>}
        </section>
      )}
      <section className="oe-verification" aria-labelledby="verification-title">
        <h2 id="verification-title">{heading}</h2>
        <StepRenderer
          formId={formId}
          step={step}
          descriptors={fields.result}
          serverErrors={fieldErrors}
          onSubmit={(payload) => void onSubmit(payload)}
          onChange={onChange}
        />
      </section>
      <StepActions nextForm={formId} busy={busy} onBack={nav.goBack} onSaveLater={() => setSaveLater(true)} />
      {saveLater && (
        <SaveLaterModal
          onClose={() => setSaveLater(false)}
          onSend={async (to) => {
            await saveEnrollment(enrollmentId, {
              ...to,
              tab: wizardStep.savedTab,
              data: toSavePayload(step, latestRef.current),
            });
            void queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(AGREEMENT_API_NAME, enrollmentId) });
          }}
        />
      )}
    </div>
  );
}
