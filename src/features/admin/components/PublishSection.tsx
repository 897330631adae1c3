import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ApiRequestError } from '../../../lib/api-client';
import { usePublish, useVersion, useVersions } from '../api/versions';
import type { AdminRule, AdminTab } from '../api/types';
import { changedParts, diffRowKey, ruleSummary, scopeLabel } from '../rule-model';
import { AdminTable, RowAction } from './AdminTable';
import { TextArea } from './inputs';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Publish the draft with a note, and the history of published versions with their differences. */
export function PublishSection() {
  const publish = usePublish();
  const versions = useVersions();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [status, setStatus] = useState('');
  const [shown, setShown] = useState<number | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    if (note.trim() === '') {
      setNoteError('Please write a note saying what changed.');
      return;
    }
    setNoteError('');
    try {
      const { version } = await publish.mutateAsync(note.trim());
      setNote('');
      setStatus(`Published version ${version}. The wizard uses it from now on.`);
      setShown(version);
    } catch (error) {
      setNoteError(
        error instanceof ApiRequestError
          ? (error.fieldErrors.note ?? error.message)
          : 'Something went wrong. Please try again.',
      );
    }
  }

  return (
    <div className="oe-admin-publish">
      <form className="oe-admin-editor oe-card" onSubmit={submit} noValidate aria-labelledby="oe-admin-publish-title">
        <h3 id="oe-admin-publish-title">Publish the draft</h3>
        <p className="oe-muted">
          Publishing makes the draft the next version; enrollments use the newest version at once.
        </p>
        <TextArea
          label="Note"
          hint="What changed and why, at most 500 characters."
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          error={noteError}
          required
        />
        <div className="oe-form-actions">
          <button type="submit" className="oe-button oe-button--primary" disabled={publish.isPending}>
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </button>
        </div>
        <p className="oe-admin-status" role="status">
          {status}
        </p>
      </form>

      <h3 id="oe-admin-history-title">History</h3>
      {versions.isError && (
        <ErrorNotice
          title="We could not load the history"
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      )}
      {versions.isSuccess && versions.data.length === 0 && <p className="oe-admin-empty">Nothing published yet.</p>}
      {versions.isSuccess && versions.data.length > 0 && (
        <AdminTable caption="Published versions, newest first" columns={['Version', 'Published', 'By', 'Note']} actions>
          {versions.data.map((v) => (
            <tr key={v.version}>
              <th scope="row">{v.version}</th>
              <td>
                <time dateTime={v.published_at}>{when(v.published_at)}</time>
              </td>
              <td>{v.published_by}</td>
              <td>{v.note}</td>
              <RowAction
                aria-expanded={shown === v.version}
                aria-controls="oe-admin-version"
                onClick={() => setShown(shown === v.version ? null : v.version)}
              >
                {shown === v.version ? 'Hide changes' : 'Show changes'}
                <span className="oe-visually-hidden"> of version {v.version}</span>
              </RowAction>
            </tr>
          ))}
        </AdminTable>
      )}
      <div id="oe-admin-version">{shown !== null && <VersionDiff version={shown} />}</div>
    </div>
  );
}

function VersionDiff({ version }: { version: number }) {
  const detail = useVersion(version);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (detail.isSuccess) heading.current?.focus();
  }, [detail.isSuccess]);
  if (detail.isPending) return <p className="oe-muted">Loading version {version}…</p>;
  if (detail.isError)
    return (
      <ErrorNotice
        title={`We could not load version ${version}`}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  const d = detail.data;
  const none = d.diff.added.length + d.diff.removed.length + d.diff.changed.length === 0;
  return (
    <article className="oe-admin-diff oe-card" aria-labelledby="oe-admin-diff-title">
      <h4 id="oe-admin-diff-title" ref={heading} tabIndex={-1}>
        Version {d.version}
      </h4>
      <p>
        Published <time dateTime={d.published_at}>{when(d.published_at)}</time> by {d.published_by}. Note: {d.note}
      </p>
      {none && <p className="oe-admin-empty">No rule changed from the version before.</p>}
      <DiffTable
        caption={`Added in version ${d.version}`}
        kind="added"
        rows={d.diff.added.map((r) => ({ rule: r, text: ruleSummary(r) }))}
      />
      <DiffTable
        caption={`Removed in version ${d.version}`}
        kind="removed"
        rows={d.diff.removed.map((r) => ({ rule: r, text: ruleSummary(r) }))}
      />
      <DiffTable
        caption={`Changed in version ${d.version}`}
        kind="changed"
        rows={d.diff.changed.map(({ before, after }) => ({
          rule: after,
          text: `${changedParts(before, after).join(', ')}: ${ruleSummary(before)} → ${ruleSummary(after)}`,
        }))}
      />
    </article>
  );
}

function DiffTable({
  caption,
  kind,
  rows,
}: {
  caption: string;
  kind: 'added' | 'removed' | 'changed';
  rows: Array<{ rule: AdminRule | AdminTab; text: string }>;
}) {
  if (rows.length === 0) return null;
  return (
    <AdminTable
      caption={caption}
      className={`oe-admin-diff--${kind}`}
      columns={['Tab', 'Field', 'Scope', kind === 'changed' ? 'What changed' : 'Rule']}
    >
      {rows.map(({ rule, text }) => (
        <tr key={diffRowKey(rule)}>
          <td>
            <code>{rule.tab}</code>
          </td>
          <th scope="row">{'field_name' in rule ? <code>{rule.field_name}</code> : 'The tab itself'}</th>
          <td>{scopeLabel(rule.scope, rule.scope_id)}</td>
          <td>{text}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
