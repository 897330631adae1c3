import { useId } from 'react';
import { MEMBER_SEARCH_MAX, type MemberRow } from '../../../../schemas/api/members';
import { MEMBER_LIST_MESSAGES } from '../../../../schemas/messages';
import { TextField } from '../../../components/form/FormField';
import { pageCountOf, pageNumberOf, shownRange, type PageTrail } from '../pager';

interface MembersTableProps {
  /** The current page's rows, as the server sorted them (last name, first name). */
  rows: readonly MemberRow[];
  /** The scope's members matching the search, on every page. */
  total: number;
  trail: PageTrail;
  /** True when a page follows (the answer's `next`). */
  hasNext: boolean;
  /** True while another page loads: Next and Previous wait for it. */
  busy: boolean;
  search: string;
  onSearch: (text: string) => void;
  onNext: () => void;
  onPrevious: () => void;
  onEnroll: (row: MemberRow) => void;
  /** The rep's view of a member's enrollment answers (decision 0310); absent: no Answers button. */
  onAnswers?: ((row: MemberRow) => void) | undefined;
}

const M = MEMBER_LIST_MESSAGES;

/**
 * The searchable current-member table, one server page at a time (issue 27): 5 rows, 'Showing 6-10
 * of 12 members', Previous and Next (kept focusable at either end, so the keyboard stays on them),
 * Enroll Now per row, and for a rep Answers (the enrollment's answers, AnswersDialog). The search runs
 * on the server over the whole book.
 */
export function MembersTable(props: MembersTableProps) {
  const { rows, total, trail, hasNext, busy, search, onSearch, onNext, onPrevious, onEnroll, onAnswers } = props;
  const captionId = useId();
  const range = shownRange(trail, rows.length);
  const page = pageNumberOf(trail);
  const canPrevious = trail.length > 0 && !busy;
  const canNext = hasNext && !busy;

  return (
    <div className="oe-members">
      <div className="oe-members__search">
        <TextField
          label={M.searchLabel}
          hint={M.searchHint}
          type="search"
          autoComplete="off"
          maxLength={MEMBER_SEARCH_MAX}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <p className="oe-members__status" aria-live="polite">
        {range ? M.showing(range.from, range.to, total) : search.trim() ? M.noMatch : M.none}
      </p>
      {rows.length > 0 && (
        <table className="oe-members__table" aria-describedby={captionId}>
          <caption id={captionId} className="oe-visually-hidden">
            {M.caption(page, pageCountOf(total))}
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
            {rows.map((row) => (
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
                  <div className="oe-members__actions">
                    {onAnswers && row.policy_id !== null && (
                      <button
                        type="button"
                        className="oe-button oe-button--secondary oe-nowrap"
                        aria-haspopup="dialog"
                        onClick={() => onAnswers(row)}
                      >
                        {M.answers}
                        <span className="oe-visually-hidden"> of {row.name}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="oe-button oe-button--primary oe-nowrap"
                      onClick={() => onEnroll(row)}
                    >
                      Enroll Now<span className="oe-visually-hidden"> for {row.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(trail.length > 0 || hasNext) && (
        <nav className="oe-pager" aria-label={M.pagesLabel}>
          <button
            type="button"
            className="oe-pager__button"
            aria-disabled={!canPrevious}
            onClick={() => canPrevious && onPrevious()}
          >
            {M.previous}
          </button>
          <button
            type="button"
            className="oe-pager__button"
            aria-disabled={!canNext}
            onClick={() => canNext && onNext()}
          >
            {M.next}
          </button>
        </nav>
      )}
    </div>
  );
}
