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
 * a keystroke redraws the field typed in and no other; Next judges every field with the same
 * messages and focuses the first invalid one; every label and message stays in the DOM (find-in-page,
 * screen readers) and Tab moves on across the page's chunks.
 */

const ID = 'e'.repeat(32);
const TAB = 'custom_questionnaire';
const FIELDS = 1000;
const REQUIRED_MESSAGE = 'Please answer this question';

const descriptors = questionnaireRules(FIELDS, 1, TAB).rules.map((r) => ({
  field_name: r.field_name,
  value: null,
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

async function openQuestionnaire() {
  mockApi({
    'get-dynamic-tabs': ok({
      result: [
        { tab_name: TAB, title: QUESTIONNAIRE_TITLE, required: true, order: 1 },
        { tab_name: 'review_info', required: true, order: 8 },
      ],
    }),
    'get-form-fields-custom': ok({ result: descriptors }),
    'save-custom-step': ok({ message: 'Saved', saved_tab: TAB }),
    'save-screenshot': ok({ message: 'Saved' }),
  });
  renderWizardStep(ID, TAB, { 'review-confirm': 'Review' });
  // Queries by role or label over 1,000 fields are slow in happy-dom: the last field and the title by their markup.
  await waitFor(
    () => expect(document.querySelector(`[data-field="${questionnaireFieldName(FIELDS - 1)}"]`)).toBeTruthy(),
    {
      timeout: 30_000,
    },
  );
  expect(document.querySelector('h1')?.textContent).toBe(QUESTIONNAIRE_TITLE);
}

const input = (i: number) => document.getElementById(`root_${questionnaireFieldName(i)}`) as HTMLInputElement;
const nextButton = () => document.querySelector<HTMLButtonElement>('button.oe-button--primary[type="submit"]')!;
const errorOf = (i: number) => document.getElementById(`root_${questionnaireFieldName(i)}__error`)?.textContent ?? '';

describe('a 1,000-field carrier questionnaire', () => {
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
