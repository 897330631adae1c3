import { useMemo, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useDraft } from '../api/draft';
import { usePlanChoices, usePlanNames } from '../api/sign-in';
import type { AdminRule, RuleScope } from '../api/types';
import {
  consoleTabs,
  inScope,
  planLabel,
  ruleKey,
  rulesTabFor,
  scopeChoiceLabel,
  scopeIdLabel,
  sortRules,
  type ScopeFilter,
} from '../rule-model';
import type { ScopeChoices } from './ScopeInputs';
import { FieldEditor } from './FieldEditor';
import { SelectInput } from './inputs';
import { PreviewPanel } from './PreviewPanel';
import { RulesTable } from './RulesTable';
import { ScopeIdInput } from './ScopeInputs';

/** The Fields section: choose tab and scope, the rules table, the field editor and the live preview. */
export function FieldsSection({ choices }: { choices: ScopeChoices }) {
  const [tab, setTab] = useState('primary_info');
  const [filter, setFilter] = useState<ScopeFilter>({ scope: 'all' });
  // null: no editor; 'new': adding a field; otherwise the key of the rule being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const all = useDraft();
  const plans = usePlanNames();
  const planChoices = usePlanChoices();
  const rulesTab = rulesTabFor(tab);
  const draft = useDraft(rulesTab);
  const tabs = useMemo(() => consoleTabs(all.data?.tabs ?? []), [all.data]);
  const tabRules = useMemo(
    () => sortRules((draft.data?.rules ?? []).filter((r) => r.tab === rulesTab)),
    [draft.data, rulesTab],
  );
  const shown = useMemo(() => tabRules.filter((r) => inScope(r, filter)), [tabRules, filter]);
  const edited: AdminRule | null =
    editing && editing !== 'new' ? (tabRules.find((r) => ruleKey(r) === editing) ?? null) : null;

  const scopes: ReadonlyArray<RuleScope | 'all'> = choices.carrierAdmin
    ? ['all', 'carrier', 'plan']
    : ['all', 'default', 'carrier', 'plan', 'group'];
  const newScope =
    filter.scope === 'all'
      ? choices.carrierAdmin
        ? { scope: 'carrier' as const, scopeId: choices.carrierId ?? undefined }
        : { scope: 'default' as const }
      : { scope: filter.scope, scopeId: filter.scopeId };

  return (
    <div className="oe-admin-fields">
      <div className="oe-admin-fields__main">
        <form
          className="oe-admin-picker oe-form-grid oe-form-grid--2"
          aria-label="Tab and scope"
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectInput
            label="Tab"
            value={tab}
            options={tabs.map((t) => ({ value: t.tab, label: `${t.title} (${t.tab})` }))}
            onChange={(e) => {
              setTab(e.target.value);
              setEditing(null);
              setStatus('');
            }}
          />
          <SelectInput
            label="Show scope"
            value={filter.scope}
            options={scopes.map((s) => ({ value: s, label: s === 'all' ? 'All scopes' : scopeChoiceLabel(s) }))}
            onChange={(e) => {
              const scope = e.target.value as ScopeFilter['scope'];
              setFilter(
                scope === 'carrier' && choices.carrierAdmin
                  ? { scope, scopeId: choices.carrierId ?? undefined }
                  : { scope },
              );
            }}
          />
          {filter.scope === 'plan' && planChoices.length > 0 ? (
            <SelectInput
              label="Plan"
              value={filter.scopeId ?? ''}
              options={[
                { value: '', label: 'Any plan' },
                ...planChoices.map((p) => ({ value: String(p.id), label: planLabel(p.id, plans) })),
              ]}
              onChange={(e) =>
                setFilter({ scope: 'plan', scopeId: e.target.value === '' ? undefined : Number(e.target.value) })
              }
            />
          ) : (
            filter.scope !== 'all' &&
            filter.scope !== 'default' && (
              <ScopeIdInput
                label={`${scopeIdLabel(filter.scope)} (empty: any)`}
                value={filter.scopeId}
                onChange={(scopeId) => setFilter({ scope: filter.scope, scopeId })}
              />
            )
          )}
        </form>

        <p className="oe-admin-status" role="status">
          {status}
        </p>
        {draft.isError && (
          <ErrorNotice title="We could not load the rules" error={draft.error} onRetry={() => void draft.refetch()} />
        )}
        {draft.isPending && <p className="oe-muted">Loading the rules…</p>}
        {draft.isSuccess && (
          <RulesTable
            caption={`Rules of ${tabs.find((t) => t.tab === tab)?.title ?? tab}`}
            rules={shown}
            onEdit={(key) => {
              setEditing(key);
              setStatus('');
            }}
          />
        )}
        {editing === null && (
          <div className="oe-form-actions">
            <button
              type="button"
              className="oe-button oe-button--primary"
              onClick={() => setEditing('new')}
              disabled={!draft.isSuccess}
            >
              Add a field
            </button>
          </div>
        )}
        {editing !== null && draft.isSuccess && (editing === 'new' || edited) && (
          <FieldEditor
            key={editing}
            tab={tab}
            rulesTab={rulesTab}
            rule={edited}
            tabRules={tabRules}
            defaultScope={newScope}
            choices={choices}
            onDone={(message) => {
              setEditing(null);
              setStatus(message);
            }}
          />
        )}
      </div>
      <PreviewPanel tab={tab} choices={choices} draftStamp={draft.dataUpdatedAt} />
    </div>
  );
}
