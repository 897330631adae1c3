import { useMemo, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useDraft } from '../api/draft';
import type { AdminRule, RuleScope } from '../api/types';
import { consoleTabs, inScope, ruleKey, rulesTabFor, sortRules, type ScopeFilter } from '../rule-model';
import type { ScopeChoices } from './Console';
import { FieldEditor } from './FieldEditor';
import { PreviewPanel } from './PreviewPanel';
import { RulesTable } from './RulesTable';

/** The Fields section: choose tab and scope, the rules table, the field editor and the live preview. */
export function FieldsSection({ choices }: { choices: ScopeChoices }) {
  const [tab, setTab] = useState('primary_info');
  const [filter, setFilter] = useState<ScopeFilter>({ scope: 'all' });
  // null: no editor; 'new': adding a field; otherwise the key of the rule being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const all = useDraft();
  const rulesTab = rulesTabFor(tab);
  const draft = useDraft(rulesTab);
  const tabs = useMemo(() => consoleTabs(all.data?.tabs ?? []), [all.data]);
  const tabRules = useMemo(() => sortRules((draft.data?.rules ?? []).filter((r) => r.tab === rulesTab)), [draft.data, rulesTab]);
  const shown = useMemo(() => tabRules.filter((r) => inScope(r, filter)), [tabRules, filter]);
  const edited: AdminRule | null = editing && editing !== 'new' ? (tabRules.find((r) => ruleKey(r) === editing) ?? null) : null;

  const scopes: ReadonlyArray<RuleScope | 'all'> = choices.carrierAdmin ? ['all', 'carrier', 'plan'] : ['all', 'default', 'carrier', 'plan', 'group'];
  const newScope = filter.scope === 'all' ? (choices.carrierAdmin ? { scope: 'carrier' as const, scopeId: choices.carrierId ?? undefined } : { scope: 'default' as const }) : { scope: filter.scope, scopeId: filter.scopeId };

  return (
    <div className="oe-admin-fields">
      <div className="oe-admin-fields__main">
        <form className="oe-admin-picker oe-form-grid oe-form-grid--2" aria-label="Tab and scope" onSubmit={(e) => e.preventDefault()}>
          <div className="oe-form-field">
            <label className="oe-form-field__label" htmlFor="oe-admin-tab">
              Tab
            </label>
            <select
              id="oe-admin-tab"
              className="oe-form-field__control"
              value={tab}
              onChange={(e) => {
                setTab(e.target.value);
                setEditing(null);
                setStatus('');
              }}
            >
              {tabs.map((t) => (
                <option key={t.tab} value={t.tab}>
                  {t.title} ({t.tab})
                </option>
              ))}
            </select>
          </div>
          <div className="oe-form-field">
            <label className="oe-form-field__label" htmlFor="oe-admin-scope-filter">
              Show scope
            </label>
            <select
              id="oe-admin-scope-filter"
              className="oe-form-field__control"
              value={filter.scope}
              onChange={(e) => {
                const scope = e.target.value as ScopeFilter['scope'];
                setFilter(scope === 'carrier' && choices.carrierAdmin ? { scope, scopeId: choices.carrierId ?? undefined } : { scope });
              }}
            >
              {scopes.map((s) => (
                <option key={s} value={s}>
                  {s === 'all' ? 'All scopes' : s === 'default' ? 'Default (everyone)' : s.charAt(0).toUpperCase() + s.slice(1)}
                </option>
              ))}
            </select>
          </div>
          {filter.scope !== 'all' && filter.scope !== 'default' && (
            <div className="oe-form-field">
              <label className="oe-form-field__label" htmlFor="oe-admin-scope-id">
                {filter.scope === 'carrier' ? 'Carrier id' : filter.scope === 'plan' ? 'Plan id' : 'Group id'} (empty: any)
              </label>
              <input
                id="oe-admin-scope-id"
                className="oe-form-field__control"
                type="number"
                inputMode="numeric"
                min={1}
                value={filter.scopeId ?? ''}
                onChange={(e) => setFilter({ scope: filter.scope, scopeId: e.target.value === '' ? undefined : Number(e.target.value) })}
              />
            </div>
          )}
        </form>

        <p className="oe-admin-status" role="status">
          {status}
        </p>
        {draft.isError && <ErrorNotice title="We could not load the rules" error={draft.error} onRetry={() => void draft.refetch()} />}
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
            <button type="button" className="oe-button oe-button--primary" onClick={() => setEditing('new')} disabled={!draft.isSuccess}>
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
