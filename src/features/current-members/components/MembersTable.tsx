import { useId, useMemo, useState } from 'react';
import type { MemberRow } from '../../../../schemas/api/members';
import { MEMBER_PAGE_SIZE, pageRows, pagerItems } from '../pager';

interface MembersTableProps {
  rows: readonly MemberRow[];
  onEnroll: (row: MemberRow) => void;
}

const matches = (row: MemberRow, needle: string) =>
  [
    row.name,
    row.email,
    row.user_id,
    row.dob,
    row.ssn,
    row.group_info.group_name ?? '',
    ...row.plan_info.map((p) => p.plan_name),
  ]
    .join(' ')
    .toLowerCase()
    .includes(needle);

/** The searchable current-member table: 5 rows per page, abbreviated pager, Enroll Now per row. */
export function MembersTable({ rows, onEnroll }: MembersTableProps) {
  const searchId = useId();
  const captionId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const needle = query.trim().toLowerCase();
  const found = useMemo(() => (needle ? rows.filter((r) => matches(r, needle)) : rows), [rows, needle]);
  const pages = Math.max(1, Math.ceil(found.length / MEMBER_PAGE_SIZE));
  const current = Math.min(page, pages);

  return (
    <div className="oe-members">
      <div className="oe-form-field oe-members__search">
        <label className="oe-form-field__label" htmlFor={searchId}>
          Search members
        </label>
        <input
          id={searchId}
          type="search"
          className="oe-form-field__control"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <p className="oe-muted" aria-live="polite">
        {found.length === 1 ? '1 member' : `${found.length} members`}
      </p>
      <table className="oe-members__table" aria-describedby={captionId}>
        <caption id={captionId} className="oe-visually-hidden">
          Current members, page {current} of {pages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Date of birth</th>
            <th scope="col">E-mail</th>
            <th scope="col">SSN</th>
            <th scope="col">Group</th>
            <th scope="col">Plans</th>
            <th scope="col">
              <span className="oe-visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pageRows(found, current).map((row) => (
            <tr key={row.user_id}>
              <th scope="row" data-label="Name">
                {row.name}
              </th>
              <td data-label="Date of birth" className="oe-nowrap">
                {row.dob}
              </td>
              <td data-label="E-mail">{row.email}</td>
              <td data-label="SSN" className="oe-nowrap">
                {row.ssn}
              </td>
              <td data-label="Group">{row.group_info.group_name ?? 'No group'}</td>
              <td data-label="Plans">
                <ul className="oe-members__plans">
                  {row.plan_info.map((p) => (
                    <li
                      key={p.plan}
                      className={
                        p.plan_status === 'ACTIVE' ? 'oe-plan-status' : 'oe-plan-status oe-plan-status--inactive'
                      }
                    >
                      {p.plan_name} <span className="oe-plan-status__label">({p.plan_status})</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <button type="button" className="oe-button oe-button--primary oe-nowrap" onClick={() => onEnroll(row)}>
                  Enroll Now<span className="oe-visually-hidden"> for {row.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {found.length === 0 && <p>No members match your search.</p>}
      {pages > 1 && (
        <nav className="oe-pager" aria-label="Member pages">
          <button
            type="button"
            className="oe-pager__button"
            disabled={current === 1}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </button>
          {pagerItems(current, pages).map((item, i) =>
            item === 'gap' ? (
              <span key={`gap-${i}`} className="oe-pager__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                className="oe-pager__button"
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => setPage(item)}
              >
                {item}
              </button>
            ),
          )}
          <button
            type="button"
            className="oe-pager__button"
            disabled={current === pages}
            onClick={() => setPage(current + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
