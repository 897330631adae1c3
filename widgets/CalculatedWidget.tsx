import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useSyncExternalStore } from 'react';
import { inputAttributes, textValue } from './support/input-attributes';
import { wizardContext } from './support/form-context';

type Calculate = (values: Readonly<Record<string, unknown>>) => unknown;

const noSubscription = () => () => undefined;

/**
 * A carrier's calculated value (`calculate`, schemas/expressions/): read-only, showing what the
 * server will compute from the form's values now (the same toSavePayload, recomputed only when a field
 * it reads changes), and keeping it in the form data so a save for later carries it. The server
 * recomputes it on every save whatever is sent.
 */
export function CalculatedWidget(props: WidgetProps) {
  const calculate = (props.options as { calculate?: Calculate }).calculate;
  const source = wizardContext(props.registry).formValues;
  const read = () => (calculate && source ? calculate(source.current()) : props.value);
  const value = useSyncExternalStore(source?.subscribe ?? noSubscription, read, read);
  const { onChange } = props;
  useEffect(() => {
    if (calculate && value !== props.value) onChange(value);
  }, [calculate, value, props.value, onChange]);
  return (
    <input
      {...inputAttributes(props)}
      readOnly
      aria-readonly
      className="oe-input oe-input--calculated"
      value={textValue(value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
