import { useMemo, useState } from 'react';
import type { FieldError } from '../../../../schemas/envelope';
import { useSaveDraft } from '../api/draft';
import { usePlanNames } from '../api/sign-in';
import type { AdminRule } from '../api/types';
import {
  answerValue,
  fieldErrorsOf,
  followUpQuestions,
  fromDefinitionForm,
  ruleErrors,
  ruleKey,
  scopeLabel,
  stepFieldNames,
  toDefinitionForm,
  upsertRule,
  withoutRule,
  type DefinitionForm,
  type FollowUpQuestion,
  type ScopeValue,
} from '../rule-model';
import type { ScopeChoices } from './ScopeInputs';
import { DefinitionFields } from './DefinitionFields';
import { EditorForm } from './EditorForm';
import { CheckInput, TextInput } from './inputs';
import { ScopeInputs } from './ScopeInputs';
import { variableChoices } from '../variable-choices';

interface Props {
  /** The console tab (a step or custom tab) and the rules tab its rules are stored under. */
  tab: string;
  rulesTab: string;
  /** The rule edited, or null to add one. */
  rule: AdminRule | null;
  /** Every draft rule of the tab the caller may see: PUT replaces them as a whole (replace_tabs), so none left empties the tab. */
  tabRules: readonly AdminRule[];
  defaultScope: ScopeValue;
  choices: ScopeChoices;
  onDone: (message: string) => void;
}

/** A refused save's problems: by path under the inputs, and all of them (with the rules sent, to name each). */
type Errors = { byPath: Record<string, string>; all: FieldError[]; sent?: readonly AdminRule[] };

// What the browser can tell before asking the server: a follow-up needs an answer, a number question a number.
function followUpProblems(form: DefinitionForm, question: FollowUpQuestion | undefined): Record<string, string> {
  if (form.when.field === '') return {};
  if (form.when.equals.trim() === '')
    return { 'definition.when.equals': 'Choose or type the answer that asks this field' };
  const field = question?.field;
  const type = field?.schema.type;
  if (
    field &&
    (type === 'integer' || type === 'number') &&
    typeof answerValue(field, form.when.equals.trim()) !== 'number'
  )
    return { 'definition.when.equals': 'Type a number' };
  return {};
}

/** Adds or edits one rule: its flags, scope and (for a field the step does not know) its definition and follow-up; saves to the draft. */
export function FieldEditor({ tab, rulesTab, rule, tabRules, defaultScope, choices, onDone }: Props) {
  const save = useSaveDraft();
  const plans = usePlanNames();
  const custom = tab.startsWith('custom_');
  const stepFields = stepFieldNames(tab);
  const [fieldName, setFieldName] = useState(rule?.field_name ?? '');
  const [scope, setScope] = useState<ScopeValue>(rule ? { scope: rule.scope, scopeId: rule.scope_id } : defaultScope);
  const [required, setRequired] = useState(rule?.required ?? false);
  const [readOnly, setReadOnly] = useState(rule?.read_only ?? false);
  const [visible, setVisible] = useState(rule?.visible ?? true);
  const [sort, setSort] = useState(String(rule?.sort ?? tabRules.reduce((m, r) => Math.max(m, r.sort), 0) + 10));
  const [withDefinition, setWithDefinition] = useState(custom || !rule || rule.definition !== undefined);
  const [definition, setDefinition] = useState<DefinitionForm>(() => toDefinitionForm(rule?.definition));
  const [errors, setErrors] = useState<Errors>({ byPath: {}, all: [] });

  const name = fieldName.trim();
  const stepOwns = stepFields.includes(name);
  const defined = !stepOwns && (custom || withDefinition);
  const title = rule ? `Edit ${rule.field_name} (${scopeLabel(rule.scope, rule.scope_id, plans)})` : 'Add a field';
  // The other rules of the tab: the one edited is replaced by what is saved.
  const others = useMemo(() => (rule ? withoutRule(tabRules, ruleKey(rule)) : [...tabRules]), [tabRules, rule]);
  const carrierId = choices.carrierAdmin ? choices.carrierId : null;
  const questions = useMemo(
    () => followUpQuestions(tab, others, fieldName.trim(), scope, carrierId),
    [tab, others, fieldName, scope, carrierId],
  );

  const variables = useMemo(() => variableChoices(tab, others), [tab, others]);

  async function put(rules: AdminRule[], index: number, message: string) {
    setErrors({ byPath: {}, all: [] });
    try {
      // replace_tabs: the tab's rules become exactly `rules`, so removing its last rule empties it.
      await save.mutateAsync({ rules, replace_tabs: [rulesTab] });
      onDone(message);
    } catch (error) {
      const list = fieldErrorsOf(error, 'rules');
      setErrors({ byPath: index >= 0 ? ruleErrors(list, index).byPath : {}, all: list, sent: rules });
    }
  }

  function submit() {
    const question = questions.find((q) => q.name === definition.when.field);
    const next: AdminRule = {
      tab: rulesTab,
      field_name: name,
      required,
      read_only: readOnly,
      visible,
      sort: Number(sort),
      scope: scope.scope,
    };
    if (scope.scope !== 'default' && scope.scopeId !== undefined) next.scope_id = scope.scopeId;
    if (defined) {
      const local = followUpProblems(definition, question);
      if (Object.keys(local).length > 0) {
        setErrors({
          byPath: local,
          all: Object.entries(local).map(([path, message]) => ({ target_element: path, error_message: message })),
        });
        return;
      }
      next.definition = fromDefinitionForm(definition, question?.field);
    }
    const { rules, index } = upsertRule(tabRules, next, rule ? ruleKey(rule) : null);
    void put(rules, index, `Saved ${name} (${scopeLabel(next.scope, next.scope_id, plans)}) to the draft.`);
  }

  const err = (path: string) => errors.byPath[path];
  // Follow-ups of this field: without it (removed or renamed) they are never asked.
  const followers = rule
    ? others.filter((r) => r.definition?.when?.field === rule.field_name).map((r) => r.field_name)
    : [];

  return (
    <EditorForm
      title={title}
      problems={errors.all}
      sent={{ rules: errors.sent }}
      pending={save.isPending}
      onSubmit={submit}
      onCancel={() => onDone('')}
      onRemove={
        rule
          ? () =>
              void put(
                withoutRule(tabRules, ruleKey(rule)),
                -1,
                `Removed ${rule.field_name} (${scopeLabel(rule.scope, rule.scope_id, plans)}) from the draft.`,
              )
          : undefined
      }
    >
      <fieldset className="oe-admin-fieldset">
        <legend>Field</legend>
        <div className="oe-form-grid oe-form-grid--2">
          <TextInput
            label="Field name"
            hint={
              stepFields.length > 0
                ? 'A field of the step, or a new name (letters, digits, _) for a carrier field.'
                : 'Letters, digits and _ ; starts with a letter.'
            }
            value={fieldName}
            list={stepFields.length > 0 ? 'oe-admin-step-fields' : undefined}
            onChange={(e) => setFieldName(e.target.value)}
            spellCheck={false}
            autoCapitalize="none"
            error={err('field_name')}
            required
          />
          <TextInput
            label="Sort order"
            type="number"
            inputMode="numeric"
            min={0}
            max={10000}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            error={err('sort')}
          />
        </div>
        {stepFields.length > 0 && (
          <datalist id="oe-admin-step-fields">
            {stepFields.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        )}
        <div className="oe-admin-checks">
          <CheckInput
            label="Required"
            checked={required}
            onChange={(e) => setRequired(e.target.checked)}
            error={err('required')}
          />
          <CheckInput
            label="Read-only"
            checked={readOnly}
            onChange={(e) => setReadOnly(e.target.checked)}
            error={err('read_only')}
          />
          <CheckInput
            label="Visible"
            checked={visible}
            onChange={(e) => setVisible(e.target.checked)}
            error={err('visible')}
          />
        </div>
      </fieldset>
      <ScopeInputs
        legend="Applies to"
        value={scope}
        onChange={setScope}
        choices={choices}
        errors={{ scope: err('scope'), scopeId: err('scope_id') }}
      />
      {stepOwns && (
        <p className="oe-muted">{name} is defined by the step itself; only its flags and scope are set here.</p>
      )}
      {!stepOwns && !custom && (
        <CheckInput
          label="Give this field a definition (otherwise a text field of at most 255 characters)"
          checked={withDefinition}
          onChange={(e) => setWithDefinition(e.target.checked)}
        />
      )}
      {defined && (
        <DefinitionFields
          form={definition}
          onChange={setDefinition}
          errors={errors.byPath}
          questions={questions}
          variables={variables}
        />
      )}
      {followers.length > 0 && (
        <p className="oe-form-field__hint">
          {followers.join(', ')} {followers.length === 1 ? 'is a follow-up' : 'are follow-ups'} of this field: removed
          or renamed, it leaves {followers.length === 1 ? 'that field' : 'them'} never asked.
        </p>
      )}
    </EditorForm>
  );
}
