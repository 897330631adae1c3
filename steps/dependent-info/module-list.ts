import type { FieldError } from '../../schemas/envelope';
import { dependentError, INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { MAX_DEPENDENTS, type DependentRelationship } from './module';

/**
 * The dependent list's rules (002 sections 4, 5 and 9) as pure functions, so the page and the
 * server (save-dependent-info, -to-temp) judge a list the same way: which relationships a tier
 * keeps and offers, the premier (L713) spouse question, the IHA and L713 limits, the banners and
 * when Next shows.
 */

export type Dependent = Readonly<Record<string, unknown>>;

/** The answer to 'Will you be Enrolling your spouse ?': null while unanswered. */
export type SpouseAnswer = 'yes' | 'no' | null;

export interface DependentContext {
  /** The enrollment's tier: IO, IS, IC, IF (IC3 counts as IC). */
  tier: string | null | undefined;
  /** A premier (L713) plan in the cart (GET /get-more-requirement). */
  premier: boolean;
  /** An IHA plan in the cart (GET /get-cart-plan-info is_IHA). */
  iha: boolean;
  /** Existing-member flow: IF also needs the spouse-accepted check. */
  existingMember?: boolean;
  /** The stored isSpouseEnrollAccept flag. */
  spouseAccepted?: boolean;
}

/** IHA plan: at most 5 children for IC (002 section 9). */
export const IHA_MAX_CHILDREN = 5;
/** IHA plan: at most 9 dependents for IF (002 section 9). */
export const IHA_MAX_FAMILY = 9;
/** Premier L713: IC allows exactly one child (002 section 9). */
export const L713_IC_CHILDREN = 1;

type TierKind = 'IO' | 'IS' | 'IC' | 'IF';

/** The tier as the rules see it (IC3 is a children tier; unknown means member only). */
export function tierKind(tier: string | null | undefined): TierKind {
  if (tier === 'IS' || tier === 'IF') return tier;
  if (tier === 'IC' || tier === 'IC3') return 'IC';
  return 'IO';
}

/** 'spouse', 'child' or undefined (display names are accepted too). */
export function relationshipOf(d: Dependent): DependentRelationship | undefined {
  const raw = typeof d.relationship === 'string' ? d.relationship.trim().toLowerCase() : '';
  return raw === 'spouse' || raw === 'child' ? raw : undefined;
}

const countOf = (list: readonly Dependent[], r: DependentRelationship) =>
  list.filter((d) => relationshipOf(d) === r).length;

/** The relationships a tier keeps: IS spouses only, IC children only, IF both, IO none. */
export function tierRelationships(tier: string | null | undefined): readonly DependentRelationship[] {
  const kind = tierKind(tier);
  return kind === 'IS' ? ['spouse'] : kind === 'IC' ? ['child'] : kind === 'IF' ? ['spouse', 'child'] : [];
}

/** What a tier keeps of a loaded list ('IS ... only spouses are kept', 'IC keeps only children'). */
export function keepForTier<T extends Dependent>(tier: string | null | undefined, list: readonly T[]): T[] {
  const kept = tierRelationships(tier);
  return list.filter((d) => {
    const r = relationshipOf(d);
    return r !== undefined && kept.includes(r);
  });
}

/** Whether the premier spouse question applies: an L713 plan without IHA on the family tier. */
export function asksSpouseQuestion(ctx: DependentContext): boolean {
  return ctx.premier && !ctx.iha && tierKind(ctx.tier) === 'IF';
}

/** The question shows while no dependent exists and it is unanswered (removing all reopens it). */
export function spouseQuestionShown(ctx: DependentContext, list: readonly Dependent[], answer: SpouseAnswer): boolean {
  return asksSpouseQuestion(ctx) && list.length === 0 && answer === null;
}

/** How many dependents the list may hold: 10, IHA 5 children (IC) or 9 (IF), L713 one child (IC). */
export function maxDependents(ctx: DependentContext): number {
  const kind = tierKind(ctx.tier);
  if (kind === 'IO') return 0;
  if (kind === 'IS') return 1;
  if (ctx.iha) return kind === 'IC' ? IHA_MAX_CHILDREN : IHA_MAX_FAMILY;
  if (ctx.premier && kind === 'IC') return L713_IC_CHILDREN;
  return MAX_DEPENDENTS;
}

/**
 * The relationships that may be added now, the default first ('the first a spouse when none
 * exists'): empty at the limit or while the spouse question waits for its answer.
 */
export function addableRelationships(
  ctx: DependentContext,
  list: readonly Dependent[],
  answer: SpouseAnswer,
): DependentRelationship[] {
  if (list.length >= maxDependents(ctx) || spouseQuestionShown(ctx, list, answer)) return [];
  const kind = tierKind(ctx.tier);
  const hasSpouse = countOf(list, 'spouse') > 0;
  if (kind === 'IS') return hasSpouse ? [] : ['spouse'];
  if (kind === 'IC') return ['child'];
  if (kind !== 'IF') return [];
  if (hasSpouse) return ['child'];
  if (asksSpouseQuestion(ctx)) return answer === 'no' ? ['child'] : ['spouse'];
  return ['spouse', 'child'];
}

/** Whether Next shows (002 sections 4 and 9): IF 2+, IC 1 (L713 exactly 1), IS 1, within the limits. */
export function canContinueDependents(ctx: DependentContext, list: readonly Dependent[]): boolean {
  if (dependentListErrors(ctx, list, { complete: true }).length > 0) return false;
  const kind = tierKind(ctx.tier);
  if (kind === 'IF' && ctx.existingMember && !ctx.spouseAccepted && asksSpouseQuestion(ctx)) return false;
  return true;
}

export type BannerTone = 'error' | 'info' | 'success';
export interface DependentBanner {
  tone: BannerTone;
  text: string;
}

/** The plan banners of the step (002 section 5), red when the list breaks the plan's limit. */
export function dependentBanners(ctx: DependentContext, list: readonly Dependent[]): DependentBanner[] {
  const kind = tierKind(ctx.tier);
  const children = countOf(list, 'child');
  const banners: DependentBanner[] = [];
  if (ctx.premier && !ctx.iha && kind === 'IC' && children > L713_IC_CHILDREN)
    banners.push({ tone: 'error', text: MESSAGES.l713OneChild });
  if (ctx.iha && kind === 'IC')
    banners.push({ tone: children > IHA_MAX_CHILDREN ? 'error' : 'info', text: MESSAGES.ihaFiveChildren });
  if (ctx.iha && kind === 'IF')
    banners.push({ tone: list.length > IHA_MAX_FAMILY ? 'error' : 'info', text: MESSAGES.ihaNineDependents });
  if (canContinueDependents(ctx, list)) banners.push({ tone: 'success', text: MESSAGES.proceedClickingNext });
  return banners;
}

/** The fewest dependents a tier needs before Next: IF 2, IC 1, IS 1. */
export function minDependents(tier: string | null | undefined): number {
  const kind = tierKind(tier);
  return kind === 'IF' ? 2 : kind === 'IO' ? 0 : 1;
}

const TARGET = 'dependents';

/**
 * The list rules the server enforces on save (and the page before Next): relationships the tier
 * keeps, one spouse, the plan limits; with `complete`, also the tier's minimum (Next and
 * save-dependent-info, not the temp store).
 */
export function dependentListErrors(
  ctx: DependentContext,
  list: readonly Dependent[],
  { complete }: { complete: boolean },
): FieldError[] {
  const kind = tierKind(ctx.tier);
  const errors: FieldError[] = [];
  const kept = tierRelationships(ctx.tier);
  list.forEach((d, i) => {
    const r = relationshipOf(d);
    if (r === undefined)
      errors.push({ target_element: `${TARGET}.${i}.relationship`, error_message: MESSAGES.fieldRequired });
    else if (!kept.includes(r))
      errors.push({ target_element: `${TARGET}.${i}.relationship`, error_message: tierRelationshipMessage(kind) });
  });
  if (countOf(list, 'spouse') > 1) errors.push({ target_element: TARGET, error_message: MESSAGES.dependentOneSpouse });
  const children = countOf(list, 'child');
  if (list.length > MAX_DEPENDENTS) errors.push({ target_element: TARGET, error_message: MESSAGES.dependentsMax });
  if (ctx.iha && kind === 'IC' && children > IHA_MAX_CHILDREN)
    errors.push({ target_element: TARGET, error_message: MESSAGES.ihaFiveChildren });
  if (ctx.iha && kind === 'IF' && list.length > IHA_MAX_FAMILY)
    errors.push({ target_element: TARGET, error_message: MESSAGES.ihaNineDependents });
  if (ctx.premier && !ctx.iha && kind === 'IC' && children > L713_IC_CHILDREN)
    errors.push({ target_element: TARGET, error_message: MESSAGES.l713OneChild });
  if (complete && list.length < minDependents(ctx.tier))
    errors.push({ target_element: TARGET, error_message: MESSAGES.addDependentsFirst });
  return errors;
}

/** The nine digits of a typed SSN ('123-45-6789' or '123456789'), or null for a mask, a blank or anything else. */
function ssnDigits(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{3}-?\d{2}-?\d{4}$/.test(value.trim())) return null;
  return value.replace(/\D/g, '');
}

/**
 * A dependent whose SSN is the applicant's own (issue 26): one person cannot be both. `ssnOf(i)`
 * targets item i's SSN field. Masks ('***-**-1234') are compared only once the server has put the
 * stored SSN back, so the server, which holds the applicant's SSN, has the last word.
 */
export function dependentSsnErrors(
  applicantSsn: unknown,
  list: readonly Dependent[],
  ssnOf: (index: number) => string = (i) => `${TARGET}.${i}.primary_info.ssn`,
): FieldError[] {
  const applicant = ssnDigits(applicantSsn);
  if (applicant === null) return [];
  return list.flatMap((d, i) =>
    ssnDigits(d.ssn) === applicant ? [{ target_element: ssnOf(i), error_message: INPUT_MESSAGES.ssnIsApplicants }] : [],
  );
}

function tierRelationshipMessage(kind: TierKind): string {
  if (kind === 'IS') return MESSAGES.dependentSpouseOnly;
  if (kind === 'IC') return MESSAGES.dependentChildrenOnly;
  return MESSAGES.dependentsNotForTier;
}

/** Save-later errors of one dependent: 'Dependent #N {message}' (002 sections 5 and 8). */
export function numberedDependentErrors(index: number, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({
    target_element: `${TARGET}.${index}.${e.target_element}`,
    error_message: dependentError(index + 1, e.error_message),
  }));
}
