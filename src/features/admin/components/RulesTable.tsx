import type { AdminRule } from '../api/types';
import { followUpText, ruleKey, scopeLabel } from '../rule-model';
import { AdminTable, RowAction } from './AdminTable';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** The rules of one tab and scope; each row has an Edit button naming its field and scope, and says when the field is a follow-up. */
export function RulesTable({
  caption,
  rules,
  onEdit,
}: {
  caption: string;
  rules: readonly AdminRule[];
  onEdit: (key: string) => void;
}) {
  if (rules.length === 0) return <p className="oe-admin-empty">No rules for this tab and scope yet.</p>;
  return (
    <AdminTable
      caption={caption}
      columns={['Field', 'Required', 'Read-only', 'Visible', 'Sort', 'Scope', 'Definition', 'Asked']}
      actions
    >
      {rules.map((r) => {
        const scope = scopeLabel(r.scope, r.scope_id);
        const when = r.definition?.when;
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
            <td className="oe-admin-table__text">
              {r.definition ? `${r.definition.label} (${r.definition.widget})` : 'No'}
            </td>
            <td className="oe-admin-table__text">
              {when ? followUpText(when) : r.visible ? 'Always' : 'Never (hidden)'}
            </td>
            <RowAction onClick={() => onEdit(ruleKey(r))} aria-label={`Edit ${r.field_name}, ${scope}`}>
              Edit
            </RowAction>
          </tr>
        );
      })}
    </AdminTable>
  );
}
