import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '../../../../schemas/envelope';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveDraft } from '../api/draft';
import type { AdminRule } from '../api/types';
import { fromDefinitionForm, ruleErrors, ruleKey, scopeLabel, stepFieldNames, toDefinitionForm, upsertRule, withoutRule, type DefinitionForm } from '../rule-model';
import type { ScopeChoices } from './Console';
import { DefinitionFields } from './DefinitionFields';
import { CheckInput, TextInput } from './inputs';
import { ScopeInputs, type ScopeValue } from './ScopeInputs';

interface Props {
  /** The console tab (a step or custom tab) and the rules tab its rules are stored under. */
  tab: string;
  rulesTab: string;
  /** The rule edited, or null to add one. */
  rule: AdminRule | null;
  /** Every draft rule of the tab the caller may see: PUT replaces them as a whole. */
  tabRules: readonly AdminRule[];
  defaultScope: ScopeValue;
  choices: ScopeChoices;
  onDone: (message: string) => void;
}

/** Adds or edits one rule: its flags, scope and (for a field the step does not know) its definition; saves to the draft. */
export function FieldEditor({ tab, rulesTab, rule, tabRules, defaultScope, choices, onDone }: Props) {
  const save = useSaveDraft();
  const custom = tab.startsWith('custom_');
  const stepFields = stepFieldNames(tab);
  const [fieldName, setFieldName] = useState(rule?.field_name ?? '');
  const [scope, setScope] = useState<ScopeValue>(rule ? { scope: rule.scope, scopeId: rule.scope_id } : defaultScope);
  const [required, setRequired] = useState(rule?.required ?? false);
  const [readOnly, setReadOnly] = useState(rule?.read_only ?? false);
  const [visible, setVisible] = useState(rule?.visible ?? true);
  const [sort, setSort] = useState(String(rule?.sort ?? (tabRules.reduce((m, r) => Math.max(m, r.sort), 0) + 10)));
  const [withDefinition, setWithDefinition] = useState(custom || !rule || rule.definition !== undefined);
  const [definition, setDefinition] = useState<DefinitionForm>(() => toDefinitionForm(rule?.definition));
  const [errors, setErrors] = useState<{ byPath: Record<string, string>; all: FieldError[] }>({ byPath: {}, all: [] });
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const stepOwns = stepFields.includes(fieldName.trim());
  const defined = !stepOwns && (custom || withDefinition);
  const title = rule ? `Edit ${rule.field_name} (${scopeLabel(rule.scope, rule.scope_id)})` : 'Add a field';

  async function put(rules: AdminRule[], index: number, message: string) {
    setErrors({ byPath: {}, all: [] });
    try {
      await save.mutateAsync({ rules });
      onDone(message);
    } catch (error) {
      const list = error instanceof ApiRequestError && error.fieldErrorList.length > 0 ? error.fieldErrorList : [{ target_element: 'rules', error_message: error instanceof Error ? error.message : 'Something went wrong.' }];
      setErrors({ byPath: index >= 0 ? ruleErrors(list, index).byPath : {}, all: list });
      requestAnimationFrame(() => summary.current?.focus());
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = fieldName.trim();
    const next: AdminRule = { tab: rulesTab, field_name: name, required, read_only: readOnly, visible, sort: Number(sort), scope: scope.scope };
    if (scope.scope !== 'default' && scope.scopeId !== undefined) next.scope_id = scope.scopeId;
    if (defined) next.definition = fromDefinitionForm(definition);
    const { rules, index } = upsertRule(tabRules, next, rule ? ruleKey(rule) : null);
    void put(rules, index, `Saved ${name} (${scopeLabel(next.scope, next.scope_id)}) to the draft.`);
  }

  const err = (path: string) => errors.byPath[path];
  const lastRule = rule !== null && tabRules.length <= 1;

  return (
    <form className="oe-admin-editor oe-card" onSubmit={submit} noValidate aria-labelledby="oe-admin-editor-title">
      <h3 id="oe-admin-editor-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <div ref={summary} tabIndex={-1} className={errors.all.length > 0 ? 'oe-notice oe-notice--error' : undefined} aria-labelledby={errors.all.length > 0 ? 'oe-admin-editor-problems' : undefined}>
        {errors.all.length > 0 && (
          <>
            <p id="oe-admin-editor-problems" className="oe-notice__title">
              The draft was not saved: {errors.all.length === 1 ? '1 problem' : `${errors.all.length} problems`}
            </p>
            <ul className="oe-admin-problems">
              {errors.all.map((e, i) => (
                <li key={i}>
                  <code>{e.target_element}</code>: {e.error_message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <fieldset className="oe-admin-fieldset">
        <legend>Field</legend>
        <div className="oe-form-grid oe-form-grid--2">
          <TextInput
            label="Field name"
            hint={stepFields.length > 0 ? 'A field of the step, or a new name (letters, digits, _) for a carrier field.' : 'Letters, digits and _ ; starts with a letter.'}
            value={fieldName}
            list={stepFields.length > 0 ? 'oe-admin-step-fields' : undefined}
            onChange={(e) => setFieldName(e.target.value)}
            spellCheck={false}
            autoCapitalize="none"
            error={err('field_name')}
            required
          />
          <TextInput label="Sort order" type="number" inputMode="numeric" min={0} max={10000} value={sort} onChange={(e) => setSort(e.target.value)} error={err('sort')} />
        </div>
        {stepFields.length > 0 && (
          <datalist id="oe-admin-step-fields">
            {stepFields.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        )}
        <div className="oe-admin-checks">
          <CheckInput label="Required" checked={required} onChange={(e) => setRequired(e.target.checked)} error={err('required')} />
          <CheckInput label="Read-only" checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} error={err('read_only')} />
          <CheckInput label="Visible" checked={visible} onChange={(e) => setVisible(e.target.checked)} error={err('visible')} />
        </div>
      </fieldset>
      <ScopeInputs legend="Applies to" value={scope} onChange={setScope} choices={choices} errors={{ scope: err('scope'), scopeId: err('scope_id') }} />
      {stepOwns && <p className="oe-muted">{fieldName.trim()} is defined by the step itself; only its flags and scope are set here.</p>}
      {!stepOwns && !custom && (
        <CheckInput
          label="Give this field a definition (otherwise a text field of at most 255 characters)"
          checked={withDefinition}
          onChange={(e) => setWithDefinition(e.target.checked)}
        />
      )}
      {defined && <DefinitionFields form={definition} onChange={setDefinition} errors={errors.byPath} />}
      <div className="oe-form-actions">
        <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save to draft'}
        </button>
        <button type="button" className="oe-button oe-button--secondary" onClick={() => onDone('')}>
          Cancel
        </button>
        {rule && (
          <button
            type="button"
            className="oe-button oe-button--secondary oe-admin-danger"
            disabled={save.isPending || lastRule}
            aria-describedby={lastRule ? 'oe-admin-last-rule' : undefined}
            onClick={() => void put(withoutRule(tabRules, ruleKey(rule)), -1, `Removed ${rule.field_name} (${scopeLabel(rule.scope, rule.scope_id)}) from the draft.`)}
          >
            Remove from draft
          </button>
        )}
      </div>
      {lastRule && (
        <p id="oe-admin-last-rule" className="oe-form-field__hint">
          The last rule of a tab cannot be removed; untick Visible instead.
        </p>
      )}
    </form>
  );
}
