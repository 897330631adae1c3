import { useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldError } from '../../schemas/envelope';
import type { PeopleDeclaration, PeopleListField } from '../../schemas/steps';
import { saveEnrollment } from './api/save-enrollment';
import type { PeopleErrorSummary, PeopleList, PeopleQuery } from './people-list';
import { PeopleListForm } from './PeopleListForm';
import { beneficiaryPeople } from './PeopleBeneficiaries';
import { dependentPeople } from './PeopleDependents';
import { SaveLaterModal } from './SaveLaterModal';
import { captureStepScreenshot } from './screenshot';
import { StepActions } from './StepActions';
import { saveFailureErrors } from './step-errors';
import { useWizardNavigation } from './use-wizard-navigation';
import type { WizardStep } from './wizard-steps';

interface PeoplePageProps {
  wizardStep: WizardStep;
  enrollmentId: string;
}

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
  wizardStep,
  enrollmentId,
}: PeoplePageProps & { kind: PeopleList<Item>; declared: PeopleDeclaration }) {
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

/** A list kind with its item type bound: its loader reads and its page. */
interface BoundPeopleList {
  queries: (step: WizardStep, enrollmentId: string) => readonly PeopleQuery[];
  render: (props: PeoplePageProps & { declared: PeopleDeclaration }) => ReactNode;
}

function bind<Item>(kind: PeopleList<Item>): BoundPeopleList {
  return { queries: kind.queries, render: (props) => <PeoplePage key={props.declared.field} kind={kind} {...props} /> };
}

/** The people lists by their registered list field (widgets/fields): the one place a list kind is chosen. */
const PEOPLE_LISTS: Readonly<Record<PeopleListField, BoundPeopleList>> = {
  beneficiaryList: bind(beneficiaryPeople),
  dependentList: bind(dependentPeople),
};

/** The step module's people declaration (the layout registry sends only people pages here). */
function peopleOf(step: WizardStep): PeopleDeclaration {
  if (step.page.layout !== 'people') throw new Error(`${step.tab} declares no people list`);
  return step.page.people;
}

/** What the route loader reads first for a people page: its list kind's reads. */
export function peopleQueries(step: WizardStep, enrollmentId: string): readonly PeopleQuery[] {
  return PEOPLE_LISTS[peopleOf(step).field].queries(step, enrollmentId);
}

/** The people page of a step: the list kind its declaration names (beneficiaries 001, dependents 002). */
export function PeopleStepPage({ wizardStep, enrollmentId }: PeoplePageProps) {
  const declared = peopleOf(wizardStep);
  return PEOPLE_LISTS[declared.field].render({ wizardStep, enrollmentId, declared });
}
