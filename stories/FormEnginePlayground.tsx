import { useId, useMemo, useRef, useState } from 'react';
import { isFieldName, type FieldDescriptor } from '../schemas/descriptors';
import type { FieldError } from '../schemas/envelope';
import { definitionProblems } from '../schemas/field-definition-check';
import { STEP_TITLES } from '../schemas/messages';
import { STEP_MODULES, type StepTabName } from '../schemas/steps';
import { previewStepFor } from '../src/features/admin/rule-model';
import { StepRenderer } from '../src/wizard/StepRenderer';
import { stepErrors } from '../src/wizard/validation/step-validator';
import { storyZipLookup } from './wizard/StepStory';

/**
 * The form engine's playground: product staff paste a descriptor list (what GET /get-form-fields-*
 * answers, carriers' definitions included), pick the step module, and see the step as the wizard
 * draws it with the one StepRenderer. Submitting shows the save payload, or the field errors of the
 * wizard's own check (stepErrors, the server's validateStepData).
 */

export const PLAYGROUND_CUSTOM_TAB = 'custom_carrier_questions';

type Parsed = { ok: true; descriptors: FieldDescriptor[]; warnings: FieldError[] } | { ok: false; error: string };

const flag = (v: unknown): boolean | 0 | 1 => (v === true || v === 1 ? v : v === 0 ? 0 : false);

/**
 * A pasted list as descriptors: JSON, an array (or `{ result: [...] }` as the API answers it) of
 * objects with a usable field_name; value, required and read_only default to null, false, false.
 * A definition the server would refuse (definitionProblems) is a warning: the renderer still tries it.
 */
export function parseDescriptorList(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const list =
    json && typeof json === 'object' && !Array.isArray(json) && Array.isArray((json as { result?: unknown }).result)
      ? (json as { result: unknown[] }).result
      : json;
  if (!Array.isArray(list))
    return { ok: false, error: 'Expected a JSON array of descriptors (or { "result": [...] }).' };
  const descriptors: FieldDescriptor[] = [];
  const warnings: FieldError[] = [];
  for (const [i, item] of list.entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      return { ok: false, error: `Item ${i} is not an object.` };
    const raw = item as Record<string, unknown>;
    if (typeof raw.field_name !== 'string' || !isFieldName(raw.field_name))
      return {
        ok: false,
        error: `Item ${i} has no usable field_name (letters, digits and _, starting with a letter or _).`,
      };
    const d: FieldDescriptor = {
      field_name: raw.field_name,
      value: raw.value ?? null,
      required: flag(raw.required),
      read_only: flag(raw.read_only),
    };
    if (typeof raw.visible === 'boolean') d.visible = raw.visible;
    if (typeof raw.error === 'string') d.error = raw.error;
    if (typeof raw.message === 'string') d.message = raw.message;
    if (raw.definition !== undefined) {
      warnings.push(...definitionProblems(raw.definition, `[${i}].definition`));
      d.definition = raw.definition as Record<string, unknown>;
    }
    descriptors.push(d);
  }
  return { ok: true, descriptors, warnings };
}

/** A list that parses, with the text it came from, or null. */
function goodList(text: string): { descriptors: FieldDescriptor[]; warnings: FieldError[]; text: string } | null {
  const parsed = parseDescriptorList(text);
  return parsed.ok ? { descriptors: parsed.descriptors, warnings: parsed.warnings, text } : null;
}

type Outcome = { kind: 'payload'; payload: Record<string, unknown> } | { kind: 'errors'; errors: FieldError[] } | null;

const STEP_CHOICES: Array<{ value: string; label: string }> = [
  { value: PLAYGROUND_CUSTOM_TAB, label: `Custom tab (${PLAYGROUND_CUSTOM_TAB})` },
  ...(Object.keys(STEP_MODULES) as StepTabName[]).map((tab) => ({ value: tab, label: `${STEP_TITLES[tab]} (${tab})` })),
];

export function FormEnginePlayground({
  initialJson,
  initialTab = PLAYGROUND_CUSTOM_TAB,
  today,
}: {
  initialJson: string;
  initialTab?: string;
  today?: Date;
}) {
  const id = useId();
  const [text, setText] = useState(initialJson);
  const [tab, setTab] = useState(initialTab);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const parsed = useMemo(() => parseDescriptorList(text), [text]);
  // The last good list stays on screen while the text does not parse.
  const [shown, setShown] = useState(() => goodList(initialJson));
  const step = useMemo(() => previewStepFor(tab), [tab]);
  const formData = useRef<Record<string, unknown>>({});
  // One day per mounted playground, so the validator and the form context are not rebuilt on every render.
  const [day] = useState(() => today ?? new Date());

  return (
    <main className="oe-container oe-section">
      <h1>Form engine playground</h1>
      <div className="oe-card">
        <div className="oe-field">
          <label htmlFor={`${id}-step`}>Step module</label>
          <select
            id={`${id}-step`}
            value={tab}
            onChange={(e) => {
              setTab(e.target.value);
              setOutcome(null);
            }}
          >
            {STEP_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="oe-field">
          <label htmlFor={`${id}-json`}>Descriptor list (JSON)</label>
          <textarea
            id={`${id}-json`}
            aria-describedby={parsed.ok ? `${id}-json-help` : `${id}-json-help ${id}-json-error`}
            aria-invalid={!parsed.ok}
            rows={16}
            spellCheck={false}
            style={{ fontFamily: 'monospace', width: '100%' }}
            value={text}
            onChange={(e) => {
              const next = e.target.value;
              setText(next);
              setShown((before) => goodList(next) ?? before);
              setOutcome(null);
            }}
          />
          <p id={`${id}-json-help`} className="oe-muted">
            What GET /get-form-fields-* answers: an array of{' '}
            {'{ field_name, value, required, read_only, visible?, definition? }'}.
          </p>
        </div>
        {!parsed.ok && (
          <div className="oe-notice oe-notice--error" role="alert" id={`${id}-json-error`}>
            <p>{parsed.error}</p>
            {shown && <p>The form below still shows the last list that parsed.</p>}
          </div>
        )}
        {parsed.ok && parsed.warnings.length > 0 && (
          <div className="oe-notice oe-notice--error" role="alert" aria-label="Definitions the server would refuse">
            <p>The server would refuse these definitions:</p>
            <ul>
              {parsed.warnings.map((w) => (
                <li key={`${w.target_element}-${w.error_message}`}>
                  {w.target_element}: {w.error_message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {shown && (
        <div
          className="oe-card oe-step"
          onSubmitCapture={() =>
            setOutcome({ kind: 'errors', errors: stepErrors(step, shown.descriptors, formData.current, day) })
          }
        >
          <h2>{STEP_MODULES[tab as StepTabName] ? STEP_TITLES[tab as StepTabName] : 'Carrier questions'}</h2>
          <StepRenderer
            // A new list or step is a new form: its values start from the descriptors again.
            key={`${tab}\n${shown.text}`}
            step={step}
            descriptors={shown.descriptors}
            today={day}
            lookupZipState={storyZipLookup}
            onChange={(data) => {
              formData.current = data;
            }}
            onSubmit={(payload) => setOutcome({ kind: 'payload', payload })}
          >
            <div className="oe-step-actions">
              <button type="submit" className="oe-button oe-button--primary">
                Submit
              </button>
            </div>
          </StepRenderer>
        </div>
      )}
      <section className="oe-card" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>Result</h2>
        <div role="status">
          {outcome === null && <p className="oe-muted">Submit the form to see the save payload or its field errors.</p>}
          {outcome?.kind === 'payload' && (
            <>
              <p>Save payload</p>
              <pre data-testid="playground-payload">{JSON.stringify(outcome.payload, null, 2)}</pre>
            </>
          )}
          {outcome?.kind === 'errors' && outcome.errors.length > 0 && (
            <>
              <p>Field errors</p>
              <ul>
                {outcome.errors.map((e) => (
                  <li key={`${e.target_element}-${e.error_message}`}>
                    {e.target_element}: {e.error_message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </main>
  );
}
