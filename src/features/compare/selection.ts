import { useSyncExternalStore } from 'react';
import { MAX_COMPARE_PLANS } from '../../../schemas/api/compare';
import { benefitGroupOf, type BenefitGroup, BENEFIT_GROUPS } from '../../../schemas/plan-benefits';
import { tabStorage } from '../../lib/storage';

/**
 * The plans picked to compare: at most four plan ids of one benefit group, kept for the tab through
 * tabStorage (`openenroll.compare`, ids and the group only) so the tray stays while the shopper
 * browses the listing, the new-plans page and plan pages.
 */
export interface CompareSelection {
  group: BenefitGroup | null;
  plan_ids: number[];
}

const KEY = 'openenroll.compare';
const EMPTY: CompareSelection = { group: null, plan_ids: [] };

/** Names a group in the shopper's words (dental plans, critical illness plans). */
export const groupWords = (group: BenefitGroup): string => group.replace('_', ' ');

function parse(raw: string | null): CompareSelection {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as { group?: unknown; plan_ids?: unknown };
    const group = BENEFIT_GROUPS.find((g) => g === value.group);
    const ids = Array.isArray(value.plan_ids)
      ? value.plan_ids.filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
      : [];
    // A value edited by hand that breaks the rules reads as no selection.
    if (!group || ids.length === 0 || ids.length > MAX_COMPARE_PLANS) return EMPTY;
    return { group, plan_ids: [...new Set(ids)] };
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: CompareSelection = EMPTY;

/** The kept selection (one object per stored value, as useSyncExternalStore needs). */
export function readSelection(): CompareSelection {
  const raw = tabStorage.get(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(next: CompareSelection): void {
  if (next.plan_ids.length === 0) tabStorage.remove(KEY);
  else tabStorage.set(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Why a plan could not join the comparison, in words the toggle shows beside itself. */
export type AddOutcome = { ok: true } | { ok: false; message: string };

/**
 * Adds a plan: refused when it has no comparable benefits, when four plans are already picked,
 * or when the picked plans are of another group (the message says how to go on).
 */
export function addToCompare(planId: number, category: string): AddOutcome {
  const group = benefitGroupOf(category);
  if (!group) return { ok: false, message: 'This plan cannot be compared.' };
  const current = readSelection();
  if (current.plan_ids.includes(planId)) return { ok: true };
  if (current.group && current.group !== group && current.plan_ids.length > 0)
    return {
      ok: false,
      message: `You are comparing ${groupWords(current.group)} plans. Clear the comparison to compare ${groupWords(group)} plans instead.`,
    };
  if (current.plan_ids.length >= MAX_COMPARE_PLANS)
    return {
      ok: false,
      message: `You can compare up to ${String(MAX_COMPARE_PLANS)} plans. Remove one to add another.`,
    };
  write({ group, plan_ids: [...current.plan_ids, planId] });
  return { ok: true };
}

export function removeFromCompare(planId: number): void {
  const current = readSelection();
  write({ ...current, plan_ids: current.plan_ids.filter((id) => id !== planId) });
}

export function clearCompare(): void {
  write(EMPTY);
}

/** The selection, re-rendering when any page changes it. */
export function useCompareSelection(): CompareSelection {
  return useSyncExternalStore(subscribe, readSelection, () => EMPTY);
}
