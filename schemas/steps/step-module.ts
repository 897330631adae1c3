import type { NormalizedDescriptor } from '../descriptors';
import type { CustomFieldName, StepDefinition } from '../step-definition';
import type { StepReview } from './health-review';

/**
 * What a step kind declares to the engine (the browser and the server read the same declaration): its
 * fields and rules, its page, its descriptor adjustments. A kind's folder (steps/<kind>/module.ts) exports
 * one; the registry (schemas/steps/index.ts) lists them by tab_name.
 */

/**
 * The page layouts the wizard has: a step module declares which one its page
 * needs, and the wizard picks the layout from that declaration, never from the tab name.
 * - form: one StepRenderer form (personal, contact, employer, a carrier's custom tab)
 * - people: a list of people edited one at a time through a registered list field, with limits
 * - own: the kind's folder draws the page itself (steps/<kind>/page.tsx, `stepPages`)
 */
export const PAGE_LAYOUTS = ['form', 'people', 'own'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** The registered list fields (CUSTOM_FIELD_NAMES, widgets/fields) a people page edits its list with. */
export type PeopleListField = Extract<CustomFieldName, 'beneficiaryList' | 'dependentList'>;

/** Page-level buttons a form page may offer. */
export type PageAction = 'enrollerCode' | 'skipWithIha' | 'verifyContact';

/**
 * A people page's list: the list field, the most people and, when the list shares a total, the total
 * it must reach. The page hands max and total to the list field (its 'ui:options').
 */
export interface PeopleDeclaration {
  field: PeopleListField;
  max: number;
  total?: number;
}

/** What a step's page needs: a people page always names its list; the other layouts may name form actions. */
export type PageDeclaration =
  | { layout: 'people'; people: PeopleDeclaration; actions?: never }
  | {
      layout: Exclude<PageLayout, 'people'>;
      people?: never;
      /**
       * form: 'Enter Enroller Code' (personal-info), 'Skip' with an IHA plan (employer-info), and the phone
       * and e-mail checks of an existing member before saving (contact-info).
       */
      actions?: readonly PageAction[];
    };

export interface StepModule {
  step: StepDefinition;
  /** The page the step needs (its layout and the layout's options). */
  page: PageDeclaration;
  /** Step-specific adjustments of the resolved descriptors (paired requirements, never-shown fields). */
  adjustDescriptors?: (list: readonly NormalizedDescriptor[]) => NormalizedDescriptor[];
  /** The form_field_rules tab when it is not the tab name (dependent_info reads dependent_primary_info). */
  rulesTab?: string;
  /** What the review checks of the step once saved (GET /get-missing-fields, save-review-info); none: only a kind's own hook. */
  review?: ReviewDeclaration;
  /** What the review card shows of its saved values beyond the generic labelled rows (review-display.ts). */
  reviewDisplay?: ReviewDisplay;
  /** The step is required when the enrollment's tier covers anyone besides the member (every tier but IO). */
  requiredWithDependents?: boolean;
  /** Its answers are never shown in full to a session: the receipt lists carriers' answers on it masked (health). */
  answersWithheld?: boolean;
}

/** A kind's part in its review card: keys it never shows, values it writes its own way, or its own layout. */
export interface ReviewDisplay {
  /**
   * The card's own layout of the saved record instead of the generic labelled rows (the health answers: one
   * group per question); a carrier's answers on the tab follow its rows.
   */
  card?: (data: Readonly<Record<string, unknown>>) => StepReview;
  /** Saved keys the card leaves out (record ids, vault references: identifiers, not details). */
  hidden?: readonly string[];
  /** A saved value's text by field name, where its options' titles do not give it (undefined: the generic text). */
  values?: Readonly<Record<string, (value: unknown) => string | undefined>>;
}

/**
 * How the review checks a saved step. `fields`: its saved record is its flat fields, checked again with
 * the module (a save-for-later draft is unfinished) and against the version in force (a required field
 * published since is missing). `carrier`: only the carrier's required fields (the step's own depend on
 * its page: the payment type, the signature, the catalogue's questions). `notAskedWithIha`: Skip saves it
 * empty when the cart holds an IHA plan, so then nothing of it is missing (001 section 4).
 */
export interface ReviewDeclaration {
  check: 'fields' | 'carrier';
  notAskedWithIha?: boolean;
}

/**
 * A kind that brings its own tab and page and keeps nothing (a read-only page such as plan documents): its
 * tab's title and route, its page drawn by its folder. The wizard shows it where the dynamic tabs list it
 * as required, like a carrier's custom page; it saves nothing, so the review asks nothing of it.
 */
export interface PageKind {
  tab: { title: string; route: string };
  page: { layout: 'own' };
}
