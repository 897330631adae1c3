import { useId, useState, type FormEvent } from 'react';
import type { EmployeeImportData } from '../../../../schemas/api/group-admin';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useEmployeePage, useUploadEmployees } from '../api/groups';
import { AdminTable } from './AdminTable';
import { KeysetPager, useKeysetPages } from './KeysetPager';

/**
 * A group's eligible employees: the CSV upload (the whole list; any problem refuses it, each named
 * by row and column) and the list a page at a time (the server's sealed cursors: no name in a URL).
 */
export function EmployeesPanel({ id, count }: { id: number; count: number }) {
  const upload = useUploadEmployees(id);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<EmployeeImportData | null>(null);
  const [failure, setFailure] = useState('');
  const fileId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setReport(null);
    if (!file) return setFailure('Choose a CSV file first.');
    try {
      setReport(await upload.mutateAsync(file));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The list was not uploaded.');
    }
  }

  return (
    <section className="oe-admin-editor oe-card" aria-labelledby="oe-admin-employees">
      <h4 id="oe-admin-employees">Eligible employees ({count.toLocaleString('en-US')})</h4>
      <p className="oe-muted">
        Where a group has a list, only the employees on it may enroll (matched by last name and date of birth). Columns:{' '}
        <code>employee_id, first_name, last_name, date_of_birth, hire_date, email</code>; dates as yyyy-mm-dd or
        mm/dd/yyyy. The upload replaces the whole list.
      </p>
      <form noValidate onSubmit={submit} className="oe-admin-log-pages">
        <label htmlFor={fileId}>Employee list (CSV)</label>
        <input
          id={fileId}
          className="oe-admin-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="oe-button oe-button--primary" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload list'}
        </button>
      </form>
      <div role="status" className="oe-admin-status">
        {report?.applied &&
          `List imported: ${report.rows} employees, ${report.added} added, ${report.removed} removed, ${report.changed} changed.`}
      </div>
      <div role="alert" className={failure || (report && !report.applied) ? 'oe-notice oe-notice--error' : undefined}>
        {failure && <p className="oe-notice__title">{failure}</p>}
        {report && !report.applied && (
          <p className="oe-notice__title">
            The list was not imported: {report.problem_count} problem(s), nothing changed.
          </p>
        )}
      </div>
      {report && !report.applied && (
        <AdminTable caption="Problems in the file" columns={['Row', 'Column', 'Problem']}>
          {report.problems.map((p, i) => (
            <tr key={i}>
              <td>{p.row ?? ''}</td>
              <td>{p.column ?? ''}</td>
              <td>{p.message}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <EmployeeList id={id} />
    </section>
  );
}

function EmployeeList({ id }: { id: number }) {
  const pages = useKeysetPages<string | null>(null);
  const page = useEmployeePage(id, pages.key);
  if (page.isPending) return <p className="oe-muted">Loading employees…</p>;
  if (page.isError) return <ErrorNotice title="We could not load the employees" error={page.error} />;
  const { employees, next } = page.data;
  if (employees.length === 0)
    return <p className="oe-admin-empty">No employee list: anyone with the group code may enroll.</p>;
  return (
    <>
      <AdminTable caption={`Employees, page ${pages.depth}`} columns={['Employee id', 'Name', 'Hired']}>
        {employees.map((e) => (
          <tr key={e.employee_ref}>
            <td>
              <code>{e.employee_ref}</code>
            </td>
            <th scope="row">
              {e.last_name}, {e.first_name}
            </th>
            <td>{e.hire_date ?? ''}</td>
          </tr>
        ))}
      </AdminTable>
      <KeysetPager label="Employee pages" pages={pages} next={next} />
    </>
  );
}
