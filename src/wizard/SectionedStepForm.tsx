import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { WizardFormContext } from '../../widgets';
import { FORM_THEME } from './form-theme';
import { useNearViewport } from './near-viewport';

/** A step with more fields than this is drawn in sections (SectionedStepForm); a shorter one is one <Form>. */
export const LONG_STEP_FIELDS = 60;
/** Fields per section of a long step: a keystroke costs one section's <Form>, whatever the page's size. */
const SECTION_FIELDS = 20;

/** What the StepRenderer's patchFormData needs of the form drawing the step (RJSF's Form has it too). */
export interface FieldSetter {
  setFieldValue: (name: string, value: unknown) => void;
}

type Values = Record<string, unknown>;
type Errors = ErrorSchema | undefined;

interface Section {
  names: readonly string[];
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/** The step's properties in their drawn order (ui:order, then the rest), cut into sections of their own schema. */
function toSections(schema: RJSFSchema, uiSchema: UiSchema): Section[] {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const ordered = ((uiSchema['ui:order'] ?? []) as string[]).filter((n) => Object.hasOwn(properties, n));
  const names = [...new Set([...ordered, ...Object.keys(properties)])];
  const required = new Set(schema.required ?? []);
  const sections: Section[] = [];
  for (let i = 0; i < names.length; i += SECTION_FIELDS) {
    const part = names.slice(i, i + SECTION_FIELDS);
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true }, 'ui:order': part };
    for (const n of part) if (uiSchema[n]) ui[n] = uiSchema[n] as UiSchema;
    sections.push({
      names: part,
      schema: {
        ...schema,
        properties: Object.fromEntries(part.map((n) => [n, properties[n] as RJSFSchema])),
        required: part.filter((n) => required.has(n)),
      },
      uiSchema: ui,
    });
  }
  return sections;
}

/** The part of an error schema under these names (undefined when none has an error). */
function errorsOf(errors: Errors, names: readonly string[]): Errors {
  if (!errors) return undefined;
  const node = errors as Record<string, unknown>;
  const part = Object.fromEntries(names.filter((n) => node[n] !== undefined).map((n) => [n, node[n]]));
  return Object.keys(part).length > 0 ? (part as ErrorSchema) : undefined;
}

function without(errors: Errors, names: readonly string[]): Errors {
  if (!errors || !names.some((n) => Object.hasOwn(errors, n))) return errors;
  const rest = Object.fromEntries(Object.entries(errors).filter(([n]) => !names.includes(n)));
  return Object.keys(rest).length > 0 ? (rest as ErrorSchema) : undefined;
}

interface SectionProps {
  index: number;
  section: Section;
  values: Values;
  serverErrors: Errors;
  shownErrors: Errors;
  validator: ValidatorType;
  formContext: WizardFormContext;
  onSectionChange: (index: number, data: Values) => void;
  register: (index: number, form: Form | null) => void;
  /** Watches the section's box (which sections are near the viewport). */
  observe: (index: number, element: HTMLElement | null) => void;
}

/** One section: its own <Form> (a <div>, inside the step's one <form>) over its fields' values. */
function SectionForm({
  index,
  section,
  values,
  serverErrors,
  shownErrors,
  validator,
  formContext,
  onSectionChange,
  register,
  observe,
}: SectionProps) {
  const data = useMemo(
    () => Object.fromEntries(section.names.filter((n) => values[n] !== undefined).map((n) => [n, values[n]])),
    [values, section],
  );
  const extraErrors = useMemo(
    () =>
      serverErrors && shownErrors
        ? ({ ...serverErrors, ...shownErrors } as ErrorSchema)
        : (shownErrors ?? serverErrors),
    [serverErrors, shownErrors],
  );
  const ref = useCallback((form: Form | null) => register(index, form), [register, index]);
  const box = useCallback((element: HTMLDivElement | null) => observe(index, element), [observe, index]);
  return (
    <div ref={box} className="oe-step-section" data-section={index}>
      <Form
        ref={ref}
        tagName="div"
        schema={section.schema}
        uiSchema={section.uiSchema}
        formData={data}
        validator={validator}
        {...FORM_THEME}
        formContext={formContext}
        extraErrors={extraErrors}
        noValidate
        onChange={(event) => onSectionChange(index, (event.formData ?? {}) as Values)}
      />
    </div>
  );
}

/** A section redraws only when its own values, errors or schema change (not on a keystroke in another section). */
const MemoSection = memo(SectionForm, (a, b) => {
  for (const key of Object.keys(a) as Array<keyof SectionProps>) {
    if (key === 'values' || a[key] === b[key]) continue;
    if ((key === 'serverErrors' || key === 'shownErrors') && sameErrors(a[key], b[key])) continue;
    return false;
  }
  return a.values === b.values || a.section.names.every((n) => Object.is(a.values[n], b.values[n]));
});

export interface SectionedStepFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Values;
  validator: ValidatorType;
  formContext: WizardFormContext;
  /** The last save's field errors (shown under their fields until the next save answers). */
  extraErrors?: ErrorSchema;
  formId?: string;
  onChange: (formData: Values) => void;
  /** Next was refused in the browser. */
  onError: () => void;
  onSubmit: (formData: Values) => void;
  /** patchFormData's way in: a value set through its section's own change queue. */
  setterRef: Ref<FieldSetter>;
  children?: ReactNode;
}

/**
 * A long step (a carrier's questionnaire) drawn as sections of SECTION_FIELDS fields, each its own RJSF
 * <Form> inside the step's one <form>: RJSF's work per change grows with the fields of the form changed,
 * so a keystroke costs one section, whatever the page's size. Next validates the whole page with the
 * same validator a one-<Form> step uses, shows every error under its field and focuses the first; a
 * field's error clears when the field changes, as RJSF does. Every field, label and message stays in
 * the DOM (Tab, screen readers, find-in-page); sections far from the viewport skip layout and paint
 * (content-visibility: auto). docs/decisions/0170-long-steps-in-sections.md.
 */
export function SectionedStepForm({
  schema,
  uiSchema,
  formData,
  validator,
  formContext,
  extraErrors,
  formId,
  onChange,
  onError,
  onSubmit,
  setterRef,
  children,
}: SectionedStepFormProps) {
  const sections = useMemo(() => toSections(schema, uiSchema), [schema, uiSchema]);
  const sectionOf = useMemo(() => new Map(sections.flatMap((s, i) => s.names.map((n) => [n, i] as const))), [sections]);
  const serverErrors = useMemo(() => sections.map((s) => errorsOf(extraErrors, s.names)), [sections, extraErrors]);
  // The browser's verdict of the last Next, by field (a field's node keeps its identity until it changes).
  // Next draws it first in the sections near the viewport and the first error's (`upTo`), then in all
  // of them in a transition (`upTo` null): the page answers at once, the far sections follow.
  const [verdict, setVerdict] = useState<Verdict>(NO_VERDICT);
  const [, startTransition] = useTransition();
  const shownErrors = useMemo(
    () =>
      sections.map((s, i) =>
        errorsOf(verdict.upTo === null || verdict.upTo.has(i) ? verdict.errors : verdict.before, s.names),
      ),
    [sections, verdict],
  );
  const near = useNearViewport();

  // The values as they are now, also between a section's change and the next render (two sections
  // changed in one event, a patch and a keystroke).
  const latest = useRef(formData);
  useLayoutEffect(() => {
    latest.current = formData;
  }, [formData]);

  const forms = useRef(new Map<number, Form>());
  const register = useCallback((index: number, form: Form | null) => {
    if (form) forms.current.set(index, form);
    else forms.current.delete(index);
  }, []);
  useImperativeHandle(
    setterRef,
    () => ({
      setFieldValue: (name, value) => {
        const i = sectionOf.get(name);
        if (i !== undefined) forms.current.get(i)?.setFieldValue(name, value as never);
      },
    }),
    [sectionOf],
  );

  const onSectionChange = useCallback(
    (index: number, data: Values) => {
      const prev = latest.current;
      const next = { ...prev };
      const changed: string[] = [];
      for (const n of sections[index]?.names ?? []) {
        if (Object.hasOwn(data, n)) next[n] = data[n];
        else Reflect.deleteProperty(next, n);
        if (!Object.is(prev[n], next[n])) changed.push(n);
      }
      if (changed.length === 0) return;
      latest.current = next;
      setVerdict((v) => ({ ...v, errors: without(v.errors, changed), before: without(v.before, changed) }));
      onChange(next);
    },
    [sections, onChange],
  );

  const formEl = useRef<HTMLFormElement>(null);
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!focus || !formEl.current) return;
    const field =
      formEl.current.querySelector<HTMLElement>(`#${CSS.escape(focus.id)}`) ??
      formEl.current.querySelector<HTMLElement>(`input[id^="${focus.id}"], button[id^="${focus.id}"]`);
    field?.focus();
  }, [focus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = latest.current;
    const { errors, errorSchema } = validator.validateFormData(data, schema);
    if (errors.length === 0) {
      setVerdict(NO_VERDICT);
      onSubmit(data);
      return;
    }
    // The first error's field, as RJSF's focusOnFirstError finds it.
    const path = (errors[0]?.property ?? '').replace(/^\./, '').split('.');
    const first = sectionOf.get(path[0] ?? '');
    const upTo = new Set(near.current);
    if (first !== undefined) upTo.add(first);
    setVerdict((v) => ({ errors: errorSchema, before: v.errors, upTo }));
    // After the first paint (a transition started at once ran before it on Chromium at 1x, the page
    // answering Next only when every section was drawn).
    requestAnimationFrame(() => setTimeout(() => startTransition(() => setVerdict((v) => ({ ...v, upTo: null })))));
    onError();
    setFocus({ id: ['root', ...path].join('_') });
  };

  return (
    <form ref={formEl} id={formId} className="rjsf" noValidate onSubmit={submit}>
      <div className="oe-step-chunks">
        {sections.map((section, i) => (
          <MemoSection
            key={i}
            index={i}
            section={section}
            values={formData}
            serverErrors={serverErrors[i]}
            shownErrors={shownErrors[i]}
            validator={validator}
            formContext={formContext}
            onSectionChange={onSectionChange}
            register={register}
            observe={near.observe}
          />
        ))}
      </div>
      {children}
    </form>
  );
}

interface Verdict {
  errors: Errors;
  /** What the sections outside `upTo` show until the transition draws `errors` everywhere. */
  before: Errors;
  upTo: ReadonlySet<number> | null;
}
const NO_VERDICT: Verdict = { errors: undefined, before: undefined, upTo: null };

function sameErrors(a: Errors, b: Errors): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => (a as Values)[k] === (b as Values)[k]);
}
