import { useCallback, useMemo, useState } from 'react';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { dependentError } from '../../schemas/messages';
import type { DependentRelationship } from './module';
import {
  addableRelationships,
  asksSpouseQuestion,
  canContinueDependents,
  dependentBanners,
  keepForTier,
  relationshipOf,
  spouseQuestionShown,
  type DependentContext,
  type SpouseAnswer,
} from './module-list';
import { storage } from '../../src/lib/storage';
import { useDependentStep, type DependentItem, type SavedDependents } from './api-get-dependent-step';
import { saveDependents, validateSingleDependent } from './api-save-dependents';
import type { PeopleEditorInput } from '../../src/wizard/people-list';
import { saveFailureErrors } from '../../src/wizard/step-errors';

const infoOf = (d: DependentItem) => d.primary_info;
const isSpouse = (d: DependentItem) => relationshipOf(d.primary_info) === 'spouse';

/** The dependents the page starts with: what the tier keeps of the saved list (002 section 4). */
export function keptDependents(context: DependentContext, saved: SavedDependents): DependentItem[] {
  const kept = new Set(keepForTier(context.tier, saved.dependents.map(infoOf)));
  return saved.dependents.filter((d) => kept.has(d.primary_info));
}

/** The kept list of the step's (prefetched) reads. */
export function useInitialDependents(enrollmentId: string): DependentItem[] {
  const { context, saved } = useDependentStep(enrollmentId);
  return keptDependents(context, saved);
}

/** One dependent's descriptors: its values (edit) or none (add), the relationship the tier rules chose. */
export function dependentDescriptors(
  descriptors: readonly FieldDescriptor[],
  relationship: DependentRelationship,
  initial?: Readonly<Record<string, unknown>>,
): FieldDescriptor[] {
  return descriptors.map((d) => {
    if (d.field_name === 'relationship') return { ...d, value: relationship };
    if (d.field_name === 'employed') return d;
    return { ...d, value: initial?.[d.field_name] ?? null };
  });
}

/**
 * Server errors of one dependent as the renderer's field targets: `primary_info.<field>` and
 * `health_info.<key>` (002 section 5) lose their prefix, as the one form holds both halves.
 */
export function dependentFormTargets(errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, target_element: e.target_element.replace(/^(primary_info|health_info)\./, '') }));
}

/** Where the premier question stands for a loaded list: a spouse means Yes, other dependents No, none asks again. */
function initialAnswer(ctx: DependentContext, list: readonly DependentItem[]): SpouseAnswer {
  if (!asksSpouseQuestion(ctx) || list.length === 0) return null;
  return list.some(isSpouse) ? 'yes' : 'no';
}

/** Save-later errors of each dependent, as 'Dependent #N message' (002 sections 5 and 8). */
export async function dependentSaveLaterProblems(
  enrollmentId: string,
  list: readonly DependentItem[],
): Promise<FieldError[]> {
  const results = await Promise.all(
    list.map((d, i) =>
      validateSingleDependent(enrollmentId, d).then(
        () => [],
        (e: unknown) =>
          saveFailureErrors(e).map((x) => ({
            target_element: 'dependents',
            error_message: dependentError(i + 1, x.error_message),
          })),
      ),
    ),
  );
  return results.flat();
}

/** A list save's errors for the red main error: a dependent's own as 'Dependent #N message'. */
export function dependentListSaveErrors(error: unknown): FieldError[] {
  return saveFailureErrors(error).map((e) => {
    const n = /^dependents\.(\d+)\.primary_info\./.exec(e.target_element)?.[1];
    return n === undefined ? e : { ...e, error_message: dependentError(Number(n) + 1, e.error_message) };
  });
}

/**
 * The Dependent Information step's state beside the page's list (002 section 4): the premier
 * answer with the stashed spouse, whether an edit form is open, and every change of the list kept in
 * the temp store at once.
 */
export function useDependentState({ enrollmentId, list, setList, setErrors }: PeopleEditorInput<DependentItem>) {
  const step = useDependentStep(enrollmentId);
  const { context } = step;
  const [stash, setStash] = useState<DependentItem | null>(step.saved.stashedSpouse);
  const [answer, setAnswer] = useState<SpouseAnswer>(() => initialAnswer(context, list));
  // The list field tells whether a dependent's edit form is open (Next is held meanwhile).
  const [editOpen, setEditOpen] = useState(false);

  const ctx = useMemo<DependentContext>(
    () => ({ ...context, spouseAccepted: storage.get('isSpouseEnrollAccept') === true || answer === 'yes' }),
    [context, answer],
  );
  const infos = useMemo(() => list.map(infoOf), [list]);
  const addable = useMemo(() => addableRelationships(ctx, infos, answer), [ctx, infos, answer]);

  // After a successful add, edit or delete the list goes to the temp store (and first_track is set).
  const persist = useCallback(
    async (next: DependentItem[], nextStash: DependentItem | null) => {
      setList(next);
      setStash(nextStash);
      setErrors([]);
      try {
        await saveDependents(enrollmentId, next, { temp: true, stashedSpouse: nextStash });
        storage.set('first_track', true);
      } catch (e) {
        setErrors(saveFailureErrors(e));
      }
    },
    [enrollmentId, setList, setErrors],
  );

  /** The server's check of one dependent before it joins the list (add or edit). */
  const validate = useCallback(
    async (item: DependentItem) => {
      await validateSingleDependent(enrollmentId, item);
    },
    [enrollmentId],
  );

  /** The list field's add, edit or delete; 'Removing all dependents on IF reopens the spouse question.' */
  const change = useCallback(
    (next: DependentItem[]) => {
      if (next.length === 0) setAnswer(null);
      void persist(next, stash);
    },
    [stash, persist],
  );

  /** Yes restores a stashed spouse; No removes any spouse, stashing it in the new-member flow. */
  const answerSpouse = useCallback(
    (value: 'yes' | 'no') => {
      setAnswer(value);
      storage.set('isSpouseEnrollAccept', value === 'yes');
      const spouse = list.find(isSpouse);
      if (value === 'yes' && !spouse && stash) void persist([stash, ...list], null);
      else if (value === 'no' && spouse)
        void persist(
          list.filter((d) => d !== spouse),
          context.existingMember ? null : spouse,
        );
    },
    [list, stash, persist, context.existingMember],
  );

  return {
    ...step,
    answer,
    editOpen,
    addable,
    questionOpen: spouseQuestionShown(ctx, infos, answer),
    asksQuestion: asksSpouseQuestion(ctx),
    banners: dependentBanners(ctx, infos),
    canContinue: canContinueDependents(ctx, infos),
    setEditOpen,
    validate,
    change,
    answerSpouse,
  };
}
