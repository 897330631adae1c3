import type { ReactNode } from 'react';
import type { RegistryFieldsType } from '@rjsf/utils';
import type { FieldError } from '../../schemas/envelope';
import type { PeopleDeclaration } from '../../schemas/steps';
import type { PeopleListContext } from '../../widgets';
import type { WizardStep } from './wizard-steps';

/**
 * What one kind of people list (keyed by its registered list field, widgets/fields) gives the one
 * people page (PeoplePage, chosen by PeopleStepPage): its reads, its calls and the part of the page only it knows. The
 * rules themselves stay in the step modules (schemas/steps); the page keeps the list, the error
 * summary, Next / Back, the screenshot and save for later.
 */

/** A query the route loader puts in the cache before the page renders. */
export type PeopleQuery = { queryKey: readonly unknown[] };

/** What the page hands a list's editor. */
export interface PeopleEditorInput<Item> {
  wizardStep: WizardStep;
  enrollmentId: string;
  list: readonly Item[];
  setList: (list: Item[]) => void;
  /** Replaces the page's error summary. */
  setErrors: (errors: FieldError[]) => void;
}

/** What a list's editor gives the page. */
export interface PeopleEditor<Item> {
  /** Between the title and the error summary (the tier heading, the plan banners). */
  intro?: ReactNode;
  /** Between the error summary and the list (the premier spouse question). */
  beforeList?: ReactNode;
  /** What the page hands the registered list field (formContext.people): the form renderer, the server's check, ... */
  list: PeopleListContext<Item>;
  /** The list field changed the list (default: the page's setList). */
  onListChange?: (list: Item[]) => void;
  /** After the list and its forms (the disclaimer). */
  afterList?: ReactNode;
  /** Next shows: the step module's list rules are met. */
  canContinue: boolean;
  /** Why Next is held (disabled, and its tooltip) while it shows, if it is. */
  held?: string;
}

/**
 * How the page sums up errors: 'last' the last one in a red notice above the list, shown only
 * when there is one (001: a beneficiary save failure); 'all' each one a line of one alert that is
 * always present (002: the dependents' main error).
 */
export type PeopleErrorSummary = 'last' | 'all';

/** A people list's RJSF field (the list with Edit and Delete, the person form's place). */
export type PeopleListFieldComponent = RegistryFieldsType[string];

export interface PeopleList<Item> {
  /** The list's property in the list form's schema: the save payload's key. */
  property: string;
  /** The field the list form draws the list with, registered under the declared name for that form alone. */
  field: PeopleListFieldComponent;
  /** What the route loader reads first. */
  queries: (step: WizardStep, enrollmentId: string) => readonly PeopleQuery[];
  /** The list the page starts with (from the prefetched reads). */
  useInitialList: (step: WizardStep, enrollmentId: string) => Item[];
  /** The list-specific part of the page: its state beyond the list and what the list field gets from the page. */
  useEditor: (input: PeopleEditorInput<Item>) => PeopleEditor<Item>;
  /** Next: saves the whole list. */
  save: (enrollmentId: string, list: readonly Item[]) => Promise<unknown>;
  /** A failed save as the summary's errors (default saveFailureErrors). */
  saveErrors?: (error: unknown) => FieldError[];
  summary: PeopleErrorSummary;
  /** The saved list's query, refreshed once Next or save for later stored the list. */
  savedQueryKey: (enrollmentId: string) => readonly unknown[];
  /** The data save for later sends for the list. */
  saveLaterData: (list: readonly Item[]) => Record<string, unknown>;
  /** Problems that keep the save-for-later dialog closed (shown in the summary); none when absent. */
  saveLaterProblems?: (enrollmentId: string, list: readonly Item[]) => Promise<FieldError[]>;
}

/** What a people page is given by the wizard's layout. */
export interface PeoplePageProps {
  wizardStep: WizardStep;
  enrollmentId: string;
}

/** A list kind with its item type bound (PeoplePage's bindPeopleList): its loader reads and its page. */
export interface BoundPeopleList {
  queries: (step: WizardStep, enrollmentId: string) => readonly PeopleQuery[];
  /** The kind's list field (read when the page renders, so a test may wrap it). */
  field: PeopleListFieldComponent;
  render: (props: PeoplePageProps & { declared: PeopleDeclaration; field: PeopleListFieldComponent }) => ReactNode;
}
