import { useRef, useState } from 'react';
import type { CarrierFileMode, DeliveryLogEntry, DeliveryStatus } from '../../../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES, CARRIER_RUN_TEXT as T } from '../../../../schemas/messages';
import { Dialog } from '../../../components/Dialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { inProgress, useDeliveries, useDeliveryActions } from '../api/carrier-files';
import { shortSum, shownTime } from '../carrier-profile-model';
import { AdminTable } from './AdminTable';

const STATUS_LABELS: Record<DeliveryStatus, string> = {
  running: 'Building',
  stopped: 'Stopped',
  generated: 'Generated',
  held: 'Held for confirmation',
  delivered: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const people = (n: number) => (n === 1 ? '1 member' : `${n} members`);

const progressOf = (entry: DeliveryLogEntry) => T.progress(entry.progress.done, entry.progress.total);

/** What a run, confirm or cancel answered (and a followed run became), in a sentence for the status line. */
function outcome(entry: DeliveryLogEntry): string {
  const kind = `${entry.mode === 'full' ? 'Full' : 'Change'} file ${entry.file_name}`;
  const file = `${kind} (${people(entry.member_count)})`;
  switch (entry.status) {
    case 'running':
      return T.building(kind, progressOf(entry));
    case 'stopped':
      return T.stopped(kind, entry.error ?? '');
    case 'held':
      return `${file} is held: ${people(entry.held_removals?.length ?? 0)} would disappear. Review it below.`;
    case 'delivered':
      return `${file} was delivered.`;
    case 'failed':
      return entry.error === CARRIER_FILE_MESSAGES.destinationPending
        ? `${file} waits: it is sent once staff approve the SFTP destination.`
        : `${file} could not be delivered${entry.error ? `: ${entry.error}` : ''}. It will be tried again.`;
    case 'cancelled':
      return `${file} was cancelled; it will not be delivered.`;
    case 'generated':
      return T.sending(file);
  }
}

type Pending = { kind: 'confirm' | 'cancel'; entry: DeliveryLogEntry };

/**
 * Runs of a carrier's change or full file, its delivery log (newest first), and the held full files:
 * the members each would drop, with Confirm delivery and Cancel behind a confirmation dialog.
 */
export function DeliveryLog({ carrierId, carrierName }: { carrierId: number; carrierName: string }) {
  const log = useDeliveries(carrierId);
  const actions = useDeliveryActions(carrierId);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  // The run started here: the status line follows it as the log is read again, until it ends.
  const [followed, setFollowed] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const entries = log.data?.entries ?? [];
  const running = entries.some((e) => e.status === 'running');
  const busy = actions.run.isPending || actions.confirm.isPending || actions.cancel.isPending || running;

  async function act(call: () => Promise<DeliveryLogEntry>) {
    setStatus('');
    setFailure(null);
    setFollowed(null);
    try {
      const entry = await call();
      setStatus(outcome(entry));
      if (inProgress(entry)) setFollowed(entry.id);
    } catch (error) {
      setFailure(error);
    }
  }
  const run = (mode: CarrierFileMode) => act(() => actions.run.mutateAsync(mode));
  const followedEntry = followed === null ? undefined : entries.find((e) => e.id === followed);
  // A run started elsewhere (another staff member, the schedule) is said too: it is why Run waits.
  const runningEntry = entries.find((e) => e.status === 'running');
  const statusLine = followedEntry ? outcome(followedEntry) : status || (runningEntry ? outcome(runningEntry) : '');

  const held = entries.filter((e) => e.status === 'held');

  return (
    <section className="oe-admin-carriers" aria-labelledby="oe-admin-deliveries-title">
      <h4 id="oe-admin-deliveries-title" ref={heading} tabIndex={-1}>
        Files and deliveries
      </h4>
      <div className="oe-form-actions">
        <button
          type="button"
          className="oe-button oe-button--primary"
          disabled={busy}
          onClick={() => void run('change')}
        >
          {actions.run.isPending && actions.run.variables === 'change' ? 'Running…' : 'Run change file'}
        </button>
        <button
          type="button"
          className="oe-button oe-button--secondary"
          disabled={busy}
          onClick={() => void run('full')}
        >
          {actions.run.isPending && actions.run.variables === 'full' ? 'Running…' : 'Run full file'}
        </button>
      </div>
      <p className="oe-admin-status" role="status">
        {statusLine}
      </p>
      {failure !== null && <ErrorNotice title="The request did not go through" error={failure} />}

      {held.map((entry) => (
        <HeldFile
          key={entry.id}
          entry={entry}
          busy={busy}
          onConfirm={() => setPending({ kind: 'confirm', entry })}
          onCancel={() => setPending({ kind: 'cancel', entry })}
        />
      ))}

      {log.isPending && <p className="oe-muted">Loading the delivery log…</p>}
      {log.isError && (
        <ErrorNotice title="We could not load the delivery log" error={log.error} onRetry={() => void log.refetch()} />
      )}
      {log.isSuccess && entries.length === 0 && (
        <p className="oe-admin-empty">No file has been generated for {carrierName} yet.</p>
      )}
      {log.isSuccess && entries.length > 0 && (
        <AdminTable
          caption={`Delivery log of ${carrierName}, newest first`}
          columns={[
            'File',
            'Mode',
            'Status',
            'Members',
            'Subscribers',
            'Control',
            'Checksum',
            'Attempts',
            'Created',
            'Delivered',
            'Acknowledged',
          ]}
        >
          {entries.map((e) => (
            <tr key={e.id}>
              <th scope="row">
                <code>{e.file_name}</code>
              </th>
              <td>{e.mode === 'full' ? 'Full' : 'Change'}</td>
              <td className="oe-admin-table__text">
                <span className={`oe-admin-delivery oe-admin-delivery--${e.status}`}>{STATUS_LABELS[e.status]}</span>
                {e.status === 'running' && (
                  <>
                    <progress
                      className="oe-admin-delivery__progress"
                      aria-label={T.progressLabel(e.file_name)}
                      aria-valuetext={progressOf(e)}
                      max={e.progress.total || undefined}
                      value={e.progress.total ? e.progress.done : undefined}
                    />
                    <span className="oe-admin-delivery__progress-text">{progressOf(e)}</span>
                  </>
                )}
                {e.error && <span className="oe-admin-delivery__error">{e.error}</span>}
              </td>
              <td>{e.member_count}</td>
              <td>{e.subscriber_count}</td>
              <td>{e.control_number}</td>
              <td>
                <code title={e.sha256}>
                  {shortSum(e.sha256)}
                  <span className="oe-visually-hidden"> (first 12 digits of the SHA-256)</span>
                </code>
              </td>
              <td>{e.attempts}</td>
              <td>
                <time dateTime={e.created_at}>{shownTime(e.created_at)}</time>
              </td>
              <td>{e.delivered_at ? <time dateTime={e.delivered_at}>{shownTime(e.delivered_at)}</time> : '—'}</td>
              <td>
                {e.acknowledged_at ? <time dateTime={e.acknowledged_at}>{shownTime(e.acknowledged_at)}</time> : '—'}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {log.isSuccess && entries.length > 0 && (
        <div className="oe-admin-log-pages">
          <p className="oe-muted">{T.shown(entries.length, log.data.total)}</p>
          {log.hasNextPage && (
            <button
              type="button"
              className="oe-button oe-button--secondary"
              aria-disabled={log.isFetchingNextPage || undefined}
              onClick={() => {
                if (!log.isFetchingNextPage) void log.fetchNextPage();
              }}
            >
              {log.isFetchingNextPage ? T.loadingOlder : T.older}
            </button>
          )}
        </div>
      )}

      <Dialog
        open={pending !== null}
        title={pending?.kind === 'cancel' ? 'Cancel the held full file?' : 'Deliver the held full file?'}
        onClose={() => setPending(null)}
        actions={
          pending && (
            <>
              <button
                type="button"
                className="oe-button oe-button--primary"
                onClick={() => {
                  const { kind, entry } = pending;
                  setPending(null);
                  // The held file's buttons are gone afterwards: the focus goes to this part's heading.
                  void act(() =>
                    kind === 'confirm' ? actions.confirm.mutateAsync(entry.id) : actions.cancel.mutateAsync(entry.id),
                  ).then(() => heading.current?.focus());
                }}
              >
                {pending.kind === 'cancel' ? 'Cancel the file' : 'Confirm delivery'}
              </button>
              <button
                type="button"
                className="oe-button oe-button--secondary"
                data-autofocus
                onClick={() => setPending(null)}
              >
                {pending.kind === 'cancel' ? 'Keep it held' : 'Not now'}
              </button>
            </>
          )
        }
        hideClose
      >
        {pending?.kind === 'confirm' && (
          <p>
            {carrierName} will receive <code>{pending.entry.file_name}</code>, and{' '}
            {people(pending.entry.held_removals?.length ?? 0)} listed under it will no longer be enrolled in the
            carrier&apos;s records. Deliver it only when those members have really left.
          </p>
        )}
        {pending?.kind === 'cancel' && (
          <p>
            <code>{pending.entry.file_name}</code> will not be delivered. The next full file is compared with the last
            delivered one again.
          </p>
        )}
      </Dialog>
    </section>
  );
}

function HeldFile({
  entry,
  busy,
  onConfirm,
  onCancel,
}: {
  entry: DeliveryLogEntry;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const removals = entry.held_removals ?? [];
  const titleId = `oe-admin-held-${entry.id}`;
  return (
    <div className="oe-notice oe-admin-held" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="oe-notice__title">
        Held: <code>{entry.file_name}</code> would drop {people(removals.length)}
      </p>
      <p>
        Compared with the last delivered full file, these members are missing. A full file replaces what the carrier
        holds, so they would lose coverage there.
      </p>
      <AdminTable caption={`Members ${entry.file_name} would drop`} columns={['Subscriber id', 'Name', 'Plan']}>
        {removals.map((r, i) => (
          <tr key={`${r.subscriber_id}-${r.plan}-${i}`}>
            <td>
              <code>{r.subscriber_id}</code>
            </td>
            <th scope="row">{r.name}</th>
            <td>{r.plan}</td>
          </tr>
        ))}
      </AdminTable>
      <div className="oe-form-actions">
        <button type="button" className="oe-button oe-button--primary" disabled={busy} onClick={onConfirm}>
          Confirm delivery<span className="oe-visually-hidden"> of {entry.file_name}</span>
        </button>
        <button
          type="button"
          className="oe-button oe-button--secondary oe-admin-danger"
          disabled={busy}
          onClick={onCancel}
        >
          Cancel<span className="oe-visually-hidden"> {entry.file_name}</span>
        </button>
      </div>
    </div>
  );
}
