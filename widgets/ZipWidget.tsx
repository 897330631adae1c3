import { useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from '../schemas/input-formatters';
import { wizardContext } from './support/form-context';
import { FormattedInput } from './support/FormattedInput';

/** The state field a zip fills: 'zip' -> 'state', 'billing_zip' -> 'billing_state'. */
export function stateFieldFor(zipField: string): string {
  return zipField.endsWith('zip') ? `${zipField.slice(0, -3)}state` : 'state';
}

/**
 * Zip: 5 digits. At exactly 5 the state is looked up, filled and locked; any other change clears
 * and unlocks the state; a failed lookup shows its message on the zip (001 section 4).
 */
export function ZipWidget(props: WidgetProps) {
  const latest = useRef('');
  const ctx = wizardContext(props.registry);
  const stateField = stateFieldFor(props.name);

  const afterChange = (zip: string) => {
    if (zip === latest.current) return;
    latest.current = zip;
    ctx.setFieldMessage?.(props.name, undefined);
    ctx.setFieldLocked?.(stateField, false);
    ctx.patchFormData?.({ [stateField]: undefined });
    if (zip.length !== 5 || !ctx.lookupZipState) return;
    ctx.lookupZipState(zip).then(
      (state) => {
        if (latest.current !== zip) return;
        ctx.patchFormData?.({ [stateField]: state });
        ctx.setFieldLocked?.(stateField, true);
      },
      (error: unknown) => {
        if (latest.current !== zip) return;
        ctx.setFieldMessage?.(props.name, error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <FormattedInput
      props={props}
      options={{ format: (raw) => digitsOnly(raw, 5), inputMode: 'numeric', autoComplete: 'postal-code', afterChange }}
    />
  );
}
