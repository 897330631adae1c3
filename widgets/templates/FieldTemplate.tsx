import { descriptionId, errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { wizardContext } from '../support/form-context';
import { HelpText } from '../support/HelpText';

// Widgets that render their own fieldset legend or label: the template adds no <label> for them.
const SELF_LABELLED = new Set(['radio', 'holidayPolicy', 'checkbox', 'signature', 'heading']);

/**
 * One field: label, input, then the error and help regions. The error region always exists (empty
 * when valid) so aria-describedby never points at nothing and a new message is announced.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, children, rawErrors, uiSchema, schema, hidden, displayLabel } = props;
  // Only the field's own classes (a follow-up's), not RJSF's bootstrap ones.
  const classNames = typeof uiSchema?.['ui:classNames'] === 'string' ? uiSchema['ui:classNames'] : '';
  if (hidden) return <div hidden>{children}</div>;
  // The root object has no label of its own: its properties are the fields.
  if (schema.type === 'object' && !uiSchema?.['ui:widget'] && !uiSchema?.['ui:field']) return children;
  const widget = typeof uiSchema?.['ui:widget'] === 'string' ? uiSchema['ui:widget'] : '';
  const fieldName = id.replace(/^root_/, '');
  const extra = wizardContext(props.registry).fieldMessages?.[fieldName];
  // Each message once: the browser's check and the server's (extraErrors) may say the same thing.
  const errors = [...new Set([...(rawErrors ?? []), ...(extra ? [extra] : [])])];
  const help = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : undefined;
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  return (
    <div
      className={`oe-field${errors.length > 0 ? ' oe-field--invalid' : ''}${classNames ? ` ${classNames}` : ''}`}
      data-field={fieldName}
    >
      {displayLabel && !SELF_LABELLED.has(widget) && (
        <label className="oe-label" htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      <p id={descriptionId(id)} className="oe-field__description">
        {description}
      </p>
      <div id={errorId(id)} className="oe-field__error" role="alert">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {/* A custom field (ui:field) places its help itself, above its rows, not after them. */}
      {/* Help may hold links, bold, italics and lists (a safe subset of markdown, drawn without HTML). */}
      <div id={helpId(id)} className="oe-field__help">
        {uiSchema?.['ui:field'] || widget === 'heading' || !help ? null : <HelpText text={help} />}
      </div>
    </div>
  );
}
