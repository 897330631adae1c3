import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '../../../../schemas/envelope';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ApiRequestError } from '../../../lib/api-client';
import { useDraft, useSaveDraft } from '../api/draft';
import type { AdminTab } from '../api/types';
import { isCustomTabName, scopeLabel } from '../rule-model';
import type { ScopeChoices } from './Console';
import { CheckInput, TextInput } from './inputs';
import { ScopeInputs, type ScopeValue } from './ScopeInputs';

const tabKey = (t: AdminTab) => `${t.tab}|${t.scope}|${t.scope_id ?? ''}`;

/** A carrier's question pages: the list and a form to add or edit one (name custom_<x>, title, order, required, scope). */
export function CustomTabsSection({ choices }: { choices: ScopeChoices }) {
  const draft = useDraft();
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const tabs = [...(draft.data?.tabs ?? [])].sort((a, b) => a.sort - b.sort || a.tab.localeCompare(b.tab));
  const edited = editing && editing !== 'new' ? (tabs.find((t) => tabKey(t) === editing) ?? null) : null;
  return (
    <div className="oe-admin-tabs">
      <p className="oe-muted">A custom tab is a page of a carrier's own questions in the wizard. Add its fields under Fields, choosing the tab there.</p>
      <p className="oe-admin-status" role="status">
        {status}
      </p>
      {draft.isError && <ErrorNotice title="We could not load the custom tabs" error={draft.error} onRetry={() => void draft.refetch()} />}
      {draft.isSuccess && tabs.length === 0 && <p className="oe-admin-empty">No custom tabs yet.</p>}
      {tabs.length > 0 && (
        <div className="oe-admin-table-wrap" role="region" aria-labelledby="oe-admin-tabs-caption" tabIndex={0}>
          <table className="oe-admin-table">
            <caption id="oe-admin-tabs-caption">Custom tabs</caption>
            <thead>
              <tr>
                <th scope="col">Tab</th>
                <th scope="col">Title</th>
                <th scope="col">Order</th>
                <th scope="col">Required</th>
                <th scope="col">Scope</th>
                <th scope="col">
                  <span className="oe-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tabs.map((t) => (
                <tr key={tabKey(t)}>
                  <th scope="row">
                    <code>{t.tab}</code>
                  </th>
                  <td>{t.title}</td>
                  <td>{t.sort}</td>
                  <td>{t.required ? 'Yes' : 'No'}</td>
                  <td>{scopeLabel(t.scope, t.scope_id)}</td>
                  <td>
                    <button type="button" className="oe-button oe-button--secondary oe-admin-table__action" aria-label={`Edit tab ${t.tab}, ${scopeLabel(t.scope, t.scope_id)}`} onClick={() => setEditing(tabKey(t))}>
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing === null ? (
        <div className="oe-form-actions">
          <button type="button" className="oe-button oe-button--primary" disabled={!draft.isSuccess} onClick={() => setEditing('new')}>
            Add a custom tab
          </button>
        </div>
      ) : (
        (editing === 'new' || edited) && (
          <TabEditor
            key={editing}
            tab={edited}
            tabs={tabs}
            choices={choices}
            onDone={(message) => {
              setEditing(null);
              setStatus(message);
            }}
          />
        )
      )}
    </div>
  );
}

function TabEditor({ tab, tabs, choices, onDone }: { tab: AdminTab | null; tabs: readonly AdminTab[]; choices: ScopeChoices; onDone: (message: string) => void }) {
  const save = useSaveDraft();
  const [name, setName] = useState(tab ? tab.tab.replace(/^custom_/, '') : '');
  const [title, setTitle] = useState(tab?.title ?? '');
  const [sort, setSort] = useState(String(tab?.sort ?? 6));
  const [required, setRequired] = useState(tab?.required ?? true);
  const [scope, setScope] = useState<ScopeValue>(tab ? { scope: tab.scope, scopeId: tab.scope_id } : choices.carrierAdmin ? { scope: 'carrier', scopeId: choices.carrierId ?? undefined } : { scope: 'default' });
  const [errors, setErrors] = useState<{ byPath: Record<string, string>; other: FieldError[] }>({ byPath: {}, other: [] });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function put(list: AdminTab[], index: number, message: string) {
    try {
      await save.mutateAsync({ rules: [], tabs: list });
      onDone(message);
    } catch (error) {
      const all = error instanceof ApiRequestError && error.fieldErrorList.length > 0 ? error.fieldErrorList : [{ target_element: 'tabs', error_message: error instanceof Error ? error.message : 'Something went wrong.' }];
      const byPath: Record<string, string> = {};
      const other: FieldError[] = [];
      for (const e of all) {
        const m = /^tabs\[(\d+)\]\.(.+)$/.exec(e.target_element);
        if (m && Number(m[1]) === index) byPath[m[2]!] ??= e.error_message;
        else other.push(e);
      }
      setErrors({ byPath, other });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fullName = `custom_${name.trim()}`;
    if (!isCustomTabName(fullName)) {
      setErrors({ byPath: { tab: 'Use 1 to 40 lower-case letters, digits or _ after custom_.' }, other: [] });
      return;
    }
    const next: AdminTab = { tab: fullName, title: title.trim(), sort: Number(sort), required, scope: scope.scope };
    if (scope.scope !== 'default' && scope.scopeId !== undefined) next.scope_id = scope.scopeId;
    const list = [...tabs];
    const at = tab ? list.findIndex((t) => tabKey(t) === tabKey(tab)) : -1;
    if (at >= 0) list[at] = next;
    else list.push(next);
    void put(list, at >= 0 ? at : list.length - 1, `Saved the tab ${fullName} to the draft.`);
  }

  return (
    <form className="oe-admin-editor oe-card" onSubmit={submit} noValidate aria-labelledby="oe-admin-tab-editor-title">
      <h3 id="oe-admin-tab-editor-title" ref={heading} tabIndex={-1}>
        {tab ? `Edit tab ${tab.tab}` : 'Add a custom tab'}
      </h3>
      {errors.other.length > 0 && (
        <div className="oe-notice oe-notice--error" role="alert">
          {errors.other.map((e, i) => (
            <p key={i}>
              <code>{e.target_element}</code>: {e.error_message}
            </p>
          ))}
        </div>
      )}
      <div className="oe-form-grid oe-form-grid--2">
        <TextInput
          label="Tab name (after custom_)"
          hint="1 to 40 lower-case letters, digits or _ ; the page's address is /enrollment/custom_<name>."
          value={name}
          onChange={(e) => setName(e.target.value)}
          readOnly={tab !== null}
          spellCheck={false}
          autoCapitalize="none"
          error={errors.byPath.tab}
          required
        />
        <TextInput label="Title" value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} error={errors.byPath.title} required />
        <TextInput label="Order among the steps (0 to 10)" type="number" inputMode="numeric" min={0} max={10} value={sort} onChange={(e) => setSort(e.target.value)} error={errors.byPath.sort} />
        <CheckInput label="Required" checked={required} onChange={(e) => setRequired(e.target.checked)} error={errors.byPath.required} />
      </div>
      <ScopeInputs legend="Shown for" value={scope} onChange={setScope} choices={choices} errors={{ scope: errors.byPath.scope, scopeId: errors.byPath.scope_id }} />
      <div className="oe-form-actions">
        <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save to draft'}
        </button>
        <button type="button" className="oe-button oe-button--secondary" onClick={() => onDone('')}>
          Cancel
        </button>
        {tab && (
          <button
            type="button"
            className="oe-button oe-button--secondary oe-admin-danger"
            disabled={save.isPending}
            onClick={() => void put(tabs.filter((t) => tabKey(t) !== tabKey(tab)), -1, `Removed the tab ${tab.tab} from the draft.`)}
          >
            Remove from draft
          </button>
        )}
      </div>
    </form>
  );
}
