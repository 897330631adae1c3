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
  type FocusEvent,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { WizardFormContext } from '../../widgets';
import { FORM_THEME } from './form-theme';
import { useNearViewport } from './near-viewport';
import { useProgressiveMount } from './progressive-mount';
import {
  errorsOf,
  pick,
  sameErrors,
  toSections,
  without,
  withField,
  type Errors,
  type Section,
  type Values,
} from './step-sections';

/** A step with more fields than this is drawn in sections (SectionedStepForm); a shorter one is one <Form>. */
export const LONG_STEP_FIELDS = 60;

/** What the StepRenderer's patchFormData needs of the form drawing the step (RJSF's Form has it too). */
export interface FieldSetter {
  setFieldValue: (name: string, value: unknown) => void;
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
  /** Focus left a field of the section (the event's target and where the focus went). */
  onLeave: (index: number, event: FocusEvent<HTMLDivElement>) => void;
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
  onLeave,
  register,
  observe,
}: SectionProps) {
  const data = useMemo(() => pick(values, section.names), [values, section]);
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
    <div ref={box} className="oe-step-section" data-section={index} onBlur={(event) => onLeave(index, event)}>
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
  /** The verdict on these fields alone (the server's validateStepData over their section), for a changed field left. */
  checkFields: (names: readonly string[], formData: Values) => Errors;
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
 * A long step (a carrier's questionnaire) drawn as sections of 20 fields, each its own RJSF <Form>
 * inside the step's one <form>: RJSF's work per change grows with the fields of the form changed, so a
 * keystroke costs one section, whatever the page's size. The first section is drawn with the page, the
 * others in small chunks after its first paint (useProgressiveMount). A changed field is checked when
 * the user leaves it (its section's verdict, the server's validator); Next validates the whole page
 * with the same validator a one-<Form> step uses, shows every error under its field and focuses the
 * first (its section drawn at once if it was not yet); a field's error clears when the field changes,
 * as RJSF does. Every field, label and message ends up in the DOM (Tab, screen readers, find-in-page);
 * sections far from the viewport skip layout and paint (content-visibility: auto).
 * docs/decisions/0170-long-steps-in-sections.md.
 */
export function SectionedStepForm({
  schema,
  uiSchema,
  formData,
  validator,
  checkFields,
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
  const { isMounted, mount } = useProgressiveMount(sections.length);
  // A section not drawn yet that comes within a screen of the viewport (the user scrolled ahead) is drawn next.
  const near = useNearViewport(useCallback((i: number) => startTransition(() => mount(i)), [mount]));
  // The last save's errors are drawn at once, wherever they are.
  useEffect(() => serverErrors.forEach((e, i) => e && mount(i)), [serverErrors, mount]);

  // The values as they are now, also between a section's change and the next render (two sections
  // changed in one event, a patch and a keystroke).
  const latest = useRef(formData);
  useLayoutEffect(() => {
    latest.current = formData;
  }, [formData]);
  // Fields changed since they were last checked: leaving one checks it (a field only passed through is not judged).
  const changedFields = useRef(new Set<string>());

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
      for (const n of changed) changedFields.current.add(n);
      setVerdict((v) => {
        const errors = without(v.errors, changed);
        const before = without(v.before, changed);
        return errors === v.errors && before === v.before ? v : { ...v, errors, before };
      });
      onChange(next);
    },
    [sections, onChange],
  );

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
        if (i === undefined) return;
        const form = forms.current.get(i);
        if (form) form.setFieldValue(name, value as never);
        else onSectionChange(i, { ...pick(latest.current, sections[i]?.names ?? []), [name]: value });
      },
    }),
    [sectionOf, sections, onSectionChange],
  );

  // Leaving a changed field checks it, after the focus has moved (the Tab or click is answered first);
  // moving between the parts of one field (a date's month and day) is not leaving it.
  const leave = useCallback(
    (index: number, event: FocusEvent<HTMLDivElement>) => {
      const names = sections[index]?.names ?? [];
      let box = (event.target as Element).closest('[data-field]');
      while (box && !names.includes(box.getAttribute('data-field') ?? ''))
        box = box.parentElement?.closest('[data-field]') ?? null;
      const name = box?.getAttribute('data-field');
      if (!box || !name || !changedFields.current.has(name)) return;
      if (event.relatedTarget instanceof Node && box.contains(event.relatedTarget)) return;
      setTimeout(() => {
        if (!changedFields.current.delete(name)) return;
        const part = checkFields(names, latest.current);
        setVerdict((v) => {
          const errors = withField(v.errors, name, part);
          const before = withField(v.before, name, part);
          return errors === v.errors && before === v.before ? v : { ...v, errors, before };
        });
      });
    },
    [sections, checkFields],
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
    changedFields.current.clear();
    const { errors, errorSchema } = validator.validateFormData(data, schema);
    if (errors.length === 0) {
      setVerdict(NO_VERDICT);
      onSubmit(data);
      return;
    }
    // The first error's field, as RJSF's focusOnFirstError finds it; its section is drawn now if it was not yet.
    const path = (errors[0]?.property ?? '').replace(/^\./, '').split('.');
    const first = sectionOf.get(path[0] ?? '');
    const upTo = new Set(near.current);
    if (first !== undefined) {
      upTo.add(first);
      mount(first);
    }
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
        {sections.map((section, i) =>
          isMounted(i) ? (
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
              onLeave={leave}
              register={register}
              observe={near.observe}
            />
          ) : (
            <PendingSection key={i} index={i} observe={near.observe} />
          ),
        )}
      </div>
      {children}
    </form>
  );
}

/** The place of a section not drawn yet (about its height, so the page's length and scrollbar hold). */
function PendingSection({ index, observe }: { index: number; observe: SectionProps['observe'] }) {
  const box = useCallback((element: HTMLDivElement | null) => observe(index, element), [observe, index]);
  return <div ref={box} className="oe-step-section oe-step-section--pending" data-section={index} />;
}

interface Verdict {
  errors: Errors;
  /** What the sections outside `upTo` show until the transition draws `errors` everywhere. */
  before: Errors;
  upTo: ReadonlySet<number> | null;
}
const NO_VERDICT: Verdict = { errors: undefined, before: undefined, upTo: null };
