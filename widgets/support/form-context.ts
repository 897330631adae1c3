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
}

/** The wizard form context of a widget's registry (empty when rendered outside the wizard). */
export function wizardContext(registry: { formContext?: unknown } | undefined): WizardFormContext {
  const ctx = registry?.formContext;
  return ctx && typeof ctx === 'object' ? (ctx as WizardFormContext) : {};
}
