import { useId } from 'react';
import type { AdminRule } from '../api/types';
import { ruleKey, scopeLabel } from '../rule-model';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** The rules of one tab and scope; each row has an Edit button naming its field and scope. */
export function RulesTable({ caption, rules, onEdit }: { caption: string; rules: readonly AdminRule[]; onEdit: (key: string) => void }) {
  const captionId = useId();
  if (rules.length === 0) return <p className="oe-admin-empty">No rules for this tab and scope yet.</p>;
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div className="oe-admin-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="oe-admin-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Required</th>
            <th scope="col">Read-only</th>
            <th scope="col">Visible</th>
            <th scope="col">Sort</th>
            <th scope="col">Scope</th>
            <th scope="col">Definition</th>
            <th scope="col">
              <span className="oe-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => {
            const scope = scopeLabel(r.scope, r.scope_id);
            return (
              <tr key={ruleKey(r)}>
                <th scope="row">
                  <code>{r.field_name}</code>
                </th>
                <td>{yesNo(r.required)}</td>
                <td>{yesNo(r.read_only)}</td>
                <td>{yesNo(r.visible)}</td>
                <td>{r.sort}</td>
                <td>{scope}</td>
                <td>{r.definition ? `${r.definition.label} (${r.definition.widget})` : 'No'}</td>
                <td>
                  <button type="button" className="oe-button oe-button--secondary oe-admin-table__action" onClick={() => onEdit(ruleKey(r))} aria-label={`Edit ${r.field_name}, ${scope}`}>
                    Edit
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
