import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../../schemas/envelope';
import type { DependentRelationship } from '../../schemas/steps/dependent-info';
import {
  addableRelationships, asksSpouseQuestion, canContinueDependents, dependentBanners, keepForTier, MAX_DEPENDENTS, relationshipOf,
  spouseQuestionShown, type DependentContext, type SpouseAnswer,
} from '../../schemas/steps/dependent-list';
import { storage } from '../lib/storage';
import type { DependentItem, SavedDependents } from './api/get-dependent-step';
import { saveDependents, validateSingleDependent } from './api/save-dependents';
import { saveFailureErrors } from './step-errors';

const infoOf = (d: DependentItem) => d.primary_info;
const isSpouse = (d: DependentItem) => relationshipOf(d.primary_info) === 'spouse';

/** Where the premier question stands for a loaded list: a spouse means Yes, other dependents No, none asks again. */
function initialAnswer(ctx: DependentContext, list: readonly DependentItem[]): SpouseAnswer {
  if (!asksSpouseQuestion(ctx) || list.length === 0) return null;
  return list.some(isSpouse) ? 'yes' : 'no';
}

/**
 * The Dependent Information step's state (002 section 4): the kept list, the premier answer with
 * the stashed spouse, the open edit form, and every change kept in the temp store at once.
 */
export function useDependentList(enrollmentId: string, context: DependentContext, saved: SavedDependents) {
  const [list, setList] = useState<DependentItem[]>(() => {
    const kept = new Set(keepForTier(context.tier, saved.dependents.map(infoOf)));
    return saved.dependents.filter((d) => kept.has(d.primary_info));
  });
  const [stash, setStash] = useState<DependentItem | null>(saved.stashedSpouse);
  const [answer, setAnswer] = useState<SpouseAnswer>(() => initialAnswer(context, list));
  const [editing, setEditing] = useState<number | null>(null);
  const [chosen, setChosen] = useState<DependentRelationship>();
  const [listErrors, setListErrors] = useState<FieldError[]>([]);

  const ctx = useMemo<DependentContext>(() => ({ ...context, spouseAccepted: storage.get('isSpouseEnrollAccept') === true || answer === 'yes' }), [context, answer]);
  const infos = useMemo(() => list.map(infoOf), [list]);
  const addable = useMemo(() => addableRelationships(ctx, infos, answer), [ctx, infos, answer]);
  const addAs = chosen && addable.includes(chosen) ? chosen : addable[0];

  // After a successful add, edit or delete the list goes to the temp store (and first_track is set).
  const persist = useCallback(
    async (next: DependentItem[], nextStash: DependentItem | null) => {
      setList(next);
      setStash(nextStash);
      setListErrors([]);
      try {
        await saveDependents(enrollmentId, next, { temp: true, stashedSpouse: nextStash });
        storage.set('first_track', true);
      } catch (e) {
        setListErrors(saveFailureErrors(e));
      }
    },
    [enrollmentId],
  );

  const submitDependent = useCallback(
    async (index: number | 'new', item: DependentItem) => {
      await validateSingleDependent(enrollmentId, item);
      const next = index === 'new' ? [...list, item] : list.map((d, i) => (i === index ? item : d));
      setEditing(null);
      setChosen(undefined);
      await persist(next, stash);
    },
    [enrollmentId, list, stash, persist],
  );

  const remove = useCallback(
    (index: number) => {
      const next = list.filter((_, i) => i !== index);
      // 'Removing all dependents on IF reopens the spouse question.'
      if (next.length === 0) setAnswer(null);
      void persist(next, stash);
    },
    [list, stash, persist],
  );

  /** Yes restores a stashed spouse; No removes any spouse, stashing it in the new-member flow. */
  const answerSpouse = useCallback(
    (value: 'yes' | 'no') => {
      setAnswer(value);
      storage.set('isSpouseEnrollAccept', value === 'yes');
      const spouse = list.find(isSpouse);
      if (value === 'yes' && !spouse && stash) void persist([stash, ...list], null);
      else if (value === 'no' && spouse) void persist(list.filter((d) => d !== spouse), context.existingMember ? null : spouse);
    },
    [list, stash, persist, context.existingMember],
  );

  return {
    list,
    infos,
    ctx,
    answer,
    editing,
    addable,
    addAs,
    listErrors,
    setListErrors,
    questionOpen: spouseQuestionShown(ctx, infos, answer),
    asksQuestion: asksSpouseQuestion(ctx),
    banners: dependentBanners(ctx, infos),
    canContinue: canContinueDependents(ctx, infos),
    canSubmit: list.length < MAX_DEPENDENTS,
    setEditing,
    choose: setChosen,
    submitDependent,
    remove,
    answerSpouse,
  };
}
