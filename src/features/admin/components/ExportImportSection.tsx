import { useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '../../../../schemas/envelope';
import { ApiRequestError } from '../../../lib/api-client';
import { getDraft, useSaveDraft } from '../api/draft';
import type { SaveDraftBody } from '../api/types';
import { fieldErrorsOf } from '../rule-model';
import { ProblemList } from './EditorForm';

/** Reads an export file: `{ rules: [...], tabs?: [...], replace_tabs?: [...] }` (the PUT's and RULES_FILE's shape), or says what is wrong. */
export function importBodyOf(text: string): SaveDraftBody | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'This file is not JSON.';
  }
  if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as { rules?: unknown }).rules))
    return 'The file needs a "rules" list, as an export has.';
  const { rules, tabs, replace_tabs } = parsed as {
    rules: SaveDraftBody['rules'];
    tabs?: unknown;
    replace_tabs?: unknown;
  };
  if (tabs !== undefined && !Array.isArray(tabs)) return '"tabs", when present, must be a list.';
  if (replace_tabs !== undefined && !(Array.isArray(replace_tabs) && replace_tabs.every((t) => typeof t === 'string')))
    return '"replace_tabs", when present, must be a list of tab names.';
  return {
    rules,
    ...(tabs === undefined ? {} : { tabs: tabs as NonNullable<SaveDraftBody['tabs']> }),
    ...(replace_tabs === undefined ? {} : { replace_tabs: replace_tabs as string[] }),
  };
}

/** Export the draft as JSON, and import such a file into the draft (PUT: replaces the tabs it names). */
export function ExportImportSection() {
  const save = useSaveDraft();
  const file = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [exporting, setExporting] = useState(false);

  async function exportDraft() {
    setStatus('');
    setExporting(true);
    try {
      const draft = await getDraft();
      const blob = new Blob([JSON.stringify({ rules: draft.rules, tabs: draft.tabs }, null, 2)], {
        type: 'application/json',
      });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `form-rules-draft-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setStatus(`Exported ${draft.rules.length} rules and ${draft.tabs.length} custom tabs.`);
    } catch (error) {
      setStatus(error instanceof ApiRequestError ? error.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  async function importDraft(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    setProblems([]);
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setProblems([{ target_element: 'file', error_message: 'Please choose a JSON file.' }]);
      return;
    }
    const body = importBodyOf(await chosen.text());
    if (typeof body === 'string') {
      setProblems([{ target_element: 'file', error_message: body }]);
      return;
    }
    try {
      const data = await save.mutateAsync(body);
      setStatus(
        `Imported ${body.rules.length} rules into the draft${data.replaced_tabs.length ? ` (tabs replaced: ${data.replaced_tabs.join(', ')})` : ''}. Publish to use them.`,
      );
      if (file.current) file.current.value = '';
    } catch (error) {
      setProblems(fieldErrorsOf(error, 'file'));
    }
  }

  const fileError = problems.find((p) => p.target_element === 'file')?.error_message;
  const serverProblems = problems.filter((p) => p.target_element !== 'file');
  return (
    <div className="oe-admin-transfer">
      <div className="oe-card oe-admin-editor">
        <h3>Export</h3>
        <p className="oe-muted">
          Downloads the draft's rules and custom tabs as JSON (the shape import and RULES_FILE take).
        </p>
        <div className="oe-form-actions">
          <button
            type="button"
            className="oe-button oe-button--secondary"
            onClick={() => void exportDraft()}
            disabled={exporting}
          >
            Export the draft as JSON
          </button>
        </div>
      </div>
      <form
        className="oe-card oe-admin-editor"
        onSubmit={importDraft}
        noValidate
        aria-labelledby="oe-admin-import-title"
      >
        <h3 id="oe-admin-import-title">Import</h3>
        <p className="oe-muted">
          Replaces the draft rules of every tab the file names in its rules or its replace_tabs (and the custom tabs
          when it has any). Nothing is published.
        </p>
        <div className="oe-form-field">
          <label className="oe-form-field__label" htmlFor="oe-admin-import-file">
            Rules file (JSON)
          </label>
          <input
            id="oe-admin-import-file"
            ref={file}
            type="file"
            accept="application/json,.json"
            className="oe-admin-file"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'oe-admin-import-error' : undefined}
          />
          <p id="oe-admin-import-error" className="oe-form-field__error" role="alert">
            {fileError}
          </p>
        </div>
        {serverProblems.length > 0 && (
          <div className="oe-notice oe-notice--error" role="alert">
            <p className="oe-notice__title">The file was not imported:</p>
            <ProblemList problems={serverProblems} />
          </div>
        )}
        <div className="oe-form-actions">
          <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
            {save.isPending ? 'Importing…' : 'Import into the draft'}
          </button>
        </div>
      </form>
      <p className="oe-admin-status" role="status">
        {status}
      </p>
    </div>
  );
}
