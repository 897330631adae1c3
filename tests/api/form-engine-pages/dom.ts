import { fireEvent } from '@testing-library/react';
import type Form from '@rjsf/core';
import type { FieldDefinition } from '../../../schemas/step-definition';

/** What the page's DOM shows and how a person types into it (the pages agreement test, issue 28). */

/** Option of a field by value: its label as the widget shows it. */
function optionsOf(field: FieldDefinition): Array<{ value: unknown; label: string }> {
  const one = field.schema.oneOf?.map((o) => ({ value: o.const, label: String(o.title ?? o.const) })) ?? [];
  const en = (field.schema.enum ?? []).map((v) => ({ value: v, label: String(v) }));
  return [...one, ...en];
}

/**
 * Types one value into the real input with this id as a person would (a select's option and a radio by
 * their labels); false when the page draws no editable input there.
 */
export function typeIntoId(id: string, value: unknown, field: FieldDefinition, root: ParentNode = document): boolean {
  const el = root.querySelector(`[id="${id}"]`);
  if (!el) return false;
  if (el instanceof HTMLSelectElement) {
    if (el.disabled || el.getAttribute('aria-readonly') === 'true') return false;
    const wanted = optionsOf(field).find((o) => o.value === value);
    const option = [...el.options].find((o) => (wanted ? o.textContent === wanted.label : o.value === ''));
    if (!option) return false;
    fireEvent.change(el, { target: { value: option.value } });
    return true;
  }
  if (el instanceof HTMLFieldSetElement) {
    const wanted = optionsOf(field).find((o) => o.value === value);
    if (!wanted) return false;
    const radio = [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
      (r) => r.closest('label')?.textContent === wanted.label,
    );
    if (!radio || radio.disabled) return false;
    fireEvent.click(radio);
    return true;
  }
  if (el instanceof HTMLInputElement && el.type === 'checkbox') {
    if (el.disabled || el.readOnly) return false;
    if (el.checked !== Boolean(value)) fireEvent.click(el);
    return true;
  }
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    if (el.disabled || el.readOnly) return false;
    if (value !== null && typeof value === 'object') return false;
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: value === null || value === undefined ? '' : String(value) } });
    fireEvent.blur(el);
    return true;
  }
  return false;
}

/** Types a step's field (RJSF id root_<name>). */
export const typeInto = (name: string, value: unknown, field: FieldDefinition, root?: ParentNode) =>
  typeIntoId(`root_${name}`, value, field, root);

/** The messages a part of the page shows, per field (RJSF ids root_<path>__error), and the page's own notices. */
export function shownMessages(root: ParentNode = document): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const region of root.querySelectorAll<HTMLElement>('[id^="root_"][id$="__error"]')) {
    const texts = [...region.children].map((c) => c.textContent?.trim() ?? '').filter(Boolean);
    const own = texts.length > 0 ? texts : [region.textContent?.trim() ?? ''].filter(Boolean);
    if (own.length > 0) out[region.id.replace(/^root_/, '').replace(/__error$/, '')] = [...new Set(own)].sort();
  }
  // The agreement's boxes (agreement_<id>-error): their own regions.
  for (const region of root.querySelectorAll<HTMLElement>('[id^="agreement_"][id$="-error"]')) {
    const text = region.textContent?.trim();
    if (text) out[region.id.replace(/-error$/, '')] = [text];
  }
  // The page's notices (a message of no field shown), a paragraph each; a people list's summary and total.
  for (const notice of root.querySelectorAll('.oe-notice--error, .oe-error-text')) {
    const paragraphs = [...notice.querySelectorAll('p')];
    for (const text of (paragraphs.length > 0 ? paragraphs : [notice]).map((p) => p.textContent?.trim()))
      if (text) (out['(page)'] ??= []).push(text);
  }
  return out;
}

/** What a form's inputs show (for a failure's message). */
export const formValuesShown = (form: Element | null) =>
  JSON.stringify(
    Object.fromEntries(
      [...(form?.querySelectorAll<HTMLInputElement>('input, select, textarea') ?? [])]
        .filter((el) => el.type !== 'radio' || el.checked)
        .map((el) => [el.id, el.value]),
    ),
  );

/** The text the editable text inputs of these fields show (what the person sees they typed). */
export function textFieldsShown(names: readonly string[], root: ParentNode = document): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const el = root.querySelector(`[id="root_${name}"]`);
    if (
      (el instanceof HTMLInputElement && ['text', 'email', 'tel'].includes(el.type)) ||
      el instanceof HTMLTextAreaElement
    )
      if (!el.readOnly && !el.disabled) out[name] = el.value;
  }
  return out;
}

/**
 * A sent value is what its input showed: the same text trimmed (empty sends nothing), the same
 * number, or the same letters and digits (a phone's or date's separators are the widget's).
 */
export function sameText(shown: string, sent: unknown): boolean {
  const a = shown.trim();
  const b = sent === undefined || sent === null ? '' : String(sent).trim();
  if (a === b) return true;
  if (typeof sent === 'number') return a !== '' && Number(a) === sent;
  const bare = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '');
  return bare(a) !== '' && bare(a) === bare(b);
}

/** A 400's field errors as the page would show them: per field (dots as RJSF's underscores). */
export function serverMessages(
  status: number | undefined,
  answer: unknown,
  target: (t: string) => string = (t) => t,
): Record<string, string[]> {
  if (status === 200) return {};
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (status !== 400 || !Array.isArray(data)) return { [`HTTP ${status}`]: [JSON.stringify(answer)] };
  const out: Record<string, string[]> = {};
  for (const e of data as Array<{ target_element: string; error_message: string }>)
    (out[target(e.target_element).replace(/\./g, '_')] ??= []).push(e.error_message);
  for (const k of Object.keys(out)) out[k] = [...new Set(out[k])].sort();
  return out;
}

/** Clicks the n-th radio of a page's radio group (by its legend), as a person picks a choice. */
export function pickRadio(legend: string, n: number): void {
  const group = [...document.querySelectorAll('fieldset')].find(
    (f) => f.querySelector('legend')?.textContent?.trim() === legend,
  );
  const radios = group ? [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')] : [];
  if (radios.length > 0) fireEvent.click(radios[n % radios.length]!);
}

/**
 * The values the RJSF form drawn in this element holds now (its state, read through React's fiber of the
 * form element): what its Submit hands the page, before the page's save payload is made of it.
 */
export function heldFormData(form: Element): Record<string, unknown> {
  // From an element inside the form: happy-dom's form element lists only its controls as its own keys.
  const inner = form.firstElementChild ?? form;
  const key = Object.keys(inner).find((k) => k.startsWith('__reactFiber$'));
  type Fiber = { stateNode: unknown; return: Fiber | null };
  let fiber = key ? ((inner as unknown as Record<string, Fiber>)[key] ?? null) : null;
  while (fiber) {
    const node = fiber.stateNode as Partial<Form> | null;
    if (node && typeof node === 'object' && 'state' in node && node.state && 'formData' in node.state)
      return (node.state.formData ?? {}) as Record<string, unknown>;
    fiber = fiber.return;
  }
  throw new Error('no RJSF form state above this element');
}

export const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
