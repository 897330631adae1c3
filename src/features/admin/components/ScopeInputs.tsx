import { RULE_SCOPES, type RuleScope } from '../api/types';
import { usePlanChoices, usePlanNames } from '../api/sign-in';
import { planLabel, scopeChoiceLabel, scopeIdLabel, type ScopeValue } from '../rule-model';
import { SelectInput, TextInput } from './inputs';

/** What a signed-in staff member may choose as a scope: everything, or their carrier and its plans. */
export interface ScopeChoices {
  carrierAdmin: boolean;
  carrierId: number | null;
  planIds: number[] | null;
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
 * A scope and its id. Staff choose any scope and type a carrier's or group's id; a plan is chosen by
 * its name. A carrier admin chooses their carrier or one of its plans (the server refuses any other
 * scope anyway).
 */
export function ScopeInputs({ legend, value, onChange, choices, errors = {} }: Props) {
  const scopes: readonly RuleScope[] = choices.carrierAdmin ? ['carrier', 'plan'] : RULE_SCOPES;
  const setScope = (scope: RuleScope) => {
    if (scope === 'default') onChange({ scope });
    else if (scope === 'carrier' && choices.carrierAdmin) onChange({ scope, scopeId: choices.carrierId ?? undefined });
    else if (scope === 'plan' && choices.carrierAdmin) onChange({ scope, scopeId: choices.planIds?.[0] });
    else onChange({ scope, scopeId: value.scope === scope ? value.scopeId : undefined });
  };
  const idLabel = scopeIdLabel(value.scope);
  const plans = usePlanNames();
  const planChoices = usePlanChoices();
  return (
    <fieldset className="oe-admin-fieldset oe-admin-scope">
      <legend>{legend}</legend>
      <SelectInput
        label="Scope"
        value={value.scope}
        options={scopes.map((s) => ({ value: s, label: scopeChoiceLabel(s) }))}
        onChange={(e) => setScope(e.target.value as RuleScope)}
        error={errors.scope}
      />
      {value.scope !== 'default' &&
        (choices.carrierAdmin && value.scope === 'carrier' ? (
          <TextInput label={idLabel} value={value.scopeId ?? ''} readOnly error={errors.scopeId} />
        ) : value.scope === 'plan' && planChoices.length > 0 ? (
          // Plans by name: a carrier admin's own, every plan for staff.
          <SelectInput
            label="Plan"
            value={value.scopeId ?? ''}
            options={[
              ...(value.scopeId === undefined ? [{ value: '', label: 'Choose a plan' }] : []),
              ...planChoices.map((p) => ({ value: String(p.id), label: planLabel(p.id, plans) })),
            ]}
            onChange={(e) =>
              onChange({ scope: 'plan', scopeId: e.target.value === '' ? undefined : Number(e.target.value) })
            }
            error={errors.scopeId}
          />
        ) : (
          <ScopeIdInput
            label={idLabel}
            value={value.scopeId}
            onChange={(scopeId) => onChange({ scope: value.scope, scopeId })}
            error={errors.scopeId}
          />
        ))}
    </fieldset>
  );
}

/** A scope's id typed as a number; empty is undefined. */
export function ScopeIdInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number | undefined;
  onChange: (next: number | undefined) => void;
  error?: string | undefined;
}) {
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      error={error}
    />
  );
}
