import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ExportJob } from '../../../../schemas/api/export-jobs';
import { CENSUS_EXPORT_TEXT as T } from '../../../../schemas/messages';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { ApiRequestError } from '../../../lib/api-client';
import { SignInPrompt, signedInAs } from '../../current-members';
import { exportJobQueryOptions, startCensusExport, useExportJob, useLatestCensusExport } from '../api/census-export';
import { downloadExportFile, saveFile } from '../api/download-census';
import '../group-home.css';

/** What the page shows: the export's job as the server reports it, plus what this page is doing. */
export interface CensusViewState {
  /** The latest export job, or null before any. */
  job: ExportJob | null;
  /** Starting an export (the POST in flight). */
  starting: boolean;
  /** Downloading the finished file. */
  downloading: boolean;
  /** The file name once handed to the browser. */
  downloaded: string | null;
  /** A refusal of this page's own request (start, follow or download), in the server's words. */
  problem: string | null;
}

const running = (job: ExportJob | null) => job?.status === 'queued' || job?.status === 'running';

/** The status line under the progress bar (a polite live region). */
function statusText(s: CensusViewState): string {
  if (s.starting) return T.starting;
  const job = s.job;
  if (job?.status === 'queued') return T.queued;
  if (job?.status === 'running')
    return job.rows_total === null ? T.counting : T.progress(job.rows_done, job.rows_total);
  if (s.downloaded) return T.downloaded(s.downloaded);
  if (s.downloading) return T.downloading;
  if (job?.status === 'done' && job.file_name) return T.ready(job.file_name);
  return '';
}

/**
 * The census export and its state, stateless (CensusSection runs it): Export census starts the job;
 * while it runs, a progress bar ('12,000 of 70,000 members'); when done, Download census; when it
 * failed, the server's reason and Try again.
 */
export function CensusExportView({
  state,
  onStart,
  onDownload,
}: {
  state: CensusViewState;
  onStart: () => void;
  onDownload: () => void;
}) {
  const hintId = useId();
  const { job } = state;
  const busy = state.starting || running(job);
  const failed = job?.status === 'failed' ? (job.error ?? '') : state.problem;
  const done = job?.status === 'done' && !busy;
  return (
    <div className="oe-census">
      <p id={hintId} className="oe-muted">
        {T.hint}
      </p>
      {busy && (
        <progress
          className="oe-census__progress"
          aria-label={T.progressLabel}
          aria-valuetext={statusText(state)}
          max={job?.rows_total ? job.rows_total : undefined}
          value={job?.rows_total ? job.rows_done : undefined}
        />
      )}
      <p className="oe-census__status" role="status">
        {statusText(state)}
      </p>
      <div role="alert">
        {failed && (
          <p className="oe-notice oe-notice--error">
            <span className="oe-notice__title">{T.failedTitle} </span>
            {failed}
          </p>
        )}
      </div>
      <div className="oe-census__actions">
        {done && (
          <button
            type="button"
            className="oe-button oe-button--primary"
            aria-disabled={state.downloading || undefined}
            onClick={() => {
              if (!state.downloading) onDownload();
            }}
          >
            {state.downloading ? T.downloading : T.download}
          </button>
        )}
        <button
          type="button"
          className={`oe-button ${done ? 'oe-button--secondary' : 'oe-button--primary'}`}
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onStart();
          }}
        >
          {failed ? T.tryAgain : done ? T.exportAgain : T.start}
        </button>
      </div>
    </div>
  );
}

/**
 * The group home's census export for the group administrator (security.md: member data needs the
 * administrator's sign-in). Until signed in, the button opens the sign-in, and the export starts once
 * signed in; a refused session (expired, 401) asks again. An export still running when the page opens
 * (a reload, another tab) is followed; the file stays on the server, sealed, until it expires.
 */
export function CensusSection() {
  const headingId = useId();
  const [signedIn, setSignedIn] = useState(() => signedInAs('group'));
  const [asking, setAsking] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const queryClient = useQueryClient();
  const latest = useLatestCensusExport(signedIn);
  const followed = useExportJob(jobId ?? latest.data?.id ?? null);
  const job = followed.data ?? (jobId ? null : (latest.data ?? null));

  const refused = (cause: unknown) => {
    if (cause instanceof ApiRequestError && cause.httpStatus === 401) {
      setSignedIn(false);
      setAsking(true);
    }
    setProblem(errorMessageOf(cause));
  };

  const start = async () => {
    setStarting(true);
    setProblem(null);
    setDownloaded(null);
    try {
      const started = await startCensusExport();
      queryClient.setQueryData(exportJobQueryOptions(started.id).queryKey, started);
      setJobId(started.id);
    } catch (cause) {
      refused(cause);
    } finally {
      setStarting(false);
    }
  };

  const download = async () => {
    if (!job) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setDownloading(true);
    setProblem(null);
    try {
      const file = await downloadExportFile(job.id, () => undefined, abort.signal);
      saveFile(file);
      setDownloaded(file.fileName);
    } catch (cause) {
      if (!abort.signal.aborted) refused(cause);
    } finally {
      setDownloading(false);
    }
  };

  if (!signedIn && asking)
    return (
      <SignInPrompt
        kind="group"
        title={T.signInTitle}
        onSignedIn={() => {
          const now = signedInAs('group');
          setSignedIn(now);
          setAsking(false);
          if (now) void start();
        }}
      />
    );
  return (
    <section className="oe-home-panel oe-card oe-census-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      {signedIn ? (
        <CensusExportView
          // A followed job the server no longer answers (expired, session ended) says why.
          state={{
            job,
            starting,
            downloading,
            downloaded,
            problem: problem ?? (followed.error ? errorMessageOf(followed.error) : null),
          }}
          onStart={() => void start()}
          onDownload={() => void download()}
        />
      ) : (
        <div className="oe-census">
          <p className="oe-muted">{T.signedOutHint}</p>
          <div className="oe-census__actions">
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setAsking(true)}>
              {T.start}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
