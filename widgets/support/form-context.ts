import { useSyncExternalStore, type ReactNode } from 'react';

/** What a people list field asks the page's one-person form renderer for: the add or edit form of one person. */
export interface PersonFormRequest<Item = Record<string, unknown>> {
  /** 'Beneficiary #n', 'Dependent #n'. */
  title: string;
  /** The person being edited (none when adding). */
  initial?: Item;
  /** The relationship the form is for (a dependent's, chosen by the tier rules). */
  relationship?: string;
  /** Submit is offered (default true). */
  canSubmit?: boolean;
  /** The form's submit: resolves when the person joined the list, rejects with the errors to show. */
  onSubmit: (item: Item) => Promise<void>;
  onCancel: () => void;
}

/**
 * What only the people page can give its list field (beneficiaryList, dependentList): the list
 * fields stay free of calls and of the page's state. The most people and the total are the step's
 * declaration (page.people), in the field's 'ui:options'.
 */
export interface PeopleListContext<Item = Record<string, unknown>> {
  /** Renders the add / edit form of one person (the StepRenderer with the step's descriptors). */
  renderForm: (request: PersonFormRequest<Item>) => ReactNode;
  /** The server's check of one person (validate-single-*); rejects when invalid. */
  validate: (item: Item) => Promise<void>;
  /** Delete is offered unless the enrollment forbids it (default true). */
  canDelete?: boolean;
  /** Told whenever the list's editing form opens or closes (the page holds Next meanwhile). */
  onEditingChange?: (open: boolean) => void;
  /** Relationships that may be added now (Add Spouse / Add Child); none when the list does not ask. */
  addable?: readonly string[];
  /** The add form waits (the premier spouse question is open). */
  addHeld?: boolean;
}

/**
 * What the StepRenderer hands every widget through RJSF's formContext. Widgets stay free of
 * network calls and of step knowledge: the zip lookup is injected, and a widget that must change a
 * sibling (the zip filling the state) does so through patchFormData and lockedFields.
 */
export interface WizardFormContext {
  /** Zip -> two-letter state; rejects with the message to show on the zip field. */
  lookupZipState?: (zip: string) => Promise<string>;
  /** Routing number -> bank name; rejects with the message to show on the routing field. */
  lookupRoutingBank?: (routing: string) => Promise<string>;
  /** Merges values into the form data (the zip widget filling the state). */
  patchFormData?: (patch: Record<string, unknown>) => void;
  /** Field names a sibling widget has locked (the state after a zip lookup). */
  lockedFields?: ReadonlySet<string>;
  /** Locks or unlocks a field by name. */
  setFieldLocked?: (name: string, locked: boolean) => void;
  /** Sets or clears a message shown under a field (the zip lookup failure). */
  setFieldMessage?: (name: string, message: string | undefined) => void;
  /** Messages shown under fields by name, beside the validation errors (zip lookup failure). */
  fieldMessages?: Readonly<Record<string, string>>;
  /** The day date rules compare against (tests and stories pin it). */
  today?: Date;
  /** Stores one file of a carrier's upload field and answers its reference (a carrier's page only). */
  uploadDocument?: (field: string, file: File) => Promise<unknown>;
  /** A people page's list field: what only the page gives it. */
  people?: PeopleListContext;
  /**
   * The form's current values (a dependent's health questions are drawn by the gender chosen in the same form),
   * read through useFormValue: the context itself stays the same object while the user types, so RJSF redraws
   * only the field whose value changed, and a widget reading another field's value redraws when that value does.
   */
  formValues?: FormValuesSource;
}

/** The form's values as they are now, and a way to hear of each change (a small external store). */
export interface FormValuesSource {
  current: () => Readonly<Record<string, unknown>>;
  subscribe: (listener: () => void) => () => void;
}

/** A FormValuesSource its owner (the StepRenderer) sets on each change; listeners hear of it after. */
export function createFormValues(initial: Readonly<Record<string, unknown>>): FormValuesSource & {
  set: (next: Readonly<Record<string, unknown>>) => void;
} {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => values,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      values = next;
      for (const listener of listeners) listener();
    },
  };
}

const noSubscription = () => () => {};

/** One field's current value from the form context's values, the widget redrawn only when that value changes. */
export function useFormValue(registry: { formContext?: unknown } | undefined, name: string): unknown {
  const source = wizardContext(registry).formValues;
  const read = () => source?.current()[name];
  return useSyncExternalStore(source?.subscribe ?? noSubscription, read, read);
}

/** The wizard form context of a widget's registry (empty when rendered outside the wizard). */
export function wizardContext(registry: { formContext?: unknown } | undefined): WizardFormContext {
  const ctx = registry?.formContext;
  return ctx && typeof ctx === 'object' ? (ctx as WizardFormContext) : {};
}
