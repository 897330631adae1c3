import type { ComponentType } from 'react';
import type { FieldError } from '../../schemas/envelope';
import type { PageAction, PeopleListField } from '../../schemas/steps';
import type { BoundPeopleList } from './people-list';
import type { WizardStep } from './wizard-steps';

/**
 * What a step kind's folder adds to the wizard's pages. A page action of the generic form page (the Enter Enroller Code of personal-info, ...): declared by
 * the step module (`page.actions`), implemented in the kind's folder (steps/<kind>/page.tsx, exported as
 * `formActions`), found by the browser's registry (steps/pages.ts). The form page renders the action's
 * component among its buttons and runs the check it registers before every save.
 */

/** Runs before Next saves: true lets the save go on. */
export type BeforeSave = (payload: Record<string, unknown>) => boolean | Promise<boolean>;

export interface FormActionProps {
  enrollmentId: string;
  /** Registers the check Next runs before the save (null: none). */
  setBeforeSave: (check: BeforeSave | null) => void;
  /** Shows a message above the step's buttons (announced), or clears it. */
  setNotice: (message: string | undefined) => void;
  /** Shows refusals under their fields, as the server's would be. */
  setServerErrors: (errors: FieldError[]) => void;
  /** Saves the step as skipped (the form's current values with `skip: true`; the server decides what it keeps). */
  skip: () => void;
}

export type FormAction = ComponentType<FormActionProps>;

/** A kind's own page (layout 'own'): its component and the queries its route loader puts in the cache first. */
export interface KindPage {
  Page: ComponentType<{ wizardStep: WizardStep; enrollmentId: string }>;
  queries: (step: WizardStep, enrollmentId: string) => ReadonlyArray<{ queryKey: readonly unknown[] }>;
}

/** What a kind folder's page.tsx exports to the browser's registry. */
export interface KindPageExports {
  formActions?: Partial<Record<PageAction, FormAction>>;
  /** Its own pages by tab name (a kind that declares its own tab, PAGE_KINDS in schemas/steps). */
  stepPages?: Readonly<Record<string, KindPage>>;
  /** The people lists it implements, by their registered list field (a step declaring the people layout names one). */
  peopleLists?: Partial<Record<PeopleListField, BoundPeopleList>>;
}
