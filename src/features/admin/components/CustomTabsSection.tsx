import { useState } from 'react';
import type { FieldError } from '../../../../schemas/envelope';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useDraft, useSaveDraft } from '../api/draft';
import { usePlanNames } from '../api/sign-in';
import type { AdminTab } from '../api/types';
import { fieldErrorsOf, isCustomTabName, ruleErrors, scopeLabel, tabKey, type ScopeValue } from '../rule-model';
import { AdminTable, RowAction } from './AdminTable';
import type { ScopeChoices } from './ScopeInputs';
import { EditorForm } from './EditorForm';
import { CheckInput, TextArea, TextInput } from './inputs';
import { DEFAULT_CUSTOM_TAB_ORDER } from '../../../../schemas/steps/tabs';
import { ScopeInputs } from './ScopeInputs';

/** A custom tab with its page condition (JSON Logic, decision 0260). */
type PageTab = AdminTab & { visible_if?: unknown };

/** A carrier's question pages: the list and a form to add or edit one (name custom_<x>, title, order, required, scope). */
export function CustomTabsSection({ choices }: { choices: ScopeChoices }) {
  const draft = useDraft();
  const plans = usePlanNames();
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const tabs = [...(draft.data?.tabs ?? [])].sort((a, b) => a.sort - b.sort || a.tab.localeCompare(b.tab));
  const edited = editing && editing !== 'new' ? (tabs.find((t) => tabKey(t) === editing) ?? null) : null;
  return (
    <div className="oe-admin-tabs">
      <p className="oe-muted">
        A custom tab is a page of a carrier's own questions in the wizard. Add its fields under Fields, choosing the tab
        there.
      </p>
      <p className="oe-admin-status" role="status">
        {status}
      </p>
      {draft.isError && (
        <ErrorNotice
          title="We could not load the custom tabs"
          error={draft.error}
          onRetry={() => void draft.refetch()}
        />
      )}
      {draft.isSuccess && tabs.length === 0 && <p className="oe-admin-empty">No custom tabs yet.</p>}
      {tabs.length > 0 && (
        <AdminTable caption="Custom tabs" columns={['Tab', 'Title', 'Order', 'Required', 'Scope']} actions>
          {tabs.map((t) => (
            <tr key={tabKey(t)}>
              <th scope="row">
                <code>{t.tab}</code>
              </th>
              <td>{t.title}</td>
              <td>{t.sort}</td>
              <td>{t.required ? 'Yes' : 'No'}</td>
              <td>{scopeLabel(t.scope, t.scope_id, plans)}</td>
              <RowAction
                aria-label={`Edit tab ${t.tab}, ${scopeLabel(t.scope, t.scope_id, plans)}`}
                onClick={() => setEditing(tabKey(t))}
              >
                Edit
              </RowAction>
            </tr>
          ))}
        </AdminTable>
      )}
      {editing === null ? (
        <div className="oe-form-actions">
          <button
            type="button"
            className="oe-button oe-button--primary"
            disabled={!draft.isSuccess}
            onClick={() => setEditing('new')}
          >
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

function TabEditor({
  tab,
  tabs,
  choices,
  onDone,
}: {
  tab: AdminTab | null;
  tabs: readonly AdminTab[];
  choices: ScopeChoices;
  onDone: (message: string) => void;
}) {
  const save = useSaveDraft();
  const [name, setName] = useState(tab ? tab.tab.replace(/^custom_/, '') : '');
  const [title, setTitle] = useState(tab?.title ?? '');
  const [sort, setSort] = useState(String(tab?.sort ?? DEFAULT_CUSTOM_TAB_ORDER));
  const shownWhen = (tab as PageTab | null)?.visible_if;
  const [condition, setCondition] = useState(shownWhen === undefined ? '' : JSON.stringify(shownWhen));
  const [required, setRequired] = useState(tab?.required ?? true);
  const [scope, setScope] = useState<ScopeValue>(
    tab
      ? { scope: tab.scope, scopeId: tab.scope_id }
      : choices.carrierAdmin
        ? { scope: 'carrier', scopeId: choices.carrierId ?? undefined }
        : { scope: 'default' },
  );
  const [errors, setErrors] = useState<{ byPath: Record<string, string>; all: FieldError[]; sent?: AdminTab[] }>({
    byPath: {},
    all: [],
  });

  async function put(list: AdminTab[], index: number, message: string) {
    setErrors({ byPath: {}, all: [] });
    try {
      await save.mutateAsync({ rules: [], tabs: list });
      onDone(message);
    } catch (error) {
      const all = fieldErrorsOf(error, 'tabs');
      setErrors({ byPath: index >= 0 ? ruleErrors(all, index, 'tabs').byPath : {}, all, sent: list });
    }
  }

  function submit() {
    const fullName = `custom_${name.trim()}`;
    if (!isCustomTabName(fullName)) {
      const message = 'Use 1 to 40 lower-case letters, digits or _ after custom_.';
      setErrors({ byPath: { tab: message }, all: [{ target_element: 'tab', error_message: message }] });
      return;
    }
    let visibleIf: unknown;
    try {
      visibleIf = condition.trim() === '' ? undefined : (JSON.parse(condition) as unknown);
    } catch {
      const message = 'Write the condition as JSON, such as {"===": [{"var": "tab.field"}, "value"]}.';
      setErrors({ byPath: { visible_if: message }, all: [{ target_element: 'visible_if', error_message: message }] });
      return;
    }
    const next: PageTab = { tab: fullName, title: title.trim(), sort: Number(sort), required, scope: scope.scope };
    if (visibleIf !== undefined) next.visible_if = visibleIf;
    if (scope.scope !== 'default' && scope.scopeId !== undefined) next.scope_id = scope.scopeId;
    const list = [...tabs];
    const at = tab ? list.findIndex((t) => tabKey(t) === tabKey(tab)) : -1;
    if (at >= 0) list[at] = next;
    else list.push(next);
    void put(list, at >= 0 ? at : list.length - 1, `Saved the tab ${fullName} to the draft.`);
  }

  return (
    <EditorForm
      title={tab ? `Edit tab ${tab.tab}` : 'Add a custom tab'}
      problems={errors.all}
      sent={{ tabs: errors.sent }}
      pending={save.isPending}
      onSubmit={submit}
      onCancel={() => onDone('')}
      onRemove={
        tab
          ? () =>
              void put(
                tabs.filter((t) => tabKey(t) !== tabKey(tab)),
                -1,
                `Removed the tab ${tab.tab} from the draft.`,
              )
          : undefined
      }
    >
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
        <TextInput
          label="Title"
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.byPath.title}
          required
        />
        <TextInput
          label="Order among the steps (0 to 10)"
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          value={sort}
          onChange={(e) => setSort(e.target.value)}
          hint="A page of order N comes just before the step of that order: 7 before Agreement & Signature, 8 to 10 before Review."
          error={errors.byPath.sort}
        />
        <CheckInput
          label="Required"
          checked={required}
          onChange={(e) => setRequired(e.target.checked)}
          error={errors.byPath.required}
        />
      </div>
      <TextArea
        label="Shown only when (JSON Logic, optional)"
        hint='Reads another page&apos;s answer ("employer_info.employment_status"), cart.plans, cart.categories, cart.tier, applicant.state or applicant.age. A hidden page is not asked and not required.'
        value={condition}
        rows={2}
        spellCheck={false}
        onChange={(e) => setCondition(e.target.value)}
        error={conditionError(errors.byPath)}
      />
      <ScopeInputs
        legend="Shown for"
        value={scope}
        onChange={setScope}
        choices={choices}
        errors={{ scope: errors.byPath.scope, scopeId: errors.byPath.scope_id }}
      />
    </EditorForm>
  );
}

/** The errors of the page's condition (`visible_if`, `visible_if.and[0].var`), one line. */
function conditionError(byPath: Readonly<Record<string, string>>): string | undefined {
  const parts = Object.entries(byPath).filter(([path]) => path.startsWith('visible_if'));
  return parts.length === 0 ? undefined : parts.map(([, message]) => message).join(' ');
}
