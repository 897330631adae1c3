import '../catalogue.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { uploadCatalogue, useCatalogueChanged, type CatalogueReport, type UploadProgress } from '../api/catalogue';
import { AdminTable } from './AdminTable';
import { CatalogueDiffView } from './CatalogueDiffView';
import { CatalogueImportsList } from './CatalogueImportsList';

type Stage = 'idle' | 'checking' | 'checked' | 'applying' | 'applied';

const MIB = 1024 * 1024;
const sizeOf = (bytes: number) =>
  bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function progressText(stage: Stage, p: UploadProgress | null): string {
  const doing = stage === 'applying' ? 'Applying' : 'Checking';
  if (!p || p.phase === 'checking') return `${doing} the catalogue on the server…`;
  const pct = p.total ? Math.round((p.sent / p.total) * 100) : 0;
  return `Sending the files: ${pct}% (${sizeOf(p.sent)} of ${sizeOf(p.total)})`;
}

/** Plan names by id from the chosen catalogue.json, to name the diff's plans (best effort: the server checks the file). */
async function planNamesOf(files: readonly File[]): Promise<Map<number, string>> {
  const json = files.find((f) => f.name === 'catalogue.json');
  if (!json || json.size > 16 * MIB) return new Map();
  try {
    const parsed = JSON.parse(await json.text()) as { plans?: Array<{ id?: unknown; planName?: unknown }> };
    return new Map(
      (parsed.plans ?? []).flatMap((p) =>
        typeof p.id === 'number' && typeof p.planName === 'string' ? [[p.id, p.planName] as const] : [],
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * The catalogue upload (issue 30, decision 0326): choose catalogue.json and the rate tables, check
 * them (a dry run: every problem by file, row and column, or the diff against what is live), then
 * apply or cancel. Staff see the applied imports and roll one back; a carrier admin uploads their
 * own carrier's plans and rates (the server refuses anything else, decision 0325).
 */
export function CatalogueSection({ carrierAdmin }: { carrierAdmin: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  const [stage, setStage] = useState<Stage>('idle');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [report, setReport] = useState<CatalogueReport | null>(null);
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const [failure, setFailure] = useState('');
  const fileId = useId();
  const hintId = useId();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const changed = useCatalogueChanged();
  const busy = stage === 'checking' || stage === 'applying';
  // After each answer, once it is drawn, the result's heading takes focus (the pressed button was disabled meanwhile).
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered) resultHeading.current?.focus();
  }, [answered]);

  async function send(dryRun: boolean) {
    setFailure('');
    setProgress(null);
    setStage(dryRun ? 'checking' : 'applying');
    try {
      const answer = await uploadCatalogue(files, dryRun, setProgress);
      setReport(answer);
      setStage(!dryRun && answer.applied ? 'applied' : 'checked');
      if (!dryRun) changed();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The catalogue was not uploaded.');
      setStage('idle');
    }
    setAnswered((n) => n + 1);
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    setReport(null);
    if (!files.some((f) => f.name === 'catalogue.json'))
      return setFailure('Choose catalogue.json and its rate tables (.csv) first.');
    setNames(await planNamesOf(files));
    await send(true);
  }

  function cancel() {
    setReport(null);
    setStage('idle');
  }

  const problems = report && report.problem_count > 0;
  const canApply = stage === 'checked' && report && !problems && !report.empty && !report.applied;

  return (
    <div className="oe-admin-carriers">
      <p className="oe-muted">
        Upload a catalogue in the documented format: <code>catalogue.json</code> and its rate tables (<code>.csv</code>
        ). It is checked and compared with what is live before anything changes; applying it is one step that can be
        rolled back.
        {carrierAdmin && " As a carrier administrator you upload your carrier's plans and rates only."}
      </p>
      <form noValidate onSubmit={check} className="oe-admin-editor oe-card">
        <label htmlFor={fileId}>Catalogue files</label>
        <p id={hintId} className="oe-muted">
          Select catalogue.json and every rate table at once.
        </p>
        <input
          id={fileId}
          className="oe-admin-file"
          type="file"
          multiple
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(e) => {
            setFiles(Array.from(e.target.files ?? []));
            cancel();
          }}
        />
        {files.length > 0 && (
          <p className="oe-muted">
            {files.length} file(s): {files.map((f) => `${f.name} (${sizeOf(f.size)})`).join(', ')}
          </p>
        )}
        <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
          {stage === 'checking' ? 'Checking…' : 'Check the files'}
        </button>
      </form>
      <div role="status" className="oe-admin-status">
        {busy && (
          <>
            {progressText(stage, progress)}
            {progress?.phase === 'sending' && (
              <progress className="oe-admin-progress" max={progress.total || 1} value={progress.sent} />
            )}
          </>
        )}
        {stage === 'applied' &&
          report &&
          `Catalogue imported: version ${report.version_before} to ${report.version_after}. The storefront shows it now.`}
      </div>
      <div role="alert" className={failure || problems ? 'oe-notice oe-notice--error' : undefined}>
        {failure && <p className="oe-notice__title">{failure}</p>}
        {problems && (
          <p className="oe-notice__title">
            The catalogue cannot be imported: {report.problem_count.toLocaleString('en-US')} problem(s). Nothing
            changed.
          </p>
        )}
      </div>
      {report && stage !== 'applying' && (
        <section className="oe-admin-editor oe-card" aria-labelledby="oe-catalogue-result">
          <h3 id="oe-catalogue-result" ref={resultHeading} tabIndex={-1}>
            {problems ? 'Problems' : stage === 'applied' ? 'Imported' : 'Changes against what is live'}
          </h3>
          {problems ? (
            <>
              <AdminTable caption="Problems in the files" columns={['File', 'Row', 'Column', 'Problem']}>
                {report.problems.map((p, i) => (
                  <tr key={i}>
                    <td>{p.file}</td>
                    <td>{p.row ?? ''}</td>
                    <td>{p.column ? <code>{p.column}</code> : ''}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </AdminTable>
              {report.problem_count > report.problems.length && (
                <p className="oe-muted">
                  The first {report.problems.length.toLocaleString('en-US')} of{' '}
                  {report.problem_count.toLocaleString('en-US')} problems.
                </p>
              )}
            </>
          ) : report.empty ? (
            <p>Nothing to change: the files match what is live.</p>
          ) : (
            report.diff && <CatalogueDiffView diff={report.diff} names={names} />
          )}
          {canApply && (
            <div className="oe-admin-actions">
              <button type="button" className="oe-button oe-button--primary" onClick={() => void send(false)}>
                Apply the import
              </button>
              <button type="button" className="oe-button" onClick={cancel}>
                Cancel
              </button>
            </div>
          )}
        </section>
      )}
      {!carrierAdmin && <CatalogueImportsList />}
    </div>
  );
}
