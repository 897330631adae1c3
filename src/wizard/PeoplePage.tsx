import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldError } from '../../schemas/envelope';
import type { PeopleDeclaration } from '../../schemas/steps';
import { saveEnrollment } from './api/save-enrollment';
import type {
  BoundPeopleList,
  PeopleErrorSummary,
  PeopleList,
  PeopleListFieldComponent,
  PeoplePageProps,
} from './people-list';
import { PeopleListForm } from './PeopleListForm';
import { SaveLaterModal } from './SaveLaterModal';
import { captureStepScreenshot } from './screenshot';
import { StepActions } from './StepActions';
import { saveFailureErrors } from './step-errors';
import { useWizardNavigation } from './use-wizard-navigation';

/** The errors above the list, as the list kind sums them up (people-list.ts). */
function ErrorSummary({ summary, errors }: { summary: PeopleErrorSummary; errors: readonly FieldError[] }) {
  if (summary === 'last') {
    const message = errors.at(-1)?.error_message;
    return message ? (
      <div className="oe-notice oe-notice--error" role="alert">
        {message}
      </div>
    ) : null;
  }
  return (
    <div role="alert" className="oe-error-text">
      {errors.map((e) => (
        <p key={`${e.target_element}-${e.error_message}`}>{e.error_message}</p>
      ))}
    </div>
  );
}

/**
 * The people layout: a list of people edited one at a time through the registered list field its
 * declaration names, drawn by <Form> (PeopleListForm). The page keeps the list and its error
 * summary, saves the whole list on Next (then the screenshot and the next step), and offers Save &
 * Continue Later; what the list shows and allows is its kind's.
 */
function PeoplePage<Item>({
  kind,
  declared,
  field,
  wizardStep,
  enrollmentId,
}: PeoplePageProps & { kind: PeopleList<Item>; declared: PeopleDeclaration; field: PeopleListFieldComponent }) {
  const initial = kind.useInitialList(wizardStep, enrollmentId);
  const [list, setList] = useState<Item[]>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [saveLater, setSaveLater] = useState(false);
  const nav = useWizardNavigation(enrollmentId, wizardStep.tab);
  const queryClient = useQueryClient();
  const page = useRef<HTMLDivElement>(null);
  const editor = kind.useEditor({ wizardStep, enrollmentId, list, setList, setErrors });
  const refreshSaved = () => void queryClient.invalidateQueries({ queryKey: kind.savedQueryKey(enrollmentId) });

  const onNext = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await kind.save(enrollmentId, list);
    } catch (e) {
      setErrors((kind.saveErrors ?? saveFailureErrors)(e));
      setBusy(false);
      return;
    }
    await captureStepScreenshot(page.current, enrollmentId, wizardStep.savedTab);
    refreshSaved();
    setBusy(false);
    nav.goNext();
  };

  const onSaveLater = async () => {
    if (kind.saveLaterProblems) {
      const problems = await kind.saveLaterProblems(enrollmentId, list);
      setErrors(problems);
      if (problems.length > 0) return;
    }
    setSaveLater(true);
  };

  return (
    <div ref={page} className="oe-card oe-step">
      <h1>{wizardStep.title}</h1>
      {editor.intro}
      <ErrorSummary summary={kind.summary} errors={errors} />
      {editor.beforeList}
      <PeopleListForm
        declared={declared}
        property={kind.property}
        value={list}
        onChange={editor.onListChange ?? setList}
        context={editor.list}
        field={field}
      />
      {editor.afterList}
      <StepActions
        onBack={nav.goBack}
        onSaveLater={() => void onSaveLater()}
        showNext={editor.canContinue}
        onNext={() => void onNext()}
        busy={busy || editor.held !== undefined}
        nextTitle={editor.held}
      />
      {saveLater && (
        <SaveLaterModal
          onClose={() => setSaveLater(false)}
          onSend={async (to) => {
            await saveEnrollment(enrollmentId, { ...to, tab: wizardStep.savedTab, data: kind.saveLaterData(list) });
            refreshSaved();
          }}
        />
      )}
    </div>
  );
}

/**
 * A list kind with its item type bound, as its folder's page.tsx exports it (`peopleLists`): the reads
 * its route loader makes first and its page.
 */
export function bindPeopleList<Item>(kind: PeopleList<Item>): BoundPeopleList {
  return {
    queries: kind.queries,
    field: kind.field,
    render: (props) => <PeoplePage key={props.declared.field} kind={kind} {...props} />,
  };
}
