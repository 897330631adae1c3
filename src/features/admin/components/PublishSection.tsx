import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useDraft } from '../api/draft';
import { usePlanNames } from '../api/sign-in';
import { usePublish, useVersion } from '../api/versions';
import type { AdminRule, AdminTab } from '../api/types';
import { draftChanges } from '../draft-changes';
import { pathWords } from '../problem-words';
import { changedParts, consoleTabs, scopeLabel, type PlanNames } from '../rule-model';
import { CheckInput, TextArea } from './inputs';
import { VersionHistory } from './VersionHistory';

/**
 * Publish the draft with a note, confirmed first in a dialog that names what goes live (the rules
 * and tabs added, changed and removed against the newest version; nothing differs: nothing to
 * publish), optionally for the enrollments in progress too (decision 0240), and the history of
 * published versions (VersionHistory: differences, Restore, Export).
 */
export function PublishSection() {
  const publish = usePublish();
  const [note, setNote] = useState('');
  const [applies, setApplies] = useState(false);
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
      const { version } = await publish.mutateAsync({ note: note.trim(), appliesInProgress: applies });
      setNote('');
      setApplies(false);
      setStatus(
        applies
          ? `Published version ${version}. Every enrollment in progress and every new one uses it.`
          : `Published version ${version}. New enrollments use it; those in progress keep the version they started on.`,
      );
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
          Publishing makes the draft the next version. New enrollments use it at once; an enrollment already started
          keeps the version it started on unless you apply the new one to enrollments in progress.
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
        <CheckInput
          label="Apply to enrollments in progress"
          hint="They move to the new version; the review names any field it makes required."
          checked={applies}
          onChange={(e) => setApplies(e.target.checked)}
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
        <PublishConfirm
          note={note.trim()}
          applies={applies}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirmed()}
        />
      )}

      <VersionHistory shown={shown} onShow={setShown} />
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
function PublishConfirm({
  note,
  applies,
  onCancel,
  onConfirm,
}: {
  note: string;
  applies: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
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
  // An unchanged draft is refused by the server too (409); here it is said before anyone presses Publish.
  const nothing = ready && latest > 0 && lines.length === 0;
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
          {!nothing && (
            <button type="button" className="oe-button oe-button--primary" disabled={!ready} onClick={onConfirm}>
              Publish version {next}
            </button>
          )}
        </>
      }
    >
      <p>
        {applies
          ? `Every enrollment, those in progress included, uses version ${next} as soon as it is published.`
          : `New enrollments use version ${next} as soon as it is published; those in progress keep theirs.`}{' '}
        What goes live:
      </p>
      {!ready && <p className="oe-muted">Comparing the draft with version {latest}…</p>}
      {nothing && (
        <p role="alert">
          Nothing differs from version {latest}: there is nothing to publish. Change a rule or a tab first.
        </p>
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
