import { useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useCatalogueImports, useRollbackImport, type CatalogueReport } from '../api/catalogue';
import { shownTime } from '../carrier-profile-model';
import { AdminTable } from './AdminTable';

/**
 * The imports applied through the console or the API (newest first, the last ten), each rolled back
 * as a whole after a confirmation: the rollback is itself an import (checked, one transaction,
 * audited), so its outcome is a report like any other.
 */
export function CatalogueImportsList() {
  const list = useCatalogueImports(true);
  const rollback = useRollbackImport();
  const [asking, setAsking] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ id: number; report: CatalogueReport } | null>(null);
  const [failure, setFailure] = useState('');

  async function confirm(id: number) {
    setFailure('');
    setOutcome(null);
    try {
      setOutcome({ id, report: await rollback.mutateAsync(id) });
      setAsking(null);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The import was not rolled back.');
    }
  }

  const refused = outcome && !outcome.report.applied && outcome.report.problem_count > 0;
  return (
    <section className="oe-admin-editor oe-card" aria-labelledby="oe-catalogue-imports">
      <h3 id="oe-catalogue-imports">Applied imports</h3>
      <div role="status" className="oe-admin-status">
        {rollback.isPending && 'Rolling back the import…'}
        {outcome?.report.applied &&
          `Import ${outcome.id} rolled back: the catalogue is as it was before it (version ${outcome.report.version_after}).`}
      </div>
      <div role="alert" className={failure || refused ? 'oe-notice oe-notice--error' : undefined}>
        {failure && <p className="oe-notice__title">{failure}</p>}
        {refused && (
          <>
            <p className="oe-notice__title">Import {outcome.id} was not rolled back. Nothing changed.</p>
            <ul>
              {outcome.report.problems.slice(0, 20).map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {list.isPending ? (
        <p className="oe-muted">Loading the imports…</p>
      ) : list.isError ? (
        <ErrorNotice title="We could not load the imports" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.imports.length === 0 ? (
        <p className="oe-admin-empty">No import has been applied from the console or the API yet.</p>
      ) : (
        <AdminTable caption="The last ten imports, newest first" columns={['Import', 'When', 'State']} actions>
          {list.data.imports.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.id}</th>
              <td>
                <time dateTime={row.created_at}>{shownTime(row.created_at)}</time>
              </td>
              <td>
                {row.rolled_back_at ? `Rolled back ${shownTime(row.rolled_back_at)}` : 'Live'} (version{' '}
                {row.version_before} to {row.version_after ?? '…'})
              </td>
              <td>
                {!row.rolled_back_at && asking !== row.id && (
                  <button type="button" className="oe-button" onClick={() => setAsking(row.id)}>
                    Roll back<span className="oe-visually-hidden"> import {row.id}</span>
                  </button>
                )}
                {asking === row.id && (
                  <div className="oe-admin-actions" role="group" aria-label={`Roll back import ${row.id}?`}>
                    <button
                      type="button"
                      className="oe-button oe-button--primary"
                      disabled={rollback.isPending}
                      onClick={() => void confirm(row.id)}
                    >
                      Confirm roll back<span className="oe-visually-hidden"> of import {row.id}</span>
                    </button>
                    <button type="button" className="oe-button" onClick={() => setAsking(null)}>
                      Keep it
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
