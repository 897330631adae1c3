import type { FieldError } from './envelope';
import type { StepDefinition } from './step-definition';

/** The failures of a step's live rules for the current payload (empty when Next may proceed). */
export function liveRuleErrors(step: StepDefinition, payload: Readonly<Record<string, unknown>>): FieldError[] {
  return (step.liveRules ?? []).flatMap((rule) => rule(payload));
}

/** Live failures as field -> message, the shape the field template shows under a field. */
export function liveRuleMessages(
  step: StepDefinition,
  payload: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of liveRuleErrors(step, payload)) out[e.target_element] ??= e.error_message;
  return out;
}
