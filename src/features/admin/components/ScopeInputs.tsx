import { useId } from 'react';
import type { RuleScope } from '../api/types';
import { RULE_SCOPES } from '../api/types';
import type { ScopeChoices } from './Console';

export interface ScopeValue {
  scope: RuleScope;
  scopeId?: number | undefined;
}

interface Props {
  legend: string;
  value: ScopeValue;
  onChange: (next: ScopeValue) => void;
  choices: ScopeChoices;
  /** Errors under the scope and its id (e.g. the server's `rules[2].scope_id`). */
  errors?: { scope?: string | undefined; scopeId?: string | undefined };
}

/**
 * A scope and its id. Staff choose any scope and type the id; a carrier admin chooses their carrier
 * or one of its plans (the server refuses any other scope anyway).
 */
export function ScopeInputs({ legend, value, onChange, choices, errors = {} }: Props) {
  const scopeId = useId();
  const idId = useId();
  const scopeErr = useId();
  const idErr = useId();
  const scopes: readonly RuleScope[] = choices.carrierAdmin ? ['carrier', 'plan'] : RULE_SCOPES;
  const setScope = (scope: RuleScope) => {
    if (scope === 'default') onChange({ scope });
    else if (scope === 'carrier' && choices.carrierAdmin) onChange({ scope, scopeId: choices.carrierId ?? undefined });
    else if (scope === 'plan' && choices.carrierAdmin) onChange({ scope, scopeId: choices.planIds?.[0] });
    else onChange({ scope, scopeId: value.scope === scope ? value.scopeId : undefined });
  };
  const idLabel = value.scope === 'carrier' ? 'Carrier id' : value.scope === 'plan' ? 'Plan id' : 'Group id';
  return (
    <fieldset className="oe-admin-fieldset oe-admin-scope">
      <legend>{legend}</legend>
      <div className="oe-form-field">
        <label className="oe-form-field__label" htmlFor={scopeId}>
          Scope
        </label>
        <select
          id={scopeId}
          className="oe-form-field__control"
          value={value.scope}
          onChange={(e) => setScope(e.target.value as RuleScope)}
          aria-invalid={errors.scope ? true : undefined}
          aria-describedby={errors.scope ? scopeErr : undefined}
        >
          {scopes.map((s) => (
            <option key={s} value={s}>
              {s === 'default' ? 'Default (everyone)' : s.charAt(0).toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
        <p id={scopeErr} className="oe-form-field__error" role="alert">
          {errors.scope}
        </p>
      </div>
      {value.scope !== 'default' && (
        <div className="oe-form-field">
          <label className="oe-form-field__label" htmlFor={idId}>
            {idLabel}
          </label>
          {choices.carrierAdmin && value.scope === 'carrier' ? (
            <input id={idId} className="oe-form-field__control" value={value.scopeId ?? ''} readOnly aria-describedby={errors.scopeId ? idErr : undefined} />
          ) : choices.carrierAdmin && value.scope === 'plan' ? (
            <select
              id={idId}
              className="oe-form-field__control"
              value={value.scopeId ?? ''}
              onChange={(e) => onChange({ scope: 'plan', scopeId: Number(e.target.value) })}
              aria-invalid={errors.scopeId ? true : undefined}
              aria-describedby={errors.scopeId ? idErr : undefined}
            >
              {(choices.planIds ?? []).map((id) => (
                <option key={id} value={id}>
                  Plan {id}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={idId}
              className="oe-form-field__control"
              type="number"
              inputMode="numeric"
              min={1}
              value={value.scopeId ?? ''}
              onChange={(e) => onChange({ scope: value.scope, scopeId: e.target.value === '' ? undefined : Number(e.target.value) })}
              aria-invalid={errors.scopeId ? true : undefined}
              aria-describedby={errors.scopeId ? idErr : undefined}
            />
          )}
          <p id={idErr} className="oe-form-field__error" role="alert">
            {errors.scopeId}
          </p>
        </div>
      )}
    </fieldset>
  );
}
