import { act, fireEvent, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCarrierFields } from '../../../schemas/field-definition';
import { normalizeDescriptors } from '../../../schemas/descriptors';
import { fieldDefinition, type FieldDefinition, type StepDefinition } from '../../../schemas/step-definition';
import { STEP_MODULES } from '../../../schemas/steps';
import { TAB_ROUTES } from '../../../schemas/steps/tabs';
import { CARRIER_NAMES, formInput, ruleSet, type RuleInput } from '../../../schemas/test-support/form-engine';
import {
  backTo,
  busy,
  calls,
  descriptorsAt,
  heldBySaveLater,
  inject,
  INPUTS,
  nextButton,
  PATH,
  putRules,
  quiet,
  renderStep,
  RULE_SETS,
  SEED,
  SLOW,
  unanswered,
  type Router,
} from './bridge';
import { formValuesShown, json, sameText, serverMessages, shownMessages, textFieldsShown, typeInto } from './dom';

/**
 * The agreement through a step's real page (issue 28), for the pages whose one form is saved by Next:
 * random rule sets published, random input typed into the real inputs, Next pressed. Then:
 * - the page sent its save: the server must accept it (a 400 is the browser passing what the server
 *   refuses), what the page sent is what its text fields showed, and what the server saved (read back)
 *   is what the page sent;
 * - the page refused: the payload the page holds goes to the save route, which must refuse it with the
 *   same message under each field.
 */

export interface Regression {
  name: string;
  rules: RuleInput[];
  inputs: Array<[Record<string, unknown>, number]>;
  /** What each input must come to: saved, or refused with this message under this field. */
  expect: 'saved' | { field: string; message: string };
}

export interface FormKind {
  name: string;
  rulesTab: string;
  route: string;
  step: StepDefinition;
  names: readonly string[];
  tabs?: readonly object[];
  saveCall: string;
  fieldsUrl: (id: string) => string;
  enroll(): Promise<string>;
  /** The save route's body for the payload the page holds. */
  body(data: Record<string, unknown>, id: string): Record<string, unknown>;
  /** What the page sent that the step's fields hold (the save body without the page's extras). */
  payloadOf(body: Record<string, unknown>): Record<string, unknown>;
  /** The payload the page holds after a refused Next (default: what its own Save & Continue Later sends). */
  held?(): Promise<Record<string, unknown>>;
  /** Clicks the page asks for outside its form before the fields are typed (billing's radios, the agreement's boxes). */
  prepare?(choice: number): void;
  /** Types an input into the page; the fields typed into, with their values (default: each field's input by its name). */
  typeAll?(input: Record<string, unknown>, fieldOf: (name: string) => FieldDefinition): Record<string, unknown>;
  /** The input's values for a step (default: formInput over the kind's names). */
  inputOf?(step: StepDefinition, today: Date, id: string): Promise<fc.Arbitrary<Record<string, unknown>>>;
  /** A refusal the server makes after validation (the card vault's screening), not a validator's verdict. */
  afterValidation?(server: Record<string, string[]>, sent: Record<string, unknown>, today: Date): boolean;
  /** False when the server gives nothing back to this session to compare (health answers, withheld: security.md). */
  readBack?: false;
  /** False when the page cannot be completed on happy-dom (the signature pad draws on a canvas). */
  signs?: false;
  /** The rule set as published (a constraint of the kind on the random rules). */
  fixRules?(rules: RuleInput[]): RuleInput[];
  /** The step definition of the page on a day (billing's years follow today). */
  stepOn?(today: Date): StepDefinition;
  /** Findings kept as cases: a rule set and inputs (values and the page's radio choice) run before the random ones. */
  regressions?: Regression[];
}

export const VAULT_FIELDS = new Set(['card_number', 'security_code', 'expiration_month', 'account_number']);
const SECRET_WIDGETS = new Set(['ssn', 'accountNumber', 'cardNumber', 'securityCode']);
/** A value the server keeps sealed and never reads back in full (security.md): SSNs, account and card numbers, a carrier's sensitive field. */
export const isSecret = (name: string, field: FieldDefinition) =>
  field.sensitive === true || VAULT_FIELDS.has(name) || SECRET_WIDGETS.has(String(field.widget ?? ''));

/** A flat step saved by its own route (personal, contact, employer). */
export function formKind(
  tab: 'primary_info' | 'contact_info' | 'employer_info',
  enroll: () => Promise<string>,
): FormKind {
  const route = TAB_ROUTES[tab];
  return {
    name: tab,
    rulesTab: tab,
    route,
    step: STEP_MODULES[tab].step,
    names: [...Object.keys(STEP_MODULES[tab].step.fields), ...CARRIER_NAMES],
    saveCall: `save-${route}`,
    fieldsUrl: (id) => `/api/v1/get-form-fields-${route}?enrollment_id=${id}`,
    enroll,
    body: (data, id) => ({ ...data, enrollment_id: id }),
    payloadOf: ({ enrollment_id: _e, ...rest }) => rest,
  };
}

const form = () => document.querySelector<HTMLFormElement>('form.rjsf, form[id]');

/** Types each field of an input into its input; a field drawn only after another's answer (a follow-up) once it shows. */
function typeByName(input: Record<string, unknown>, fieldOf: (name: string) => FieldDefinition) {
  const typed: Record<string, unknown> = {};
  for (let round = 0; round < 3; round += 1)
    for (const [name, value] of Object.entries(input))
      if (!(name in typed) && typeInto(name, value, fieldOf(name))) typed[name] = value;
  return typed;
}

const settled = async (router: Router, route: string) =>
  waitFor(
    () => {
      if (!router.state.location.pathname.endsWith(`/${route}`)) return;
      expect(unanswered()).toEqual([]);
      expect(busy()).toBe(false);
      expect(
        Object.keys(shownMessages()).length,
        `Next neither saved nor showed a message; the form shows ${formValuesShown(form())}`,
      ).toBeGreaterThan(0);
    },
    { timeout: SLOW },
  );

interface Tally {
  cases: number;
  saved: number;
  vault: number;
}

/** One rule set published and a page rendered for it, then each input typed and Next pressed; returns each case's verdict. */
async function runRuleSet(
  kind: FormKind,
  today: Date,
  tally: Tally,
  rules: RuleInput[],
  inputsOf: (values: fc.Arbitrary<Record<string, unknown>>) => Array<[Record<string, unknown>, number]>,
): Promise<Array<'saved' | 'vault' | Record<string, string[]>>> {
  await putRules(kind.rulesTab, kind.fixRules?.(rules) ?? rules, kind.tabs);
  const id = await kind.enroll();
  const step = withCarrierFields(kind.stepOn?.(today) ?? kind.step, await descriptorsAt(kind.fieldsUrl(id)));
  const fieldOf = (n: string) => fieldDefinition(step, n);
  const values = kind.inputOf ? await kind.inputOf(step, today, id) : formInput(step, kind.names, today, fieldOf);
  const inputs = inputsOf(values);
  const verdicts: Array<'saved' | 'vault' | Record<string, string[]>> = [];
  const router = renderStep(id, kind.route);
  await waitFor(() => expect(form()).toBeTruthy(), { timeout: 30_000 });
  await quiet();
  for (const [raw, choice] of inputs) {
    const input = json(raw);
    if (kind.prepare) {
      await act(async () => kind.prepare!(choice));
      await quiet();
    }
    const typed = (kind.typeAll ?? typeByName)(input, fieldOf);
    // What the page looks up as a field is typed (a routing number's bank) lands before Next, as a person waits for it.
    await quiet();
    const before = calls.length;
    const next = nextButton()!;
    const wasDisabled = (next as HTMLButtonElement).disabled;
    const textShown = textFieldsShown(Object.keys(typed));
    await act(async () => {
      fireEvent.click(next);
    });
    await settled(router, kind.route);
    const save = calls.slice(before).find((c) => c.path === kind.saveCall);
    const context = `case ${tally.cases} next disabled ${wasDisabled}; input ${JSON.stringify({ ...input, choice })}; rules ${JSON.stringify(rules)}`;
    tally.cases += 1;
    if (save) {
      const sent = kind.payloadOf(save.body!);
      const server = serverMessages(save.status, save.answer);
      if (kind.afterValidation?.(server, sent, today)) {
        tally.vault += 1;
        verdicts.push('vault');
        continue;
      }
      // The browser passed it: the server must too.
      expect(server, `the page sent what the server refused; ${context}`).toEqual({});
      tally.saved += 1;
      verdicts.push('saved');
      const secret = (name: string) => isSecret(name, fieldOf(name));
      // What the page sent is what its text fields showed when Next was pressed.
      for (const [name, text] of Object.entries(textShown))
        if (!secret(name))
          expect(
            sameText(text, sent[name]),
            `${name} showed ${JSON.stringify(text)}, the page sent ${JSON.stringify(sent[name])}; ${context}`,
          ).toBe(true);
      // What the server saved is what the page sent for each field typed into; a secret reads back masked
      // (security.md) and is not compared.
      const after = kind.readBack === false ? [] : normalizeDescriptors(await descriptorsAt(kind.fieldsUrl(id)));
      for (const d of after)
        if (
          Object.hasOwn(typed, d.field_name) &&
          Object.hasOwn(sent, d.field_name) &&
          !d.read_only &&
          !secret(d.field_name)
        )
          expect(json(d.value ?? null), `saved ${d.field_name}; ${context}`).toEqual(json(sent[d.field_name] ?? null));
      await backTo(router, kind.route, form);
    } else {
      const browser = shownMessages();
      const shownValues = formValuesShown(form());
      const held = await (kind.held ?? heldBySaveLater)();
      const res = await inject('POST', `/api/v1/${kind.saveCall}`, kind.body(held, id));
      const server = serverMessages(res.statusCode, res.json());
      const why = `messages per field (browser, then server); inputs showed ${shownValues}; held ${JSON.stringify(held)}; ${context}`;
      if (wasDisabled) {
        // Next was disabled (a live rule failing, 001 section 4: a retired employer): the page never
        // validated the whole form, so it shows the live rule's message only; the server must refuse, with it.
        expect(Object.keys(server).length, why).toBeGreaterThan(0);
        for (const [field, messages] of Object.entries(browser))
          expect(server[field] ?? [], why).toEqual(expect.arrayContaining(messages));
      } else expect(browser, why).toEqual(server);
      verdicts.push(browser);
      await quiet();
    }
  }
  return verdicts;
}

/** The property for one kind: RULE_SETS rule sets x INPUTS inputs through the page; the kind's regressions first. */
export function runFormKind(kind: FormKind): void {
  describe(`${kind.name}: the real page and the save route agree`, () => {
    for (const r of kind.regressions ?? [])
      it(`regression: ${r.name}`, async () => {
        const tally: Tally = { cases: 0, saved: 0, vault: 0 };
        const verdicts = await runRuleSet(kind, new Date(), tally, r.rules, () => r.inputs);
        for (const verdict of verdicts)
          if (r.expect === 'saved') expect(verdict).toBe('saved');
          else expect(verdict).toMatchObject({ [r.expect.field]: expect.arrayContaining([r.expect.message]) });
      }, 120_000);

    it(`for ${RULE_SETS} random rule sets x ${INPUTS} inputs typed into the page`, async () => {
      const today = new Date();
      const tally: Tally = { cases: 0, saved: 0, vault: 0 };
      let ruleSetsRun = 0;
      await fc.assert(
        fc.asyncProperty(
          ruleSet(kind.rulesTab, kind.names),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          async (rules, inputSeed) => {
            ruleSetsRun += 1;
            // Each input: values for the fields, and a choice for the page's own radios (billing).
            await runRuleSet(kind, today, tally, rules, (values) =>
              fc.sample(fc.tuple(values, fc.nat(99)), { numRuns: INPUTS, seed: inputSeed }),
            );
          },
        ),
        { numRuns: RULE_SETS, seed: SEED, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
      );
      const { cases, saved, vault } = tally;
      console.info(
        `${kind.name}: ${cases} cases through the page, ${saved} saved, ${vault} refused by the card vault after validation`,
      );
      expect(cases).toBe(ruleSetsRun * INPUTS);
      if (PATH === undefined) expect(ruleSetsRun).toBe(RULE_SETS);
      // Both verdicts come up (the agreement's signature pad needs a canvas, which happy-dom lacks: refusals only).
      if (kind.signs !== false) expect(saved).toBeGreaterThan(0);
      expect(saved).toBeLessThan(cases);
    }, 900_000);
  });
}
