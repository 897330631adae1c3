import { useRef, useState } from 'react';
import type { FieldError } from '../../schemas/envelope';
import { captureStepScreenshot } from './screenshot';
import { saveFailureErrors } from './step-errors';
import { useWizardNavigation } from './use-wizard-navigation';
import type { WizardStep } from './wizard-steps';

/**
 * What every step page ends with (architecture.md, the form-engine loop): save, show the server's
 * field errors under their fields on failure, else keep a masked screenshot of the page and go on
 * (Next, or back to review when navto is set). `screenshotName` is the step's save-screenshot name.
 */
export function useStepSubmit(
  enrollmentId: string,
  wizardStep: WizardStep,
  screenshotName: string = wizardStep.savedTab,
) {
  const nav = useWizardNavigation(enrollmentId, wizardStep.tab);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [saveLater, setSaveLater] = useState(false);
  /** The page the screenshot is taken of. */
  const page = useRef<HTMLDivElement>(null);
  /** The form's latest values, for save-later and the steps that copy into the form. */
  const latestRef = useRef<Record<string, unknown>>({});

  /** Saves with `save`; on success runs `afterSave` (cache updates, session values), then moves on. */
  const submit = async (save: () => Promise<unknown>, afterSave?: () => void): Promise<void> => {
    setServerErrors([]);
    setBusy(true);
    try {
      await save();
    } catch (e) {
      setServerErrors(saveFailureErrors(e));
      setBusy(false);
      return;
    }
    afterSave?.();
    await captureStepScreenshot(page.current, enrollmentId, screenshotName);
    setBusy(false);
    nav.goNext();
  };

  return {
    nav,
    page,
    latestRef,
    formId: `step-${wizardStep.route}`,
    serverErrors,
    setServerErrors,
    busy,
    saveLater,
    setSaveLater,
    submit,
  };
}
