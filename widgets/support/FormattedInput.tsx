import { useState, type HTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { emptyToUndefined, inputAttributes, textValue } from './input-attributes';

export interface FormattedInputOptions {
  /** Runs on every keystroke; returns what the input keeps. */
  format?: (raw: string) => string;
  /** What the input shows while not focused (the SSN masked to its last four). */
  mask?: (value: string) => string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** Marks the input for masking before a screenshot (security.md). */
  sensitive?: boolean;
  /** Called with the kept value after each change (the zip lookup). */
  afterChange?: (value: string, props: WidgetProps) => void;
  /** Selects the whole text on focus, so typing replaces it (a saved SSN's mask). */
  selectOnFocus?: boolean;
  /** What the form gets for the kept text (default: the text itself): the number widget's numbers. */
  toValue?: (text: string) => unknown;
  /** Called with the kept value when the input loses focus (the routing-number lookup). */
  afterBlur?: (value: string, props: WidgetProps) => void;
}

/** True when formatting lost digits the person typed (not merely separators or letters). */
export function droppedDigits(raw: string, formatted: string): boolean {
  return raw.replace(/\D/g, '').length > formatted.replace(/\D/g, '').length && !/[*xX•]/.test(raw);
}

/** A labelled-by-template text input that formats as the user types; the base of most widgets. */
export function FormattedInput({ props, options }: { props: WidgetProps; options: FormattedInputOptions }) {
  const [focused, setFocused] = useState(false);
  const value = textValue(props.value);
  const shown = options.mask && !focused && value !== '' ? options.mask(value) : value;
  return (
    <input
      {...inputAttributes(props)}
      className="oe-input"
      type={options.type ?? 'text'}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete ?? 'off'}
      maxLength={options.maxLength}
      // A carrier's sensitive field says so through ui:options.
      data-sensitive={options.sensitive || props.options.sensitive === true ? 'true' : undefined}
      value={shown}
      onChange={(event) => {
        const raw = event.target.value;
        const next = options.format ? options.format(raw) : raw;
        // A keystroke the field has no room for is refused, as a full field with maxLength refuses it:
        // the formatter must not make room by dropping digits already typed (a '3' typed before a
        // full zip 30301 would otherwise give 33030, and another state).
        if (droppedDigits(raw, next)) return;
        const kept = emptyToUndefined(next);
        props.onChange(kept !== undefined && options.toValue ? options.toValue(kept) : kept);
        options.afterChange?.(next, props);
      }}
      onFocus={(event) => {
        setFocused(true);
        if (options.selectOnFocus) event.currentTarget.select();
        props.onFocus(props.id, value);
      }}
      onBlur={() => {
        setFocused(false);
        props.onBlur(props.id, value);
        options.afterBlur?.(value, props);
      }}
    />
  );
}

/** A widget component from formatting options (one line per simple widget file). */
export function formattedWidget(options: FormattedInputOptions, displayName: string) {
  const Widget = (props: WidgetProps) => <FormattedInput props={props} options={options} />;
  Widget.displayName = displayName;
  return Widget;
}
