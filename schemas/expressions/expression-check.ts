import type { FieldError } from '../envelope';
import { CONTEXT_PATHS, evaluate, expressionProblems, isTruthy, variablesOf, type Expression } from './expression';

/**
 * What publish (and the JSON import, and a PUT of the draft) refuses in a rule set's expressions,
 * each with a message saying where (`custom_medical.bmi.checks[0].test`): a variable naming a field
 * no tab has, or a sensitive one; a comparison with a value none of the field's options has
 * (`employment_status = "COBRA"` where the real value is `C`); a required field that can never be
 * asked (its condition is false whatever the answers, loops, or waits on a field that is never asked);
 * and a carrier page's condition (`visible_if` of a custom tab) that names an unknown field or reads
 * the page itself.
 */

/** What the check needs of a rule (the admin API's shape). */
export interface CheckedRule {
  tab: string;
  field_name: string;
  required?: boolean | number;
  visible?: boolean | number;
  /** The field's place on its page (a heading's section runs to the next heading by sort, decision 0300). */
  sort?: number;
  definition?: Record<string, unknown> | object;
}

/** What the check needs of a built-in step's field: its option values, and whether it is sensitive. */
export interface KnownField {
  values?: readonly unknown[];
  sensitive?: boolean;
}

/** A carrier page's condition, and where its problems go. */
export interface PageCondition {
  tab: string;
  at: string;
  expression: Expression;
}

const EXPRESSION_KEYS = ['visible_if', 'required_if', 'read_only_if', 'calculate'] as const;
const COMPARISONS = new Set(['==', '===', '!=', '!==']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The expressions of a definition with the part each sits at (`visible_if`, `checks[1].test`, `when` translated). */
export function expressionsAt(definition: unknown): Array<[string, Expression]> {
  if (!isRecord(definition)) return [];
  const out: Array<[string, Expression]> = [];
  const when = definition.when;
  if (isRecord(when)) out.push(['when', { '===': [{ var: when.field }, when.equals] }]);
  for (const key of EXPRESSION_KEYS) if (definition[key] !== undefined) out.push([key, definition[key]]);
  if (Array.isArray(definition.checks))
    definition.checks.forEach((c, i) => {
      if (isRecord(c)) out.push([`checks[${i}].test`, c.test]);
    });
  return out;
}

function optionValuesOf(definition: unknown): readonly unknown[] | undefined {
  if (!isRecord(definition)) return undefined;
  if (definition.widget === 'yes_no') return ['yes', 'no'];
  if (Array.isArray(definition.options)) return definition.options.map((o) => (isRecord(o) ? o.value : undefined));
  if (definition.widget === 'checkbox') return [true, false];
  if (isRecord(definition.schema) && Array.isArray(definition.schema.enum)) return definition.schema.enum;
  return undefined;
}

/** The comparisons of a variable with literals (`==`, `===`, `!=`, `!==`, `in` a list) in an expression. */
function comparisons(expression: Expression): Array<{ path: string; value: unknown }> {
  const out: Array<{ path: string; value: unknown }> = [];
  const varOf = (x: unknown) => (isRecord(x) && typeof x.var === 'string' ? x.var : undefined);
  const literal = (x: unknown) => x === null || ['string', 'number', 'boolean'].includes(typeof x);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isRecord(node)) return;
    for (const [op, args] of Object.entries(node)) {
      if (COMPARISONS.has(op) && Array.isArray(args) && args.length === 2) {
        const [a, b] = args;
        if (varOf(a) && literal(b)) out.push({ path: varOf(a) as string, value: b });
        else if (varOf(b) && literal(a)) out.push({ path: varOf(b) as string, value: a });
      }
      if (op === 'in' && Array.isArray(args) && varOf(args[0]) && Array.isArray(args[1]))
        for (const v of args[1]) if (literal(v)) out.push({ path: varOf(args[0]) as string, value: v });
      walk(args);
    }
  };
  walk(expression);
  return out;
}

/**
 * The problems of a rule set's expressions. `rules` is everything the wizard could show (every tab);
 * `report(rule)` answers where a rule's problems go (its `rules[i].definition` path), or null to
 * check it only as context; `stepFields(tab)` a built-in step's own fields (null for other tabs).
 */
export function expressionSetProblems(
  rules: readonly CheckedRule[],
  report: (rule: CheckedRule) => string | null,
  stepFields: (tab: string) => Readonly<Record<string, KnownField>> | null,
  /** Carrier pages' conditions (issue 29), each reported at `at` (`tabs[0].visible_if`). */
  pages: readonly PageCondition[] = [],
  /** Tabs whose answers are withheld (health, decision 0301): only their Yes/No answers may be read. */
  yesNoOnly: (tab: string) => boolean = () => false,
): FieldError[] {
  const out: FieldError[] = [];
  const byTab = new Map<string, Map<string, KnownField & { rule?: CheckedRule }>>();
  const fieldsOf = (tab: string) => {
    let fields = byTab.get(tab);
    if (!fields) {
      fields = new Map(Object.entries(stepFields(tab) ?? {}));
      byTab.set(tab, fields);
    }
    return fields;
  };
  for (const r of rules) {
    const fields = fieldsOf(r.tab);
    const known = fields.get(r.field_name);
    const def = isRecord(r.definition) ? r.definition : undefined;
    fields.set(r.field_name, {
      values: optionValuesOf(def) ?? known?.values,
      sensitive:
        known?.sensitive === true ||
        def?.sensitive === true ||
        def?.widget === 'ssn' ||
        (yesNoOnly(r.tab) && def?.widget !== 'yes_no'),
      rule: known?.rule && r.visible === false ? known.rule : r,
    });
  }
  const lookup: Lookup = (tab, path) => {
    const [space = '', name] = path.split('.');
    if (name === undefined) {
      // A withheld step's catalogue answers (`question_<id>`) are variables of later pages, not fields of its own page.
      const own = fieldsOf(tab).get(space);
      return { where: tab, field: yesNoOnly(tab) && own && !own.rule ? undefined : own, name: space };
    }
    if (space === 'cart' || space === 'applicant') return null;
    return { where: space, field: byTab.has(space) || stepFields(space) ? fieldsOf(space).get(name) : undefined, name };
  };
  /** The problems of one expression read from `tab`, reported at `where` and named `label` (`custom_x.bmi calculate`). */
  const variableProblems = (tab: string, expression: Expression, where: string, label: string): FieldError[] => {
    const found: FieldError[] = [];
    const say = (error_message: string) => found.push({ target_element: where, error_message });
    for (const path of variablesOf(expression)) {
      if (path.includes('.') && (path.startsWith('cart.') || path.startsWith('applicant.'))) {
        if (!(CONTEXT_PATHS as readonly string[]).includes(path))
          say(`${label}: ${path} is not known; use ${CONTEXT_PATHS.join(', ')}`);
        continue;
      }
      const hit = lookup(tab, path);
      if (!hit) continue;
      if (!hit.field) say(`${label}: ${hit.where} has no field ${hit.name}`);
      else if (hit.field.sensitive && path.includes('.'))
        say(
          yesNoOnly(hit.where)
            ? `${label}: ${path} is a health answer; only the step's Yes/No questions can be read`
            : `${label}: ${path} is sensitive and cannot be read`,
        );
    }
    for (const { path, value } of comparisons(expression)) {
      const values = lookup(tab, path)?.field?.values;
      if (values && !values.some((v) => v === value || (typeof v === 'number' && String(v) === String(value))))
        say(
          `${label}: ${path} is never ${JSON.stringify(value)}; its values are ${values.map((v) => JSON.stringify(v)).join(', ')}`,
        );
    }
    return found;
  };
  const sectionOf = sectionHeadings(rules);
  for (const r of rules) {
    const at = report(r);
    if (at === null) continue;
    const here = `${r.tab}.${r.field_name}`;
    for (const [part, expression] of expressionsAt(r.definition))
      out.push(...variableProblems(r.tab, expression, `${at}.${part}`, `${here} ${part}`));
    for (const name of ownSectionReads(r, rules, sectionOf))
      out.push({
        target_element: `${at}.visible_if`,
        error_message: `${here} visible_if: ${name} is in the heading's own section; a section's condition reads fields before it, other tabs, the cart or the applicant`,
      });
    const never = neverAsked(r, lookup, new Set(), sectionOf);
    if (never && (r.required === true || r.required === 1))
      out.push({
        target_element: `${at}.visible_if`,
        error_message: `${here} is required but can never be asked: ${never}`,
      });
  }
  for (const c of pages) {
    const label = `${c.tab} visible_if`;
    const shape = expressionProblems(c.expression, c.at);
    if (shape.length > 0) {
      out.push(...shape);
      continue;
    }
    // A page's condition decides before the page is asked: it reads earlier answers, the cart, the applicant.
    const own = variablesOf(c.expression).filter((v) => !v.includes('.') || v.startsWith(`${c.tab}.`));
    for (const path of own)
      out.push({
        target_element: c.at,
        error_message: `${label}: ${path} is on the page itself; a page's condition reads another tab (tab.field), the cart or the applicant`,
      });
    if (own.length === 0) out.push(...variableProblems(c.tab, c.expression, c.at, label));
  }
  return out;
}

/** The parts of a condition that must all hold (`and` flattened). */
function conjuncts(expression: Expression): Expression[] {
  if (isRecord(expression) && Array.isArray(expression.and)) return expression.and.flatMap(conjuncts);
  return [expression];
}

/** The variable and values a condition part requires it to equal (`===`, `==`, `in` a list), or null. */
function requiredEquality(part: Expression): { path: string; values: unknown[] } | null {
  if (!isRecord(part)) return null;
  const [op] = Object.keys(part);
  if (op !== '==' && op !== '===' && op !== 'in') return null;
  const found = comparisons(part);
  const path = found[0]?.path;
  if (path === undefined || found.some((f) => f.path !== path)) return null;
  return { path, values: found.map((f) => f.value) };
}

type Lookup = (
  tab: string,
  path: string,
) => { where: string; field?: KnownField & { rule?: CheckedRule }; name: string } | null;

/**
 * Why a rule's field is never asked, or null: a visibility false whatever the answers, or one that
 * requires a field of its step to equal a value it never has, or a field that is hidden, missing or
 * itself never asked (a loop included).
 */
function neverAsked(
  rule: CheckedRule,
  lookup: Lookup,
  seen: ReadonlySet<string> = new Set(),
  sectionOf: ReadonlyMap<CheckedRule, CheckedRule> = new Map(),
): string | null {
  const key = `${rule.tab}.${rule.field_name}`;
  const heading = sectionOf.get(rule);
  if (heading && !seen.has(key)) {
    const why = neverAsked(heading, lookup, new Set([...seen, key]), sectionOf);
    if (why) return `its section's heading ${heading.field_name} is never asked (${why})`;
  }
  const visibility = expressionsAt(rule.definition).filter(([part]) => part === 'when' || part === 'visible_if');
  if (visibility.length === 0) return null;
  if (seen.has(key)) return 'its condition loops back to itself';
  for (const [, expression] of visibility) {
    if (variablesOf(expression).length === 0 && !isTruthy(evaluate(expression, {})))
      return 'its condition is always false';
    for (const part of conjuncts(expression)) {
      const eq = requiredEquality(part);
      if (!eq) continue;
      const found = lookup(rule.tab, eq.path);
      if (!found) continue;
      if (!found.field) return `${eq.path} is not a field`;
      const { values, rule: other } = found.field;
      if (values && !eq.values.some((want) => values.some((v) => v === want)))
        return `${eq.path} is never ${eq.values.map((v) => JSON.stringify(v)).join(' or ')}`;
      if (other && (other.visible === false || other.visible === 0)) return `${eq.path} is hidden`;
      if (other === rule) return 'its condition reads the field itself';
      if (other && !eq.path.includes('.')) {
        const why = neverAsked(other, lookup, new Set([...seen, key]), sectionOf);
        if (why) return `${eq.path} is never asked (${why})`;
      }
    }
  }
  return null;
}

const isHeading = (r: CheckedRule) => isRecord(r.definition) && r.definition.widget === 'heading';

/**
 * Each carrier field's section heading (decision 0300): per tab, by sort then name (the descriptors'
 * order), the fields with a definition after a heading with `visible_if`, up to the next heading.
 */
function sectionHeadings(rules: readonly CheckedRule[]): Map<CheckedRule, CheckedRule> {
  const out = new Map<CheckedRule, CheckedRule>();
  const byTab = new Map<string, CheckedRule[]>();
  for (const r of rules) if (isRecord(r.definition)) byTab.set(r.tab, [...(byTab.get(r.tab) ?? []), r]);
  for (const list of byTab.values()) {
    list.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.field_name.localeCompare(b.field_name));
    let heading: CheckedRule | undefined;
    for (const r of list) {
      if (isHeading(r)) heading = isRecord(r.definition) && r.definition.visible_if !== undefined ? r : undefined;
      else if (heading) out.set(r, heading);
    }
  }
  return out;
}

/** The fields of a heading's own section its `visible_if` reads (each would wait on itself). */
function ownSectionReads(
  rule: CheckedRule,
  rules: readonly CheckedRule[],
  sectionOf: ReadonlyMap<CheckedRule, CheckedRule>,
): string[] {
  if (!isHeading(rule) || !isRecord(rule.definition) || rule.definition.visible_if === undefined) return [];
  const inSection = new Set(rules.filter((r) => sectionOf.get(r) === rule).map((r) => r.field_name));
  const reads = variablesOf(rule.definition.visible_if as Expression).filter(
    (v) => !v.includes('.') || v.startsWith(`${rule.tab}.`),
  );
  return reads.map((v) => (v.includes('.') ? v.slice(rule.tab.length + 1) : v)).filter((v) => inSection.has(v));
}
