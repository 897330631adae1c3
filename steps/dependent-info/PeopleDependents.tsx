import { useId, useMemo, useState } from 'react';
import { TIERS } from '../../schemas/categories';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { MESSAGES } from '../../schemas/messages';
import { dependentHealthDescriptors, splitDependentPayload } from '../../schemas/steps/dependent-health';
import { dependentHealthStep, dependentInfoStep, type DependentRelationship } from './module';
import { tierKind, type SpouseAnswer } from './module-list';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import type { PersonFormRequest } from '../../widgets';
import { dependentStepQueries, savedDependentsQueryKey, type DependentItem } from './api-get-dependent-step';
import { saveDependents } from './api-save-dependents';
import {
  dependentDescriptors,
  dependentFormTargets,
  dependentListSaveErrors,
  dependentSaveLaterProblems,
  useDependentState,
  useInitialDependents,
} from './people-dependents';
import type { PeopleEditor, PeopleEditorInput, PeopleList } from '../../src/wizard/people-list';
import { PersonForm } from '../../src/wizard/PeoplePersonForm';
import './dependent-step.css';
import '../../src/wizard/health-step.css';
import { DependentListField } from './DependentListField';

const HEADINGS = {
  IS: 'Please add your spouse',
  IC: 'Please add your child(ren)',
  IF: 'Please add your spouse and child(ren)',
  IO: 'No dependents are covered by your tier',
} as const;

interface DependentFormProps {
  /** What the list field asks for: the add ('Dependent #n') or edit form, its relationship and Submit. */
  request: PersonFormRequest<DependentItem>;
  descriptors: readonly FieldDescriptor[];
  /** The health questions each dependent answers, or null when the health tab is not required. */
  healthQuestions: HealthQuestionSet | null;
}

/**
 * The add ('Dependent #n') or edit form of one dependent; with health questions, the dependent's
 * fields and then the questions in the same form.
 */
function DependentForm({ request, descriptors, healthQuestions }: DependentFormProps) {
  const { title, initial, onSubmit, onCancel, canSubmit } = request;
  const relationship = (request.relationship ?? 'child') as DependentRelationship;
  const prepared = useMemo(() => {
    const own = dependentDescriptors(descriptors, relationship, initial?.primary_info);
    return healthQuestions ? [...own, ...dependentHealthDescriptors(healthQuestions, initial?.health_info)] : own;
  }, [descriptors, relationship, initial, healthQuestions]);
  return (
    <PersonForm
      title={title}
      className="oe-dependent-form"
      step={healthQuestions ? dependentHealthStep : dependentInfoStep}
      descriptors={prepared}
      onSubmit={(payload) => {
        const item = splitDependentPayload(payload, healthQuestions !== null);
        const id = initial?.primary_info.dependent_id;
        if (id !== undefined) item.primary_info.dependent_id = id;
        return onSubmit(item as DependentItem);
      }}
      errorTargets={dependentFormTargets}
      onCancel={onCancel}
      {...(canSubmit === undefined ? {} : { canSubmit })}
    />
  );
}

/** 'Will you be Enrolling your spouse ?' with Yes / No and Submit; left empty, 'Please Select' (002 sections 2 and 5). */
function SpouseQuestion({ answer, onAnswer }: { answer: SpouseAnswer; onAnswer: (answer: 'yes' | 'no') => void }) {
  const id = useId();
  const [choice, setChoice] = useState<SpouseAnswer>(answer);
  const [error, setError] = useState<string>();
  return (
    <form
      className="oe-card oe-spouse-question"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === null) return setError(MESSAGES.pleaseSelect);
        setError(undefined);
        onAnswer(choice);
      }}
    >
      <fieldset className="oe-choice-group" aria-describedby={`${id}-error`}>
        <legend className="oe-label">{MESSAGES.spouseQuestion}</legend>
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="oe-check">
            <input type="radio" name={`${id}-spouse`} checked={choice === value} onChange={() => setChoice(value)} />
            <span>{value === 'yes' ? 'Yes' : 'No'}</span>
          </label>
        ))}
      </fieldset>
      <div id={`${id}-error`} className="oe-field__error" role="alert">
        {error}
      </div>
      <button type="submit" className="oe-button oe-button--primary">
        Submit
      </button>
    </form>
  );
}

/**
 * The tier's heading and the plan banners, the premier spouse question, what the list field gets
 * (the add form 'Dependent #n' or an edit form, which holds Next, each dependent checked by the
 * server) and the disclaimer.
 */
function useDependentEditor(input: PeopleEditorInput<DependentItem>): PeopleEditor<DependentItem> {
  const state = useDependentState(input);
  const { fields, healthQuestions } = state;
  const tier = TIERS.find((t) => t.code === tierKind(state.context.tier));
  return {
    canContinue: state.canContinue,
    held: state.editOpen ? MESSAGES.submitEditedFormToContinue : undefined,
    intro: (
      <>
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
      </>
    ),
    beforeList: state.asksQuestion && (
      <SpouseQuestion key={state.answer ?? 'open'} answer={state.answer} onAnswer={state.answerSpouse} />
    ),
    list: {
      addable: state.addable,
      addHeld: state.questionOpen,
      validate: state.validate,
      onEditingChange: state.setEditOpen,
      renderForm: (request) => (
        <DependentForm request={request} descriptors={fields.result} healthQuestions={healthQuestions} />
      ),
    },
    onListChange: state.change,
    afterList: fields.disclaimer && <p className="oe-muted oe-dependents__disclaimer">{fields.disclaimer}</p>,
  };
}

/**
 * Dependent Information (002 sections 2, 4 and 5) on the people page: each add, edit and delete
 * kept in the temp store, Next when the tier's count is met (save-dependent-info), and Save &
 * Continue Later only after each dependent passes validate-single-dependent.
 */
export const dependentPeople: PeopleList<DependentItem> = {
  property: 'dependents',
  field: DependentListField,
  queries: (_step, id) => dependentStepQueries(id),
  useInitialList: (_step, id) => useInitialDependents(id),
  useEditor: useDependentEditor,
  save: (id, list) => saveDependents(id, list, { temp: false }),
  saveErrors: dependentListSaveErrors,
  summary: 'all',
  savedQueryKey: savedDependentsQueryKey,
  saveLaterData: (list) => ({ dependents: list }),
  saveLaterProblems: dependentSaveLaterProblems,
};
