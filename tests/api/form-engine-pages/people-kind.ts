import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCarrierFields } from '../../../schemas/field-definition';
import { fieldDefinition, type FieldDefinition, type StepDefinition } from '../../../schemas/step-definition';
import { formInput, ruleSet } from '../../../schemas/test-support/form-engine';
import { toSavePayload } from '../../../schemas/to-save-payload';
import {
  backTo,
  busy,
  calls,
  descriptorsAt,
  inject,
  INPUTS,
  nextButton,
  PATH,
  press,
  putRules,
  quiet,
  renderStep,
  RULE_SETS,
  SEED,
  SLOW,
  unanswered,
} from './bridge';
import {
  formValuesShown,
  heldFormData,
  json,
  sameText,
  serverMessages,
  shownMessages,
  textFieldsShown,
  typeInto,
} from './dom';
import { isSecret } from './form-kind';

/**
 * The agreement through a people page (beneficiaries, dependents: the people layout, its registered list
 * field and the one-person form it opens), issue 28. For each input: the list emptied on the page, the
 * person's form opened, the input typed, Submit pressed. Then:
 * - the form sent the person to the server's check (validate-single-*): the server must accept (a 400 is
 *   the browser passing what the server refuses), the person sent is what the text fields showed; then
 *   Next is offered exactly when the server saves the list (pressed: the save must pass and read back
 *   what was sent; held: the list save must be refused);
 * - the form refused: the person the form holds (what its Submit would send) goes to the server's check,
 *   which must refuse with the same message under each field.
 */
export interface PeopleKind {
  name: string;
  rulesTab: string;
  route: string;
  /** The one-person form's step (what its StepRenderer saves with). */
  step: StepDefinition;
  names: readonly string[];
  fieldsUrl: (id: string) => string;
  enroll(): Promise<string>;
  /** The add button's name ('+ Add Beneficiary', 'Add Spouse'). */
  add: string;
  /** The person form's section (by its title). */
  section: RegExp;
  validateCall: string;
  /** The server check's body for a form's save payload, as the page builds it. */
  validateBody(payload: Record<string, unknown>, id: string): Record<string, unknown>;
  /** A server target as the form's field key (a dependent's primary_info. prefix is the page's). */
  target(t: string): string;
  /** The person's values in the server check's body. */
  valuesOf(body: Record<string, unknown>): Record<string, unknown>;
  saveCall: string;
  /** The list save's body for these people (the server checks' bodies). */
  listBody(people: Array<Record<string, unknown>>, id: string): Record<string, unknown>;
  /** The people the server saved, their values. */
  saved(id: string): Promise<Array<Record<string, unknown>>>;
  inputOf?(values: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>>;
}

const sectionOf = (kind: PeopleKind) => screen.queryByRole('region', { name: kind.section });
const pageReady = () => screen.queryByRole('button', { name: 'Save & Continue Later' });

/** Deletes every person of the list on the page, as a person would. */
async function emptyList(): Promise<void> {
  for (let n = 0; n < 12; n += 1) {
    const del = document.querySelector<HTMLButtonElement>('ul button[aria-label^="Delete "]');
    if (!del) return;
    await press(del);
  }
}

export function runPeopleKind(kind: PeopleKind): void {
  describe(`${kind.name}: the real people page and the server agree`, () => {
    it(`for ${RULE_SETS} random rule sets x ${INPUTS} people typed into the page`, async () => {
      const today = new Date();
      let cases = 0;
      let accepted = 0;
      let saved = 0;
      let ruleSetsRun = 0;
      await fc.assert(
        fc.asyncProperty(
          ruleSet(kind.rulesTab, kind.names),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          async (rules, inputSeed) => {
            ruleSetsRun += 1;
            await putRules(kind.rulesTab, rules);
            const id = await kind.enroll();
            const step = withCarrierFields(kind.step, await descriptorsAt(kind.fieldsUrl(id)));
            const fieldOf = (n: string): FieldDefinition => fieldDefinition(step, n);
            const values = formInput(step, kind.names, today, fieldOf);
            const inputs = fc.sample(kind.inputOf?.(values) ?? values, { numRuns: INPUTS, seed: inputSeed });
            const router = renderStep(id, kind.route);
            await waitFor(() => expect(pageReady()).toBeTruthy(), { timeout: 30_000 });
            await quiet();
            for (const raw of inputs) {
              const input = json(raw);
              await emptyList();
              await press(screen.getByRole('button', { name: kind.add }));
              const section = await waitFor(
                () => {
                  const found = sectionOf(kind);
                  expect(found).toBeTruthy();
                  return found!;
                },
                { timeout: SLOW },
              );
              const typed: Record<string, unknown> = {};
              for (let round = 0; round < 3; round += 1)
                for (const [name, value] of Object.entries(input))
                  if (!(name in typed) && typeInto(name, value, fieldOf(name), section)) typed[name] = value;
              await quiet();
              const textShown = textFieldsShown(Object.keys(typed), section);
              const shownValues = formValuesShown(section);
              const before = calls.length;
              await act(async () => {
                fireEvent.click(within(section).getByRole('button', { name: 'Submit' }));
              });
              await waitFor(
                () => {
                  expect(unanswered()).toEqual([]);
                  expect(busy()).toBe(false);
                  const open = sectionOf(kind);
                  expect(
                    !open || Object.keys(shownMessages(open)).length > 0,
                    `Submit neither added nor showed a message; the form shows ${shownValues}`,
                  ).toBe(true);
                },
                { timeout: SLOW },
              );
              await quiet();
              const check = calls.slice(before).find((c) => c.path === kind.validateCall);
              const context = `case ${cases}; input ${JSON.stringify(input)}; rules ${JSON.stringify(rules)}`;
              cases += 1;
              if (check) {
                // The browser passed the person: the server must too.
                expect(
                  serverMessages(check.status, check.answer, kind.target),
                  `the form sent what the server refused; ${context}`,
                ).toEqual({});
                accepted += 1;
                const sent = kind.valuesOf(check.body!);
                for (const [name, text] of Object.entries(textShown))
                  if (!isSecret(name, fieldOf(name)))
                    expect(
                      sameText(text, sent[name]),
                      `${name} showed ${JSON.stringify(text)}, the form sent ${JSON.stringify(sent[name])}; ${context}`,
                    ).toBe(true);
                const next = nextButton();
                if (next && !(next as HTMLButtonElement).disabled) {
                  const listBefore = calls.length;
                  await press(next);
                  await waitFor(() => expect(unanswered()).toEqual([]), { timeout: SLOW });
                  const save = calls.slice(listBefore).find((c) => c.path === kind.saveCall);
                  expect(save, `Next sent no save; ${context}`).toBeTruthy();
                  expect(
                    serverMessages(save!.status, save!.answer),
                    `the page saved a list the server refused; ${context}`,
                  ).toEqual({});
                  saved += 1;
                  const [stored] = await kind.saved(id);
                  for (const name of Object.keys(typed))
                    if (Object.hasOwn(sent, name) && !isSecret(name, fieldOf(name)))
                      expect(json(stored?.[name] ?? null), `saved ${name}; ${context}`).toEqual(
                        json(sent[name] ?? null),
                      );
                  await backTo(router, kind.route, pageReady);
                } else {
                  // Next held: the list as it stands is one the server does not save either.
                  const res = await inject('POST', `/api/v1/${kind.saveCall}`, kind.listBody([check.body!], id));
                  expect(res.statusCode, `the page held Next for a list the server saves; ${context}`).not.toBe(200);
                }
              } else {
                const form = section.querySelector('form')!;
                const browser = shownMessages(section);
                const held = kind.validateBody(toSavePayload(kind.step, heldFormData(form)), id);
                const res = await inject('POST', `/api/v1/${kind.validateCall}`, held);
                const server = serverMessages(res.statusCode, res.json(), kind.target);
                expect(
                  browser,
                  `messages per field (browser, then server); inputs showed ${shownValues}; held ${JSON.stringify(held)}; ${context}`,
                ).toEqual(server);
                await press(within(section).getByRole('button', { name: 'Cancel' }));
              }
            }
          },
        ),
        { numRuns: RULE_SETS, seed: SEED, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
      );
      console.info(`${kind.name}: ${cases} cases through the page, ${accepted} people accepted, ${saved} lists saved`);
      expect(cases).toBe(ruleSetsRun * INPUTS);
      if (PATH === undefined) expect(ruleSetsRun).toBe(RULE_SETS);
      expect(saved).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(cases);
    }, 900_000);
  });
}
