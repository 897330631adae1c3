import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ApiRequestError } from '../../../lib/api-client';
import { useDraft } from '../api/draft';
import { usePlanNames } from '../api/sign-in';
import { usePublish, useVersion, useVersions } from '../api/versions';
import type { AdminRule, AdminTab } from '../api/types';
import { draftChanges } from '../draft-changes';
import { pathWords } from '../problem-words';
import { changedParts, consoleTabs, diffRowKey, ruleSummary, scopeLabel, type PlanNames } from '../rule-model';
import { AdminTable, RowAction } from './AdminTable';
import { TextArea } from './inputs';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Publish the draft with a note, confirmed first in a dialog that names what goes live (the rules
 * and tabs added, changed and removed against the newest version), and the history of published
 * versions with their differences.
 */
export function PublishSection() {
  const publish = usePublish();
  const versions = useVersions();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [status, setStatus] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    if (note.trim() === '') {
      setNoteError('Please write a note saying what changed.');
      return;
    }
    setNoteError('');
    setConfirming(true);
  }

  async function confirmed() {
    setConfirming(false);
    try {
      const { version } = await publish.mutateAsync(note.trim());
      setNote('');
      setStatus(`Published version ${version}. The wizard uses it from now on.`);
      setShown(version);
    } catch (error) {
      setNoteError(
        error instanceof ApiRequestError
          ? (error.fieldErrors.note ??
              // A refused rule set: each problem with where it is (custom_medical.bmi.checks[0].test: ...).
              (Object.keys(error.fieldErrors).length > 0
                ? Object.entries(error.fieldErrors)
                    .map(([where, message]) => `${where}: ${message}`)
                    .join(' ')
                : error.message))
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
      {confirming && (
        <PublishConfirm note={note.trim()} onCancel={() => setConfirming(false)} onConfirm={() => void confirmed()} />
      )}

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

/** An item of the draft in words: 'sf_code on Personal Information (Carrier 11)', or a custom tab's title. */
function itemWords(item: AdminRule | AdminTab, titles: ReadonlyMap<string, string>, plans: PlanNames): string {
  const scope = scopeLabel(item.scope, item.scope_id, plans);
  if (!('field_name' in item)) return `the tab "${item.title}" (${item.tab}, ${scope})`;
  return `${item.field_name} on ${titles.get(item.tab) ?? item.tab} (${scope})`;
}

/** The publish confirmation: the version that goes live and, in words, what it changes. */
function PublishConfirm({ note, onCancel, onConfirm }: { note: string; onCancel: () => void; onConfirm: () => void }) {
  const draft = useDraft();
  const latest = draft.data?.version ?? 0;
  const published = useVersion(latest > 0 ? latest : null);
  const plans = usePlanNames();
  const ready = draft.isSuccess && (latest === 0 || published.isSuccess);
  const next = latest + 1;
  const titles = new Map(consoleTabs(draft.data?.tabs ?? []).map((t) => [t.tab, t.title]));
  const diff = ready && draft.data ? draftChanges(latest > 0 ? (published.data ?? null) : null, draft.data) : null;
  const lines = diff
    ? [
        ...diff.added.map((i) => `Added: ${itemWords(i, titles, plans)}`),
        ...diff.changed.map(
          ({ before, after }) =>
            `Changed: ${itemWords(after, titles, plans)}, ${changedParts(before, after).map(pathWords).join(', ')}`,
        ),
        ...diff.removed.map((i) => `Removed: ${itemWords(i, titles, plans)}`),
      ]
    : [];
  return (
    <Dialog
      open
      title={`Publish version ${next}?`}
      onClose={onCancel}
      hideClose
      actions={
        <>
          <button type="button" className="oe-button oe-button--secondary" onClick={onCancel}>
            Go back
          </button>
          <button type="button" className="oe-button oe-button--primary" disabled={!ready} onClick={onConfirm}>
            Publish version {next}
          </button>
        </>
      }
    >
      <p>Every enrollment uses version {next} as soon as it is published. What goes live:</p>
      {!ready && <p className="oe-muted">Comparing the draft with version {latest}…</p>}
      {ready && lines.length === 0 && (
        <p>Nothing differs from version {latest}: the new version repeats it, with your note.</p>
      )}
      {lines.length > 0 && (
        <ul className="oe-admin-publish__changes">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p className="oe-muted">Note: {note}</p>
    </Dialog>
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
  const plans = usePlanNames();
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
          <td>{scopeLabel(rule.scope, rule.scope_id, plans)}</td>
          <td>{text}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
