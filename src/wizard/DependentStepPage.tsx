import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIERS } from '../../schemas/categories';
import type { FieldError } from '../../schemas/envelope';
import { dependentError, dependentTitle, MESSAGES } from '../../schemas/messages';
import { relationshipOf, tierKind } from '../../schemas/steps/dependent-list';
import { DependentListField } from '../../widgets/fields/DependentListField';
import { savedDependentsQueryKey, useDependentStep } from './api/get-dependent-step';
import { saveDependents, validateSingleDependent } from './api/save-dependents';
import { saveEnrollment } from './api/save-enrollment';
import { DependentForm, SpouseQuestion } from './DependentForms';
import { SaveLaterModal } from './SaveLaterModal';
import { captureStepScreenshot } from './screenshot';
import { StepActions } from './StepActions';
import { saveFailureErrors } from './step-errors';
import { useDependentList } from './use-dependent-list';
import { useWizardNavigation } from './use-wizard-navigation';
import type { WizardStep } from './wizard-steps';
import './dependent-step.css';
import './health-step.css';

const HEADINGS = {
  IS: 'Please add your spouse',
  IC: 'Please add your child(ren)',
  IF: 'Please add your spouse and child(ren)',
  IO: 'No dependents are covered by your tier',
} as const;

/** Save-later errors of each dependent, as 'Dependent #N message' (002 sections 5 and 8). */
async function saveLaterProblems(enrollmentId: string, list: ReturnType<typeof useDependentList>['list']): Promise<FieldError[]> {
  const results = await Promise.all(
    list.map((d, i) =>
      validateSingleDependent(enrollmentId, d).then(
        () => [],
        (e: unknown) => saveFailureErrors(e).map((x) => ({ target_element: 'dependents', error_message: dependentError(i + 1, x.error_message) })),
      ),
    ),
  );
  return results.flat();
}

/** A list save's errors for the red main error: a dependent's own as 'Dependent #N message'. */
function listSaveErrors(error: unknown): FieldError[] {
  return saveFailureErrors(error).map((e) => {
    const n = /^dependents\.(\d+)\.primary_info\./.exec(e.target_element)?.[1];
    return n === undefined ? e : { ...e, error_message: dependentError(Number(n) + 1, e.error_message) };
  });
}

/**
 * Dependent Information (002 sections 2, 4 and 5): the kept list, the add form 'Dependent #n' or
 * an edit form (which disables add, delete and Next), the premier spouse question, the plan
 * banners, Next when the tier's count is met, and Save & Continue Later after each dependent passes.
 */
export function DependentStepPage({ wizardStep, enrollmentId }: { wizardStep: WizardStep; enrollmentId: string }) {
  const { fields, context, saved, healthQuestions } = useDependentStep(enrollmentId);
  const state = useDependentList(enrollmentId, context, saved);
  const nav = useWizardNavigation(enrollmentId, wizardStep.tab);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [saveLater, setSaveLater] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const page = useRef<HTMLDivElement>(null);
  const { list, editing, setListErrors } = state;
  const tier = TIERS.find((t) => t.code === tierKind(context.tier));

  const onNext = async () => {
    setBusy(true);
    setListErrors([]);
    try {
      await saveDependents(enrollmentId, list, { temp: false });
    } catch (e) {
      setListErrors(listSaveErrors(e));
      setBusy(false);
      return;
    }
    await captureStepScreenshot(page.current, enrollmentId, wizardStep.savedTab);
    void queryClient.invalidateQueries({ queryKey: savedDependentsQueryKey(enrollmentId) });
    setBusy(false);
    nav.goNext();
  };

  const onSaveLater = async () => {
    const problems = await saveLaterProblems(enrollmentId, list);
    if (problems.length > 0) return setListErrors(problems);
    setListErrors([]);
    setSaveLater(true);
  };

  const onEdit = useCallback((i: number) => state.setEditing(i), [state.setEditing]);
  const { remove } = state;
  const onDelete = useCallback((i: number) => remove(i), [remove]);

  return (
    <div ref={page} className="oe-card oe-step">
      <h1>{wizardStep.title}</h1>
      {tier && (
        <p className="oe-dependents__heading">
          <strong>{tier.label}</strong>: {HEADINGS[tier.code]}
        </p>
      )}
      {state.banners.map((b) => (
        <div key={b.text} className={`oe-notice oe-notice--${b.tone}`} role={b.tone === 'error' ? 'alert' : 'status'}>
          {b.text}
        </div>
      ))}
      <div role="alert" className="oe-error-text">
        {state.listErrors.map((e) => (
          <p key={`${e.target_element}-${e.error_message}`}>{e.error_message}</p>
        ))}
      </div>
      {state.asksQuestion && <SpouseQuestion key={state.answer ?? 'open'} answer={state.answer} onAnswer={state.answerSpouse} />}
      <DependentListField
        dependents={list}
        editing={editing}
        onEdit={onEdit}
        onDelete={onDelete}
        addable={state.addable}
        addAs={state.addAs}
        onAdd={(r) => {
          state.choose(r);
          setFormKey((k) => k + 1);
        }}
      />
      {editing !== null && list[editing] && (
        <DependentForm
          key={`edit-${editing}`}
          title={dependentTitle(editing + 1)}
          descriptors={fields.result}
          healthQuestions={healthQuestions}
          relationship={relationshipOf(list[editing].primary_info) ?? 'child'}
          initial={list[editing]}
          canSubmit
          onSubmit={(info) => state.submitDependent(editing, info)}
          onCancel={() => state.setEditing(null)}
        />
      )}
      {editing === null && state.addAs && !state.questionOpen && (
        <DependentForm
          // A new key per list length: the form clears the moment its dependent joins the list.
          key={`new-${list.length}-${formKey}-${state.addAs}`}
          title={dependentTitle(list.length + 1)}
          descriptors={fields.result}
          healthQuestions={healthQuestions}
          relationship={state.addAs}
          canSubmit={state.canSubmit}
          onSubmit={(info) => state.submitDependent('new', info)}
          onCancel={() => setFormKey((k) => k + 1)}
        />
      )}
      {fields.disclaimer && <p className="oe-muted oe-dependents__disclaimer">{fields.disclaimer}</p>}
      <StepActions
        onBack={nav.goBack}
        onSaveLater={() => void onSaveLater()}
        showNext={state.canContinue}
        onNext={() => void onNext()}
        busy={busy || editing !== null}
        {...(editing !== null ? { nextTitle: MESSAGES.submitEditedFormToContinue } : {})}
      />
      {saveLater && (
        <SaveLaterModal
          onClose={() => setSaveLater(false)}
          onSend={async (email) => {
            await saveEnrollment(enrollmentId, { email, tab: wizardStep.savedTab, data: { dependents: list } });
            void queryClient.invalidateQueries({ queryKey: savedDependentsQueryKey(enrollmentId) });
          }}
        />
      )}
    </div>
  );
}
