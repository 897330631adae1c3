import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldDescriptor } from '../../../../schemas/descriptors';
import { withCarrierFields } from '../../../../schemas/field-definition';
import { toSavePayload } from '../../../../schemas/to-save-payload';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ErrorBoundary } from '../../../wizard/ErrorBoundary';
import { StepRenderer } from '../../../wizard/StepRenderer';
import { previewStep } from '../api/preview';
import type { PreviewData } from '../api/types';
import { previewStepFor } from '../rule-model';
import type { ScopeChoices } from './Console';
import { TextInput } from './inputs';

const DEBOUNCE_MS = 400;

// The descriptors' shape without their values: a change of it (a field added, made required) redraws the form.
const structureOf = (tab: string, list: readonly FieldDescriptor[]) =>
  `${tab}:${JSON.stringify(list.map(({ value: _v, ...rest }) => rest))}`;

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
  const [result, setResult] = useState<PreviewData | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [asking, setAsking] = useState(false);
  const sample = useRef<Record<string, unknown>>({});
  const sent = useRef('');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const step = useMemo(() => previewStepFor(tab), [tab]);

  useEffect(() => {
    if (choices.carrierAdmin && planId === '' && choices.planIds?.[0]) setPlanId(String(choices.planIds[0]));
  }, [choices.carrierAdmin, choices.planIds, planId]);

  const ask = useCallback(async () => {
    // A carrier admin previews with one of their plans (the server refuses any other); wait for the list.
    if (choices.carrierAdmin && !/^\d+$/.test(planId)) return;
    const id = ++latest.current;
    const body = {
      tab,
      ...(/^\d+$/.test(planId) ? { plan_id: Number(planId) } : {}),
      ...(/^\d+$/.test(groupId) ? { group_id: Number(groupId) } : {}),
      data: sample.current,
    };
    sent.current = JSON.stringify(sample.current);
    setAsking(true);
    try {
      const data = await previewStep(body);
      if (id !== latest.current) return;
      setResult(data);
      setFailure(null);
    } catch (error) {
      if (id === latest.current) setFailure(error);
    } finally {
      if (id === latest.current) setAsking(false);
    }
  }, [tab, planId, groupId, choices.carrierAdmin]);

  // A new tab starts with empty sample input.
  useEffect(() => {
    sample.current = {};
    setResult(null);
  }, [tab]);
  useEffect(() => {
    void ask();
  }, [ask, draftStamp]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const descriptors = result?.descriptors ?? null;
  const structure = descriptors ? structureOf(tab, descriptors) : '';
  // Redrawn only when the shape changes, with what was typed so far as the values.
  const shown = useMemo(
    () =>
      descriptors
        ? descriptors.map((d) =>
            Object.hasOwn(sample.current, d.field_name) ? { ...d, value: sample.current[d.field_name] } : d,
          )
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the shape on purpose
    [structure],
  );
  const extended = useMemo(() => (shown ? withCarrierFields(step, shown) : step), [step, shown]);

  const onSample = useCallback(
    (formData: Record<string, unknown>) => {
      const payload = toSavePayload(extended, formData);
      if (JSON.stringify(payload) === sent.current) return;
      sample.current = payload;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void ask(), DEBOUNCE_MS);
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
      <form className="oe-form-grid oe-form-grid--2" aria-label="Preview for" onSubmit={(e) => e.preventDefault()}>
        {choices.carrierAdmin ? (
          <div className="oe-form-field">
            <label className="oe-form-field__label" htmlFor="oe-admin-preview-plan">
              Plan in the cart
            </label>
            <select
              id="oe-admin-preview-plan"
              className="oe-form-field__control"
              value={planId}
              onChange={(e) => setPlanId(e.target.value)}
            >
              {(choices.planIds ?? []).map((id) => (
                <option key={id} value={id}>
                  Plan {id}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <TextInput
            label="Plan id in the cart (empty: none)"
            type="number"
            inputMode="numeric"
            min={1}
            value={planId}
            onChange={(e) => setPlanId(e.target.value)}
          />
        )}
        <TextInput
          label="Group id (empty: none)"
          type="number"
          inputMode="numeric"
          min={1}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
        />
      </form>
      <p className="oe-admin-status" role="status">
        {asking
          ? 'Asking the server…'
          : result
            ? `${result.descriptors.length} fields; the server reports ${errorCount === 1 ? '1 problem' : `${errorCount} problems`} with the sample answers.`
            : ''}
      </p>
      {failure !== null && (
        <ErrorNotice title="The preview could not be loaded" error={failure} onRetry={() => void ask()} />
      )}
      {shown && (
        <div className="oe-admin-preview__step" data-testid="admin-preview">
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
              onSubmit={() => void ask()}
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
