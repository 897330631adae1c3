import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useRep, useRepPage } from '../api/reps';
import { AdminTable, RowAction } from './AdminTable';
import { KeysetPager, useKeysetPages } from './KeysetPager';
import { RepForm } from './RepForm';

/**
 * Reps (issue 30, decision 0320): the reps a page at a time (keyset on the id), and for the chosen
 * rep (or a new one) their access code, landing page, texts, portals and groups.
 */
export function RepsSection() {
  const pages = useKeysetPages(0);
  const list = useRepPage(pages.key);
  const [chosen, setChosen] = useState<number | 'new' | null>(null);

  if (list.isPending) return <p className="oe-muted">Loading reps…</p>;
  if (list.isError)
    return <ErrorNotice title="We could not load the reps" error={list.error} onRetry={() => void list.refetch()} />;
  const { reps, next } = list.data;
  return (
    <div className="oe-admin-carriers">
      <p className="oe-muted">
        Reps: the access code they type, their landing page and its texts, the portals they enroll through and the
        groups they enroll for.
      </p>
      <p>
        <button type="button" className="oe-button oe-button--secondary" onClick={() => setChosen('new')}>
          New rep
        </button>
      </p>
      <AdminTable
        caption={`Reps, page ${pages.depth}`}
        columns={['Rep', 'Access code', 'Landing page', 'Active']}
        actions
      >
        {reps.map((r) => (
          <tr key={r.id} aria-current={chosen === r.id ? 'true' : undefined}>
            <th scope="row">{r.name}</th>
            <td>
              <code>{r.agent_code}</code>
            </td>
            <td>{r.landing_url ? `/${r.landing_url}` : ''}</td>
            <td>{r.active ? 'Yes' : 'No'}</td>
            <RowAction aria-controls="oe-admin-rep" onClick={() => setChosen(r.id)}>
              Edit<span className="oe-visually-hidden"> {r.name}</span>
            </RowAction>
          </tr>
        ))}
      </AdminTable>
      <KeysetPager label="Rep pages" pages={pages} next={next} />
      <div id="oe-admin-rep">
        {chosen !== null && <RepPanel key={chosen} id={chosen === 'new' ? null : chosen} onCreated={setChosen} />}
      </div>
    </div>
  );
}

/** One rep's form; the heading takes the focus when the rep is chosen. */
function RepPanel({ id, onCreated }: { id: number | null; onCreated: (id: number) => void }) {
  const rep = useRep(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const f = rep.data?.fields;
  const title = id === null ? 'New rep' : f ? `${f.first_name} ${f.last_name}` : 'Rep';
  return (
    <article className="oe-admin-carriers" aria-labelledby="oe-admin-rep-title">
      <h3 id="oe-admin-rep-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {id !== null && rep.isPending && <p className="oe-muted">Loading the rep…</p>}
      {rep.isError && <ErrorNotice title="We could not load the rep" error={rep.error} />}
      {(id === null || rep.data) && <RepForm id={id} fields={f ?? null} onCreated={onCreated} />}
    </article>
  );
}
