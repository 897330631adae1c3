import type { AdminRule } from '../api/types';
import { usePlanNames } from '../api/sign-in';
import { conditionText } from '../definition-parts';
import { followUpText, ruleKey, scopeLabel } from '../rule-model';
import { AdminTable, RowAction } from './AdminTable';

/** A rule's flags in words: 'Required, read-only, hidden'. */
function flagsText(r: AdminRule): string {
  const words = [r.required ? 'Required' : 'Optional', r.read_only ? 'read-only' : '', r.visible ? '' : 'hidden'];
  return words.filter(Boolean).join(', ');
}

/**
 * The rules of one tab and scope; each row has an Edit button naming its field and scope, and says
 * when the field is a follow-up. The flags share one column, so the table (Edit included) fits the
 * console's column beside the preview.
 */
export function RulesTable({
  caption,
  rules,
  onEdit,
}: {
  caption: string;
  rules: readonly AdminRule[];
  onEdit: (key: string) => void;
}) {
  const plans = usePlanNames();
  if (rules.length === 0) return <p className="oe-admin-empty">No rules for this tab and scope yet.</p>;
  return (
    <AdminTable caption={caption} columns={['Field', 'Flags', 'Sort', 'Scope', 'Definition', 'Asked']} actions>
      {rules.map((r) => {
        const scope = scopeLabel(r.scope, r.scope_id, plans);
        const when = r.definition?.when;
        return (
          <tr key={ruleKey(r)}>
            <th scope="row" className="oe-admin-table__name">
              <code>{r.field_name}</code>
            </th>
            <td className="oe-admin-table__text">{flagsText(r)}</td>
            <td>{r.sort}</td>
            <td className="oe-admin-table__text">{scope}</td>
            <td className="oe-admin-table__text">
              {r.definition ? `${r.definition.label} (${r.definition.widget})` : 'No'}
            </td>
            <td className="oe-admin-table__text">
              {when
                ? followUpText(when)
                : !r.visible
                  ? 'Never (hidden)'
                  : r.definition?.visible_if !== undefined
                    ? `When ${conditionText(r.definition.visible_if)}`
                    : 'Always'}
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
