import { useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from '../schemas/input-formatters';
import { wizardContext } from './support/form-context';
import { FormattedInput } from './support/FormattedInput';

/** The bank-name field a routing field fills: 'routing_number' -> 'bank_name'. */
const BANK_NAME_FIELD = 'bank_name';

/**
 * Routing number: 9 digits. On blur, a 9-digit number is looked up and fills the bank name in upper
 * case; a failed lookup clears the bank name and shows the server's message (002 sections 4 and 8).
 */
export function RoutingWidget(props: WidgetProps) {
  const ctx = wizardContext(props.registry);
  const looked = useRef('');

  const afterBlur = (routing: string) => {
    if (!ctx.lookupRoutingBank || routing.length !== 9 || routing === looked.current) return;
    looked.current = routing;
    ctx.lookupRoutingBank(routing).then(
      (name) => {
        if (looked.current !== routing) return;
        ctx.patchFormData?.({ [BANK_NAME_FIELD]: name.toUpperCase() });
      },
      (error: unknown) => {
        if (looked.current !== routing) return;
        ctx.patchFormData?.({ [BANK_NAME_FIELD]: undefined });
        ctx.setFieldMessage?.(props.name, error instanceof Error ? error.message : String(error));
      },
    );
  };

  const afterChange = (routing: string) => {
    if (routing === looked.current) return;
    looked.current = '';
    ctx.setFieldMessage?.(props.name, undefined);
  };

  return (
    <FormattedInput
      props={props}
      options={{ format: (raw) => digitsOnly(raw, 9), inputMode: 'numeric', afterChange, afterBlur }}
    />
  );
}
