import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldDescriptor } from '../../../../schemas/descriptors';
import { withCarrierFields } from '../../../../schemas/field-definition';
import { toSavePayload } from '../../../../schemas/to-save-payload';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ErrorBoundary } from '../../../wizard/ErrorBoundary';
import { StepRenderer } from '../../../wizard/StepRenderer';
import { previewStep } from '../api/preview';
import type { PreviewData } from '../api/types';
import { usePlanChoices, usePlanNames } from '../api/sign-in';
import { planLabel, previewStepFor } from '../rule-model';
import type { ScopeChoices } from './ScopeInputs';
import { SelectInput, TextInput } from './inputs';

const DEBOUNCE_MS = 400;

// The descriptors' shape without their values: a change of it (a field added, made required) redraws the form.
const structureOf = (tab: string, list: readonly FieldDescriptor[]) =>
  `${tab}:${JSON.stringify(list.map(({ value: _v, ...rest }) => rest))}`;

/** An answer of the server for a tab, with the descriptors drawn (what was typed as their values). */
interface Answer {
  tab: string;
  data: PreviewData;
  structure: string;
  shown: FieldDescriptor[];
}

// Redrawn only when the shape changes, with what was typed so far as the values.
function answerOf(previous: Answer | null, tab: string, data: PreviewData, typed: Record<string, unknown>): Answer {
  const structure = structureOf(tab, data.descriptors);
  if (previous && previous.tab === tab && previous.structure === structure) return { ...previous, data };
  const shown = data.descriptors.map((d) =>
    Object.hasOwn(typed, d.field_name) ? { ...d, value: typed[d.field_name] } : d,
  );
  return { tab, data, structure, shown };
}

interface Props {
  tab: string;
  choices: ScopeChoices;
  /** Changes when the draft changes (after a save), so the preview asks again. */
  draftStamp: number;
}

/**
 * The live preview: the draft's descriptors of the tab for a chosen plan and group, drawn by the
 * wizard's own StepRenderer; what is typed goes back to the server (debounced) and the errors
 * shown are the server's.
 */
export function PreviewPanel({ tab, choices, draftStamp }: Props) {
  const [planId, setPlanId] = useState(choices.carrierAdmin ? String(choices.planIds?.[0] ?? '') : '');
  const [groupId, setGroupId] = useState('');
  // The preview's width: a phone's (one column, 390 px) or the page's.
  const [device, setDevice] = useState<'phone' | 'desktop'>('desktop');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { mutate: askServer, isPending: asking } = useMutation({ mutationFn: previewStep });
  const sample = useRef<Record<string, unknown>>({});
  const sent = useRef('');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const step = useMemo(() => previewStepFor(tab), [tab]);
  const plans = usePlanNames();
  const planChoices = usePlanChoices();

  // A carrier admin's plan is one of theirs: the first until they choose another.
  const firstPlan = choices.carrierAdmin && choices.planIds?.[0] ? String(choices.planIds[0]) : '';
  const plan = planId === '' ? firstPlan : planId;

  const ask = useCallback(() => {
    // A carrier admin previews with one of their plans (the server refuses any other); wait for the list.
    if (choices.carrierAdmin && !/^\d+$/.test(plan)) return;
    const id = ++latest.current;
    const typed = sample.current;
    const body = {
      tab,
      ...(/^\d+$/.test(plan) ? { plan_id: Number(plan) } : {}),
      ...(/^\d+$/.test(groupId) ? { group_id: Number(groupId) } : {}),
      data: typed,
    };
    sent.current = JSON.stringify(typed);
    askServer(body, {
      onSuccess: (data) => {
        if (id !== latest.current) return;
        const now = sample.current;
        setAnswer((previous) => answerOf(previous, tab, data, now));
        setFailure(null);
      },
      onError: (error) => {
        if (id === latest.current) setFailure(error);
      },
    });
  }, [tab, plan, groupId, choices.carrierAdmin, askServer]);

  // A new tab starts with empty sample input (and no answer: `current` below is the tab's own).
  useEffect(() => {
    sample.current = {};
  }, [tab]);
  useEffect(() => {
    ask();
  }, [ask, draftStamp]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const current = answer?.tab === tab ? answer : null;
  const result = current?.data ?? null;
  const structure = current?.structure ?? '';
  const shown = current?.shown ?? null;
  const extended = useMemo(() => (shown ? withCarrierFields(step, shown) : step), [step, shown]);

  const onSample = useCallback(
    (formData: Record<string, unknown>) => {
      const payload = toSavePayload(extended, formData);
      if (JSON.stringify(payload) === sent.current) return;
      sample.current = payload;
      clearTimeout(timer.current);
      timer.current = setTimeout(ask, DEBOUNCE_MS);
    },
    [extended, ask],
  );

  const errorCount = result?.errors.length ?? 0;
  return (
    <section className="oe-admin-preview oe-card" aria-labelledby="oe-admin-preview-title">
      <h3 id="oe-admin-preview-title">Live preview</h3>
      <p className="oe-muted">
        The draft as an applicant would see this step. Type sample answers: the messages are the server's.
      </p>
      <form
        className="oe-form-grid oe-form-grid--2 oe-admin-preview__for"
        aria-label="Preview for"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectInput
          label="Plan in the cart"
          value={plan}
          options={[
            // Staff may preview with no plan in the cart; a carrier admin always with one of theirs.
            ...(choices.carrierAdmin ? [] : [{ value: '', label: 'No plan' }]),
            ...planChoices.map((p) => ({ value: String(p.id), label: planLabel(p.id, plans) })),
          ]}
          onChange={(e) => setPlanId(e.target.value)}
        />
        <TextInput
          label="Group id (empty: none)"
          type="number"
          inputMode="numeric"
          min={1}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
        />
        <fieldset className="oe-admin-preview__device">
          <legend>Preview as</legend>
          {(['phone', 'desktop'] as const).map((d) => (
            <label key={d} className="oe-admin-preview__device-choice">
              <input
                type="radio"
                name="oe-admin-preview-device"
                value={d}
                checked={device === d}
                onChange={() => setDevice(d)}
              />{' '}
              {d === 'phone' ? 'Phone' : 'Desktop'}
            </label>
          ))}
        </fieldset>
      </form>
      <p className="oe-admin-preview__state" role="status">
        {asking ? 'Asking the server…' : result ? `${result.descriptors.length} fields.` : ''}
      </p>
      {/* A problem count is an error: said in red and announced. */}
      <p className="oe-admin-problem-count" role="alert">
        {!asking && errorCount > 0
          ? `The server reports ${errorCount === 1 ? '1 problem' : `${errorCount} problems`} with the sample answers.`
          : ''}
      </p>
      {failure !== null && <ErrorNotice title="The preview could not be loaded" error={failure} onRetry={ask} />}
      {shown && (
        <div
          className={`oe-admin-preview__step${device === 'phone' ? ' oe-admin-preview__step--phone' : ''}`}
          data-testid="admin-preview"
        >
          <ErrorBoundary
            key={structure}
            fallback={() => (
              <p className="oe-notice">This step cannot be drawn here; its rules are still saved and checked.</p>
            )}
          >
            <StepRenderer
              key={structure}
              step={step}
              descriptors={shown}
              serverErrors={result?.errors ?? []}
              onChange={onSample}
              onSubmit={ask}
              formId="oe-admin-preview-form"
            >
              <div className="oe-form-actions">
                <button type="submit" className="oe-button oe-button--secondary">
                  Check as Next would
                </button>
              </div>
            </StepRenderer>
          </ErrorBoundary>
        </div>
      )}
    </section>
  );
}
