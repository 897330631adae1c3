import { ErrorNotice } from '../../../components/ErrorNotice';
import { useAuditPage } from '../api/groups';
import { shownTime } from '../carrier-profile-model';
import { AdminTable } from './AdminTable';
import { KeysetPager, useKeysetPages } from './KeysetPager';

const ENTITY_LABEL: Record<string, string> = {
  groups: 'Group',
  contributions: 'Contributions',
  plan_years: 'Plan years',
  employees: 'Employees',
  catalogue: 'Catalogue',
  form_rules: 'Form rules',
};

/** The audit log: who changed what and when, newest first, 25 entries a page (keyset on the id). */
export function AuditSection() {
  const pages = useKeysetPages<number | null>(null);
  const page = useAuditPage(pages.key);
  if (page.isPending) return <p className="oe-muted">Loading the log…</p>;
  if (page.isError)
    return <ErrorNotice title="We could not load the log" error={page.error} onRetry={() => void page.refetch()} />;
  const { entries, next } = page.data;
  return (
    <div className="oe-admin-carriers">
      <p className="oe-muted">
        Every change made in this console, through the admin API or by a group administrator. Contact and personal
        values show only their last characters.
      </p>
      {entries.length === 0 ? (
        <p className="oe-admin-empty">Nothing has changed yet.</p>
      ) : (
        <AdminTable caption={`Changes, page ${pages.depth}`} columns={['When', 'Who', 'What', 'Changes']}>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.at}>{shownTime(e.at)}</time>
              </td>
              <td>{e.actor_name}</td>
              <th scope="row">
                {ENTITY_LABEL[e.entity] ?? e.entity} {e.entity_id}: {e.summary}
              </th>
              <td className="oe-admin-table__text">
                {e.changes.length > 0 && (
                  <ul>
                    {e.changes.map((c) => (
                      <li key={c.field}>
                        <code>{c.field}</code>: {c.before ?? '(none)'} → {c.after ?? '(none)'}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <KeysetPager label="Log pages" pages={pages} next={next} previousText="Newer" nextText="Older" />
    </div>
  );
}
