import { useId, useState, type FormEvent } from 'react';
import { FILE_TYPES, sizeWords } from '../../../../schemas/field-types/file';
import { ApiRequestError } from '../../../lib/api-client';
import { downloadStaffDocument, getPolicyDocuments, type PolicyDocuments } from '../api/documents';
import { shownTime } from '../carrier-profile-model';
import { AdminTable, RowAction } from './AdminTable';
import { TextInput } from './inputs';
import './documents.css';

const failure = (e: unknown, fallback: string) => (e instanceof ApiRequestError && e.message ? e.message : fallback);

/**
 * An enrollment's uploaded documents for staff and the carrier in scope (issue 29, decision 0310):
 * found by the confirmation number a member or rep quotes, listed by field, name, type, size and
 * date, each downloaded with the staff token (never shown inline). Not part of the 834.
 */
export function DocumentsPanel() {
  const heading = useId();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<PolicyDocuments | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const digits = number.replace(/^\s*#/, '').trim();
    if (!/^\d{1,10}$/.test(digits)) return setError('Enter a confirmation number, such as #1024');
    setError(undefined);
    setBusy(true);
    try {
      setFound(await getPolicyDocuments(Number(digits)));
    } catch (e) {
      setFound(null);
      setError(failure(e, 'We could not look up this confirmation number'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="oe-admin-carriers" aria-labelledby={heading}>
      <h3 id={heading}>Enrollment documents</h3>
      <p className="oe-muted">
        Files applicants uploaded on a carrier&apos;s questions, found by the enrollment&apos;s confirmation number.
        They are not sent in the 834.
      </p>
      <form className="oe-admin-documents__find" onSubmit={(e) => void find(e)} noValidate>
        <TextInput
          label="Confirmation number"
          inputMode="numeric"
          autoComplete="off"
          value={number}
          error={error}
          onChange={(e) => setNumber(e.target.value)}
        />
        <button type="submit" className="oe-button oe-button--secondary" disabled={busy} aria-busy={busy || undefined}>
          Find documents
        </button>
      </form>
      {found && found.files.length === 0 && (
        <p role="status">Confirmation #{found.policy_id} has no uploaded documents.</p>
      )}
      {found && found.files.length > 0 && (
        <AdminTable
          caption={`Documents of confirmation #${found.policy_id}`}
          columns={['Question', 'File', 'Type', 'Size', 'Uploaded']}
          actions
        >
          {found.files.map((f) => (
            <tr key={f.id}>
              <th scope="row">{f.label}</th>
              <td>{f.name}</td>
              <td>{FILE_TYPES[f.type].label}</td>
              <td>{sizeWords(f.size)}</td>
              <td>
                <time dateTime={f.uploaded_at}>{shownTime(f.uploaded_at)}</time>
              </td>
              <RowAction
                onClick={() => {
                  setProblem('');
                  downloadStaffDocument(found.enrollment_id, f).catch((e: unknown) =>
                    setProblem(failure(e, 'We could not download this document')),
                  );
                }}
              >
                Download<span className="oe-visually-hidden"> {f.name}</span>
              </RowAction>
            </tr>
          ))}
        </AdminTable>
      )}
      <p role="alert" className="oe-error-text">
        {problem}
      </p>
    </section>
  );
}
