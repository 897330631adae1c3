import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Widget } from '@rjsf/utils';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_PATTERN,
  QUESTIONNAIRE_TITLE,
  questionnaireFieldName,
  questionnaireLabel,
  questionnaireRules,
} from '../../bench/questionnaire-fixture';
import { widgets } from '../../widgets';
import { mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/**
 * A carrier questionnaire of 1,000 typed fields (bench/questionnaire-fixture.ts) on its custom page:
 * drawn section by section, every field in the DOM shortly after the first; a keystroke redraws the
 * field typed in and no other; a changed field left is checked; Next judges every field with the same
 * messages and focuses the first invalid one, also while far sections are still being drawn; every
 * label and message stays in the DOM (find-in-page, screen readers) and Tab moves on across the page's
 * chunks.
 */

const ID = 'e'.repeat(32);
const TAB = 'custom_questionnaire';
const FIELDS = 1000;
const REQUIRED_MESSAGE = 'Please answer this question';

/** A valid answer to field i, by its kind (bench/questionnaire-fixture.ts: text, number, select, date, yes/no). */
const VALID = ['Ann Lee', 5, 'none', '01/02/2000', 'yes'] as const;
const answered = (i: number) => VALID[i % VALID.length];

/** The page's descriptors; `answeredBelow`: the required fields before it come with a valid saved answer. */
const descriptorsOf = (answeredBelow = 0) =>
  questionnaireRules(FIELDS, 1, TAB).rules.map((r, i) => ({
    field_name: r.field_name,
    value: r.required && i < answeredBelow ? answered(i) : null,
    required: r.required,
    read_only: false,
    visible: true,
    definition: r.definition,
  }));

/** Renders of each widget by its input id, counted through the theme's own widgets. */
const renders = new Map<string, number>();
const originals = new Map<string, Widget>();
const COUNTED = ['text', 'number', 'select', 'date', 'radio'] as const;

beforeEach(() => {
  localStorage.clear();
  renders.clear();
  for (const name of COUNTED) {
    const original = widgets[name] as Widget;
    originals.set(name, original);
    const Counted: Widget = (props) => {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return createElement(original, props);
    };
    (widgets as Record<string, Widget>)[name] = Counted;
  }
});
afterEach(() => {
  for (const [name, original] of originals) (widgets as Record<string, Widget>)[name] = original;
});

const fieldBox = (i: number) => document.querySelector(`[data-field="${questionnaireFieldName(i)}"]`);

/** Opens the page; waits for its first field (`drawn`: 'first') or for every field (the default). */
async function openQuestionnaire({
  answeredBelow = 0,
  drawn = 'all',
}: { answeredBelow?: number; drawn?: 'first' | 'all' } = {}) {
  const api = mockApi({
    'get-dynamic-tabs': ok({
      result: [
        { tab_name: TAB, title: QUESTIONNAIRE_TITLE, required: true, order: 1 },
        { tab_name: 'review_info', required: true, order: 8 },
      ],
    }),
    'get-form-fields-custom': ok({ result: descriptorsOf(answeredBelow) }),
    'save-custom-step': ok({ message: 'Saved', saved_tab: TAB }),
    'save-screenshot': ok({ message: 'Saved' }),
  });
  renderWizardStep(ID, TAB, { 'review-confirm': 'Review' });
  // Queries by role or label over 1,000 fields are slow in happy-dom: the fields and the title by their markup.
  await waitFor(() => expect(fieldBox(drawn === 'all' ? FIELDS - 1 : 0)).toBeTruthy(), { timeout: 30_000 });
  expect(document.querySelector('h1')?.textContent).toBe(QUESTIONNAIRE_TITLE);
  return api;
}
const drawnFields = () => document.querySelectorAll('[data-field]').length;

const input = (i: number) => document.getElementById(`root_${questionnaireFieldName(i)}`) as HTMLInputElement;
const nextButton = () => document.querySelector<HTMLButtonElement>('button.oe-button--primary[type="submit"]')!;
const errorOf = (i: number) => document.getElementById(`root_${questionnaireFieldName(i)}__error`)?.textContent ?? '';

describe('a 1,000-field carrier questionnaire', () => {
  it('is drawn section by section: the first fields with the page, every field in the DOM shortly after', async () => {
    await openQuestionnaire({ drawn: 'first' });
    const first = drawnFields();
    expect(first).toBeGreaterThanOrEqual(20);
    expect(first).toBeLessThan(FIELDS);
    expect(fieldBox(FIELDS - 1)).toBeNull();
    // The rest follow in the background, in order, until every field, label and message place is there.
    await waitFor(() => expect(drawnFields()).toBe(FIELDS), { timeout: 60_000 });
    const text = document.body.textContent ?? '';
    for (const i of [0, 20, 500, FIELDS - 1]) expect(text).toContain(questionnaireLabel(i));
  }, 120_000);

  it("Next while far sections are still being drawn judges every value, draws the first error's section and focuses it", async () => {
    const user = userEvent.setup();
    // Every required field before 900 answered: the first error is field 900 (q_0901), far down the page.
    await openQuestionnaire({ answeredBelow: 900, drawn: 'first' });
    expect(fieldBox(900)).toBeNull();
    await user.click(nextButton());
    await waitFor(() => expect(document.activeElement?.id).toMatch(new RegExp(`^root_${questionnaireFieldName(900)}`)));
    expect(errorOf(900)).toBe(REQUIRED_MESSAGE);
    await waitFor(() => expect(drawnFields()).toBe(FIELDS), { timeout: 60_000 });
    await waitFor(() => expect(errorOf(FIELDS - 1)).toBe(REQUIRED_MESSAGE), { timeout: 30_000 });
    for (let i = 0; i < FIELDS; i++)
      expect(errorOf(i), questionnaireFieldName(i)).toBe(i % 3 === 0 && i >= 900 ? REQUIRED_MESSAGE : '');
  }, 120_000);

  it('Next while far sections are still being drawn saves every value, the undrawn ones too', async () => {
    const user = userEvent.setup();
    const api = await openQuestionnaire({ answeredBelow: FIELDS, drawn: 'first' });
    expect(fieldBox(FIELDS - 1)).toBeNull();
    await user.click(nextButton());
    await waitFor(() => expect(api.callsTo('save-custom-step')).toHaveLength(1), { timeout: 30_000 });
    const sent = api.callsTo('save-custom-step')[0]!.body as Record<string, unknown>;
    // A text, a number and a select near the top, a text and a yes/no at the end (drawn after the click or not yet).
    for (const i of [0, 6, 12, 990, 999])
      expect(String(sent[questionnaireFieldName(i)]), questionnaireFieldName(i)).toBe(String(answered(i)));
  }, 120_000);

  it('a changed field is checked when the user leaves it, with the carrier message; a field passed through is not', async () => {
    const user = userEvent.setup();
    await openQuestionnaire();
    // Field 0 is a required text field with a pattern: passing through it says nothing.
    input(0).focus();
    await user.tab();
    expect(errorOf(0)).toBe('');
    await user.type(input(0), 'R2-D2');
    expect(errorOf(0)).toBe('');
    await user.tab();
    await waitFor(() => expect(errorOf(0)).toBe(QUESTIONNAIRE_PATTERN.message));
    // Changing it clears the message; a valid answer left shows none.
    await user.clear(input(0));
    expect(errorOf(0)).toBe('');
    await user.type(input(0), 'Ann Lee');
    await user.tab();
    await new Promise((r) => setTimeout(r, 50));
    expect(errorOf(0)).toBe('');
    // Emptied and left: the required message, as Next would say it.
    await user.clear(input(0));
    await user.tab();
    await waitFor(() => expect(errorOf(0)).toBe(REQUIRED_MESSAGE));
    // The others are not judged until Next.
    expect(errorOf(3)).toBe('');
  }, 120_000);

  it('a keystroke redraws only the field typed in, at the top and in the middle of the page', async () => {
    const user = userEvent.setup();
    await openQuestionnaire();
    for (const i of [0, 500]) {
      renders.clear();
      await user.type(input(i), 'Dr');
      expect(input(i).value).toBe('Dr');
      const redrawn = [...renders.keys()];
      expect(redrawn).toEqual([`root_${questionnaireFieldName(i)}`]);
    }
  }, 120_000);

  it('Next judges every field with the carrier messages and focuses the first invalid one; labels and messages are all in the DOM', async () => {
    const user = userEvent.setup();
    await openQuestionnaire();
    // A wrong answer far down the page (a text field, not required: 995 % 3 != 0).
    await user.type(input(995), 'R2-D2');
    await user.click(nextButton());
    await waitFor(() => expect(errorOf(995)).toBe(QUESTIONNAIRE_PATTERN.message), { timeout: 30_000 });
    for (let i = 0; i < FIELDS; i++) {
      if (i === 995) continue;
      expect(errorOf(i), questionnaireFieldName(i)).toBe(i % 3 === 0 ? REQUIRED_MESSAGE : '');
    }
    expect(document.activeElement?.id).toMatch(new RegExp(`^root_${questionnaireFieldName(0)}`));
    // Find-in-page and screen readers: every label is in the DOM, the last one too, with its message.
    const text = document.body.textContent ?? '';
    for (const i of [0, 500, 995, FIELDS - 1]) expect(text).toContain(questionnaireLabel(i));
    expect(text).toContain(QUESTIONNAIRE_PATTERN.message);
  }, 120_000);

  it('Tab moves from field to field across the chunks of the page, near its end', async () => {
    const user = userEvent.setup();
    await openQuestionnaire();
    expect(nextButton().textContent).toContain('Next');
    // Fields 960-979 and 980-999 are two chunks: Tab from 975 reaches 980.
    input(975).focus();
    const target = `root_${questionnaireFieldName(980)}`;
    for (let step = 0; step < 30 && document.activeElement?.id !== target; step++) await user.tab();
    expect(document.activeElement?.id).toBe(target);
  }, 120_000);
});
