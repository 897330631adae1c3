import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { wizardContext } from './form-context';

/**
 * The attributes every text-like input shares: id, name, required, read-only, ARIA wiring. No
 * autoFocus: the wizard moves focus itself (the first error on Next, RJSF's focusOnFirstError), so
 * 'ui:autofocus' is not honoured and no field grabs focus when a page opens.
 */
export function inputAttributes(props: WidgetProps) {
  const locked = wizardContext(props.registry).lockedFields?.has(props.name) ?? false;
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return {
    id: props.id,
    name: props.htmlName ?? props.id,
    required: props.required,
    disabled: props.disabled,
    readOnly: props.readonly || locked,
    placeholder: props.placeholder || undefined,
    'aria-describedby': ariaDescribedByIds(props.id),
    'aria-invalid': invalid || undefined,
    'aria-required': props.required || undefined,
  } as const;
}

/** The value a text input shows: '' for empty values, strings as they are, numbers as text. */
export function textValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/** RJSF convention: an emptied input reports undefined, so the field counts as not filled in. */
export function emptyToUndefined(value: string): string | undefined {
  return value === '' ? undefined : value;
}
