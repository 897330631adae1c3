import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useGroup, useGroupPage, useSaveContributions } from '../api/groups';
import { AdminTable, RowAction } from './AdminTable';
import { ContributionsEditor } from './ContributionsEditor';
import { EmployeesPanel } from './EmployeesPanel';
import { GroupForm } from './GroupForm';
import { PlanYearsEditor } from './PlanYearsEditor';
import { KeysetPager, useKeysetPages } from './KeysetPager';

/**
 * Employer groups (issue 30, decision 0290): the groups a page at a time (keyset on the id, so the
 * 1,000th page costs what the first does), and for the chosen group (or a new one) its details,
 * plan years, contributions and employee list.
 */
export function GroupsSection() {
  // The ids each page was asked after: Previous goes back one entry.
  const pages = useKeysetPages(0);
  const list = useGroupPage(pages.key);
  const [chosen, setChosen] = useState<number | 'new' | null>(null);

  if (list.isPending) return <p className="oe-muted">Loading groups…</p>;
  if (list.isError)
    return <ErrorNotice title="We could not load the groups" error={list.error} onRetry={() => void list.refetch()} />;
  const { groups, next } = list.data;
  return (
    <div className="oe-admin-carriers">
      <p className="oe-muted">
        Employer groups: their details, the portals they enroll through, payroll and employer contributions, plan years
        with open enrollment, and the employees who may enroll.
      </p>
      <p>
        <button type="button" className="oe-button oe-button--secondary" onClick={() => setChosen('new')}>
          New group
        </button>
      </p>
      <AdminTable
        caption={`Groups, page ${pages.depth}`}
        columns={['Group', 'Code', 'City', 'State', 'Active']}
        actions
      >
        {groups.map((g) => (
          <tr key={g.id} aria-current={chosen === g.id ? 'true' : undefined}>
            <th scope="row">{g.name}</th>
            <td>
              <code>{g.group_code}</code>
            </td>
            <td>{g.city ?? ''}</td>
            <td>{g.state ?? ''}</td>
            <td>{g.active ? 'Yes' : 'No'}</td>
            <RowAction aria-controls="oe-admin-group" onClick={() => setChosen(g.id)}>
              Edit<span className="oe-visually-hidden"> {g.name}</span>
            </RowAction>
          </tr>
        ))}
      </AdminTable>
      <KeysetPager label="Group pages" pages={pages} next={next} />
      <div id="oe-admin-group">
        {chosen !== null && <GroupPanel key={chosen} id={chosen === 'new' ? null : chosen} onCreated={setChosen} />}
      </div>
    </div>
  );
}

/** One group's editors; the heading takes the focus when the group is chosen. */
function GroupPanel({ id, onCreated }: { id: number | null; onCreated: (id: number) => void }) {
  const group = useGroup(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = id === null ? 'New group' : (group.data?.fields.name ?? 'Group');
  return (
    <article className="oe-admin-carriers" aria-labelledby="oe-admin-group-title">
      <h3 id="oe-admin-group-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {id !== null && group.isPending && <p className="oe-muted">Loading the group…</p>}
      {group.isError && <ErrorNotice title="We could not load the group" error={group.error} />}
      {(id === null || group.data) && <GroupForm id={id} fields={group.data?.fields ?? null} onCreated={onCreated} />}
      {id !== null && group.data && (
        <>
          <PlanYearsEditor id={id} years={group.data.plan_years} />
          <StaffContributions id={id} rows={group.data.contributions} />
          <EmployeesPanel id={id} count={group.data.employee_count} />
        </>
      )}
    </article>
  );
}

function StaffContributions({ id, rows }: { id: number; rows: Parameters<typeof ContributionsEditor>[0]['rows'] }) {
  const save = useSaveContributions(id);
  return <ContributionsEditor rows={rows} save={(r) => save.mutateAsync(r)} />;
}
