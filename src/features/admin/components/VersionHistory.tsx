import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ApiRequestError } from '../../../lib/api-client';
import { usePlanNames } from '../api/sign-in';
import { downloadVersion, useRestore, useVersion, useVersions } from '../api/versions';
import type { AdminRule, AdminTab, VersionSummary } from '../api/types';
import { changedParts, diffRowKey, ruleSummary, scopeLabel } from '../rule-model';
import { AdminTable } from './AdminTable';
import { CheckInput } from './inputs';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the history says of a version beside its note: what it restored, whether it moved the enrollments in progress. */
function versionFacts(v: VersionSummary): string {
  return [
    v.restored_from === undefined ? '' : `Restores version ${v.restored_from}.`,
    v.applies_in_progress ? 'Applied to enrollments in progress.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The published versions, newest first (decision 0240): who published each, when, the note and its
 * difference; Restore publishes an earlier version again as the next one (confirmed first), Export
 * downloads a version in the RULES_FILE shape.
 */
export function VersionHistory({ shown, onShow }: { shown: number | null; onShow: (v: number | null) => void }) {
  const versions = useVersions();
  const [restoring, setRestoring] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const newest = versions.data?.[0]?.version ?? 0;

  async function exported(version: number) {
    setStatus('');
    try {
      const file = await downloadVersion(version);
      setStatus(`Exported version ${version}: ${file.rules.length} rules and ${file.tabs?.length ?? 0} custom tabs.`);
    } catch (error) {
      setStatus(error instanceof ApiRequestError ? error.message : 'The export failed. Please try again.');
    }
  }

  return (
    <>
      <h3 id="oe-admin-history-title">History</h3>
      <p className="oe-admin-status" role="status">
        {status}
      </p>
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
              <td>
                {v.note}
                {versionFacts(v) && <span className="oe-muted"> {versionFacts(v)}</span>}
              </td>
              <td>
                <span className="oe-admin-version-actions">
                  <button
                    type="button"
                    className="oe-button oe-button--secondary oe-admin-table__action"
                    aria-expanded={shown === v.version}
                    aria-controls="oe-admin-version"
                    onClick={() => onShow(shown === v.version ? null : v.version)}
                  >
                    {shown === v.version ? 'Hide changes' : 'Show changes'}
                    <span className="oe-visually-hidden"> of version {v.version}</span>
                  </button>
                  <button
                    type="button"
                    className="oe-button oe-button--secondary oe-admin-table__action"
                    onClick={() => void exported(v.version)}
                  >
                    Export<span className="oe-visually-hidden"> version {v.version}</span>
                  </button>
                  {v.version !== newest && (
                    <button
                      type="button"
                      className="oe-button oe-button--secondary oe-admin-table__action"
                      onClick={() => setRestoring(v.version)}
                    >
                      Restore<span className="oe-visually-hidden"> version {v.version}</span>
                    </button>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <div id="oe-admin-version">{shown !== null && <VersionDiff version={shown} />}</div>
      {restoring !== null && (
        <RestoreConfirm
          version={restoring}
          next={newest + 1}
          onDone={(message, version) => {
            setRestoring(null);
            if (message) setStatus(message);
            if (version !== undefined) onShow(version);
          }}
        />
      )}
    </>
  );
}

/** Restore, confirmed: the version that goes live again, as which number, and whether the enrollments in progress move. */
function RestoreConfirm({
  version,
  next,
  onDone,
}: {
  version: number;
  next: number;
  onDone: (message: string, version?: number) => void;
}) {
  const restore = useRestore();
  const [applies, setApplies] = useState(false);
  const [error, setError] = useState('');
  async function confirmed() {
    setError('');
    try {
      const { version: made } = await restore.mutateAsync({ version, appliesInProgress: applies });
      onDone(`Restored version ${version} as version ${made}. The draft is now version ${version}'s rules.`, made);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Something went wrong. Please try again.');
    }
  }
  return (
    <Dialog
      open
      title={`Restore version ${version}?`}
      onClose={() => onDone('')}
      hideClose
      actions={
        <>
          <button type="button" className="oe-button oe-button--secondary" onClick={() => onDone('')}>
            Go back
          </button>
          <button
            type="button"
            className="oe-button oe-button--primary"
            disabled={restore.isPending}
            onClick={() => void confirmed()}
          >
            Restore as version {next}
          </button>
        </>
      }
    >
      <p>
        Version {version}&apos;s rules and tabs go live again as version {next}, and the draft becomes them. New
        enrollments use it at once.
      </p>
      <CheckInput
        label="Apply to enrollments in progress"
        hint="Otherwise each enrollment already started keeps the version it started on."
        checked={applies}
        onChange={(e) => setApplies(e.target.checked)}
      />
      {error && (
        <p className="oe-admin-error" role="alert">
          {error}
        </p>
      )}
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
        Published <time dateTime={d.published_at}>{when(d.published_at)}</time> by {d.published_by}. Note: {d.note}{' '}
        {versionFacts(d)}
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
