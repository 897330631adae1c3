import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import type { StepDefinition } from '../../schemas/step-definition';
import { withCarrierFields } from '../../schemas/field-definition';
import { liveRuleMessages } from '../../schemas/live-rules';
import { toSavePayload } from '../../schemas/to-save-payload';
import { toStepSchema, unaskedKey } from '../../schemas/to-step-schema';
import type { WizardFormContext } from '../../widgets';
import { createFormValues } from '../../widgets/support/form-context';
import { FORM_THEME } from './form-theme';
import { LONG_STEP_FIELDS, SectionedStepForm, type FieldSetter } from './SectionedStepForm';
import { mapServerErrors } from './server-errors';
import { createFieldCheck, createStepValidator, toErrorSchema } from './validation/step-validator';
import '../styles/wizard.css';

export interface StepRendererProps {
  step: StepDefinition;
  /** The step's descriptors (already adjusted by the step module). */
  descriptors: readonly FieldDescriptor[];
  /** The last save's field errors, shown under their fields (extraErrors). */
  serverErrors?: readonly FieldError[];
  /** Called with the save payload once the browser-side validation passes. */
  onSubmit: (payload: Record<string, unknown>) => void;
  /** Called with the form data on every change (save-later reads the current values). */
  onChange?: (formData: Record<string, unknown>) => void;
  /** Zip -> state lookup for the zip widget. */
  lookupZipState?: (zip: string) => Promise<string>;
  /** Routing number -> bank name for the routing widget (billing). */
  lookupRoutingBank?: (routing: string) => Promise<string>;
  /** Stores a file of a carrier's upload field (a carrier's page). */
  uploadDocument?: (field: string, file: File) => Promise<unknown>;
  /** The form's id, so a button outside it can submit it. */
  formId?: string;
  today?: Date;
  /** Buttons rendered inside the form (Next submits it). */
  children?: ReactNode;
}

/** toStepSchema's uiSchema plus the theme's generic wiring: object fields with a widget use objectWidget. */
function withThemeWiring(ui: UiSchema, properties: Record<string, unknown>): UiSchema {
  const out: UiSchema = { ...ui, 'ui:submitButtonOptions': { norender: true } };
  for (const [name, prop] of Object.entries(properties)) {
    const entry = ui[name] as UiSchema | undefined;
    if ((prop as { type?: unknown }).type === 'object' && entry?.['ui:widget'])
      out[name] = { ...entry, 'ui:field': 'objectWidget' };
  }
  return out;
}

/** The live rules' messages of these values; none, without building the payload, when the step has no live rule. */
function liveMessagesOf(step: StepDefinition, values: Readonly<Record<string, unknown>>): Record<string, string> {
  return step.liveRules?.length ? liveRuleMessages(step, toSavePayload(step, values)) : NO_MESSAGES;
}
const NO_MESSAGES: Record<string, string> = {};
const NO_ERRORS: readonly FieldError[] = [];

/** `prev` when `next` says the same, so the form context keeps its identity while the messages do not change. */
function sameMessages(prev: Record<string, string>, next: Record<string, string>): Record<string, string> {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(prev).length) return next;
  return keys.every((k) => prev[k] === next[k]) ? prev : next;
}

/**
 * The one renderer of every wizard step: descriptors + step module -> JSON Schema -> <Form> with
 * the widgets/ theme. It knows nothing about any particular step; a field name it does not know is
 * a labelled text input that the server validates.
 */
export function StepRenderer({
  step: moduleStep,
  descriptors,
  serverErrors = [],
  onSubmit,
  onChange,
  lookupZipState,
  lookupRoutingBank,
  uploadDocument,
  formId,
  today,
  children,
}: StepRendererProps) {
  // The step with the carriers' typed fields of these descriptors: render, validate and save them alike.
  const step = useMemo(() => withCarrierFields(moduleStep, descriptors), [moduleStep, descriptors]);
  const initial = useMemo(() => toStepSchema(descriptors, step).formData, [descriptors, step]);
  // The values go back to <Form> (it stays controlled, so a sibling patch and a keystroke never undo
  // each other), but the form context, schema and uiSchema keep their identity while the user types:
  // RJSF then redraws only the field typed in. Widgets that read another field's value do so through
  // a small store (useFormValue). What the page draws from the values (the follow-ups asked, the live
  // rules' messages) is state, set only when it changes.
  const [formData, setFormData] = useState<Record<string, unknown>>(initial);
  const [formValues] = useState(() => createFormValues(initial));
  // A carrier's follow-ups are drawn while their question has the answer that asks them: the schema
  // is rebuilt only when that set changes, not on every keystroke.
  const [asked, setAsked] = useState(() => ({ unasked: unaskedKey(step, initial), values: initial }));
  const { schema, uiSchema } = useMemo(
    () => toStepSchema(descriptors, step, { values: asked.values }),
    [descriptors, step, asked],
  );
  const ui = useMemo(() => withThemeWiring(uiSchema, schema.properties ?? {}), [uiSchema, schema]);
  // The server's own check (validateStepData with these descriptors), nothing else: tests/api/form-engine-property.test.ts.
  const validator = useMemo(
    () => createStepValidator(step, descriptors, today ? { today } : {}),
    [step, descriptors, today],
  );
  // A long step checks a changed field when the user leaves it: the same check over the field's section.
  const checkFields = useMemo(
    () => createFieldCheck(step, descriptors, today ? { today } : {}),
    [step, descriptors, today],
  );
  const [lockedFields, setLocked] = useState<ReadonlySet<string>>(() => new Set());
  const [fieldMessages, setFieldMessages] = useState<Readonly<Record<string, string>>>({});
  // Live rules (retired employer) show under their field as soon as the value changes; a step without
  // live rules never builds the payload for them.
  const [liveMessages, setLiveMessages] = useState(() => liveMessagesOf(step, initial));

  // The parent sees the initial values too (save-later may run before any change).
  useEffect(() => {
    onChange?.(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mounted step
  }, []);

  const update = useCallback(
    (next: Record<string, unknown>) => {
      setFormData(next);
      formValues.set(next);
      const unasked = unaskedKey(step, next);
      setAsked((prev) => (prev.unasked === unasked ? prev : { unasked, values: next }));
      setLiveMessages((prev) => sameMessages(prev, liveMessagesOf(step, next)));
      onChange?.(next);
    },
    [onChange, step, formValues],
  );
  // Through Form's own change queue (setFieldValue), so a sibling update is ordered with the
  // keystroke that caused it and never overwritten by it.
  // A long step's sections take the patch through the section holding the field.
  const formRef = useRef<Form>(null);
  const sectionsRef = useRef<FieldSetter>(null);
  const patchFormData = useCallback((patch: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(patch))
      (formRef.current ?? sectionsRef.current)?.setFieldValue(name, value);
  }, []);
  const shownMessages = useMemo(() => ({ ...liveMessages, ...fieldMessages }), [liveMessages, fieldMessages]);
  const formContext = useMemo<WizardFormContext>(
    () => ({
      lookupZipState,
      lookupRoutingBank,
      patchFormData,
      lockedFields,
      fieldMessages: shownMessages,
      setFieldLocked: (name, locked) =>
        setLocked((prev) => {
          if (prev.has(name) === locked) return prev;
          const next = new Set(prev);
          if (locked) next.add(name);
          else next.delete(name);
          return next;
        }),
      setFieldMessage: (name, message) =>
        setFieldMessages((prev) => {
          if (message) return { ...prev, [name]: message };
          if (!Object.hasOwn(prev, name)) return prev;
          return Object.fromEntries(Object.entries(prev).filter(([key]) => key !== name));
        }),
      formValues,
      ...(uploadDocument ? { uploadDocument } : {}),
      ...(today ? { today } : {}),
    }),
    [lookupZipState, lookupRoutingBank, patchFormData, lockedFields, shownMessages, today, formValues, uploadDocument],
  );

  // The last save's refusal describes what was sent then: once Next is refused in the browser for what
  // is on screen now, it is set aside (until the next save answers), so the page shows only the
  // verdict on the current values, as the server would give it.
  const serverKey = JSON.stringify(serverErrors);
  const [setAside, setSetAside] = useState<string | null>(null);
  const current = setAside === serverKey ? NO_ERRORS : serverErrors;
  const shownFields = useMemo(() => Object.keys(schema.properties ?? {}), [schema]);
  const mapped = useMemo(() => mapServerErrors(current, shownFields), [current, shownFields]);
  const extraErrors = useMemo(
    () => (mapped.byField.length > 0 ? (toErrorSchema(mapped.byField, shownFields) as ErrorSchema) : undefined),
    [mapped, shownFields],
  );

  const submit = useCallback(
    (data: Record<string, unknown>) => {
      setSetAside(null);
      onSubmit(toSavePayload(step, data));
    },
    [onSubmit, step],
  );
  const refused = useCallback(() => setSetAside(serverKey), [serverKey]);

  return (
    <div className="oe-step-form">
      {mapped.unmatched.length > 0 && (
        <div className="oe-notice oe-notice--error" role="alert">
          {mapped.unmatched.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      {shownFields.length > LONG_STEP_FIELDS ? (
        <SectionedStepForm
          setterRef={sectionsRef}
          formId={formId}
          schema={schema}
          uiSchema={ui}
          formData={formData}
          validator={validator}
          checkFields={checkFields}
          formContext={formContext}
          extraErrors={extraErrors}
          onChange={update}
          onError={refused}
          onSubmit={submit}
        >
          {children}
        </SectionedStepForm>
      ) : (
        <Form
          ref={formRef}
          id={formId}
          schema={schema}
          uiSchema={ui}
          formData={formData}
          validator={validator}
          {...FORM_THEME}
          formContext={formContext}
          extraErrors={extraErrors}
          focusOnFirstError
          onChange={(event) => update((event.formData ?? {}) as Record<string, unknown>)}
          onError={refused}
          onSubmit={(event) => submit((event.formData ?? {}) as Record<string, unknown>)}
        >
          {children ?? <></>}
        </Form>
      )}
    </div>
  );
}
