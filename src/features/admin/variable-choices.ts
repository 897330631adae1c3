import { CONTEXT_PATHS } from '../../../schemas/expressions/expression';
import { STEP_TITLES } from '../../../schemas/messages';
import { STEP_MODULES, type StepTabName } from '../../../schemas/steps';
import type { AdminRule } from './api/types';

/** A variable a condition may read, as the condition builder offers it: its path and what it is, in words. */
export interface VariableChoice {
  value: string;
  label: string;
}

const CONTEXT_LABELS: Readonly<Record<(typeof CONTEXT_PATHS)[number], string>> = {
  'cart.plans': "The cart's plans (ids)",
  'cart.categories': "The cart's categories",
  'cart.tier': 'The coverage tier',
  'applicant.state': "The applicant's state",
  'applicant.age': "The applicant's age (years)",
};

/**
 * What a field's conditions may read (decision 0220): the fields of its own page (by name, the
 * carrier's and the step's), the other steps' own fields (`tab.field`, never a sensitive one) and
 * the carrier fields of the other tabs the console has loaded, the applicant and the cart.
 */
export function variableChoices(
  tab: string,
  pageRules: readonly AdminRule[],
  otherRules: readonly AdminRule[] = [],
): VariableChoice[] {
  const out: VariableChoice[] = [];
  const seen = new Set<string>();
  const add = (value: string, label: string) => {
    if (seen.has(value)) return;
    seen.add(value);
    out.push({ value, label });
  };
  const here = tab in STEP_MODULES ? STEP_MODULES[tab as StepTabName].step.fields : {};
  for (const r of pageRules)
    if (r.definition?.widget !== 'heading') add(r.field_name, `This page: ${r.definition?.label ?? r.field_name}`);
  for (const [name, f] of Object.entries(here)) if (!f.sensitive) add(name, `This page: ${f.label}`);
  for (const [key, label] of Object.entries(CONTEXT_LABELS)) add(key, label);
  for (const r of otherRules)
    if (r.tab !== tab && r.definition && r.definition.widget !== 'heading' && r.definition.sensitive !== true)
      add(`${r.tab}.${r.field_name}`, `${r.tab}: ${r.definition.label}`);
  for (const [step, module] of Object.entries(STEP_MODULES)) {
    if (step === tab) continue;
    const title = STEP_TITLES[step as StepTabName];
    for (const [name, f] of Object.entries(module.step.fields))
      if (!f.sensitive) add(`${step}.${name}`, `${title}: ${f.label}`);
  }
  return out;
}
