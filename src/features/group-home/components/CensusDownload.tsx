import { useEffect, useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { ApiRequestError } from '../../../lib/api-client';
import { SignInPrompt, signedInAs } from '../../current-members';
import { downloadCensus, saveFile, type DownloadProgress } from '../api/download-census';
import '../group-home.css';

export type CensusState =
  | { phase: 'idle' }
  | { phase: 'downloading'; progress: DownloadProgress }
  | { phase: 'done'; fileName: string; bytes: number }
  | { phase: 'error'; message: string };

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** What the status line says for a state (announced politely; the error is an alert of its own). */
function statusText(state: CensusState): string {
  if (state.phase === 'downloading') {
    const { received, total } = state.progress;
    if (received === 0) return 'Preparing the census…';
    return total ? `Downloading… ${Math.round((received / total) * 100)}%` : `Downloading… ${kilobytes(received)}`;
  }
  if (state.phase === 'done') return `Downloaded ${state.fileName} (${kilobytes(state.bytes)}).`;
  return '';
}

/**
 * The census button and its state: the button, a progress bar while the file comes in, then the
 * file name, or the server's reason with the button to try again. Stateless: CensusSection runs it.
 */
export function CensusDownloadView({ state, onDownload }: { state: CensusState; onDownload: () => void }) {
  const hintId = useId();
  const busy = state.phase === 'downloading';
  return (
    <div className="oe-census">
      <p id={hintId} className="oe-muted">
        Every enrolled employee and covered dependent with plan, tier, effective date and monthly premium, as a
        spreadsheet file (CSV). No Social Security numbers.
      </p>
      <div className="oe-census__actions">
        <button
          type="button"
          className="oe-button oe-button--primary"
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onDownload();
          }}
        >
          {busy ? 'Downloading census…' : 'Download census (CSV)'}
        </button>
        {busy && (
          <progress
            className="oe-census__progress"
            aria-label="Census download"
            max={state.progress.total ?? undefined}
            value={state.progress.total ? state.progress.received : undefined}
          />
        )}
      </div>
      <p className="oe-census__status" role="status">
        {statusText(state)}
      </p>
      <div role="alert">
        {state.phase === 'error' && (
          <p className="oe-notice oe-notice--error">
            <span className="oe-notice__title">The census could not be downloaded. </span>
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The group home's census export for the group administrator (security.md: member data needs the
 * administrator's sign-in). Until signed in, the button opens the sign-in; a refused session
 * (expired, 401) asks again. The download starts once signed in.
 */
export function CensusSection() {
  const headingId = useId();
  const [signedIn, setSignedIn] = useState(() => signedInAs('group'));
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<CensusState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'downloading', progress: { received: 0, total: null } });
    try {
      const file = await downloadCensus((progress) => setState({ phase: 'downloading', progress }), abort.signal);
      saveFile(file);
      setState({ phase: 'done', fileName: file.fileName, bytes: file.blob.size });
    } catch (cause) {
      if (abort.signal.aborted) return;
      if (cause instanceof ApiRequestError && cause.httpStatus === 401) {
        setSignedIn(false);
        setAsking(true);
      }
      setState({ phase: 'error', message: errorMessageOf(cause) });
    }
  };

  if (!signedIn && asking)
    return (
      <SignInPrompt
        kind="group"
        title="Sign in to download the census"
        onSignedIn={() => {
          const now = signedInAs('group');
          setSignedIn(now);
          setAsking(false);
          if (now) void download();
        }}
      />
    );
  return (
    <section className="oe-home-panel oe-card oe-census-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Group administrator</h2>
      {signedIn ? (
        <CensusDownloadView state={state} onDownload={() => void download()} />
      ) : (
        <div className="oe-census">
          <p className="oe-muted">
            Download your group's census: enrolled employees, covered dependents, plans and premiums. Sign-in required.
          </p>
          <div className="oe-census__actions">
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setAsking(true)}>
              Download census (CSV)
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
