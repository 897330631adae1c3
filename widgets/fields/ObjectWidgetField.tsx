import { getUiOptions, type FieldProps, type WidgetProps } from '@rjsf/utils';

/**
 * RJSF renders an object-typed property with its ObjectField and ignores 'ui:widget'. Flags such as
 * holiday_policy are one value for the user, so this field hands the whole object to the widget the
 * uiSchema names (SchemaField still wraps it in the FieldTemplate with its errors).
 */
export function ObjectWidgetField(props: FieldProps) {
  const { registry, uiSchema, schema, fieldPathId, name } = props;
  const widgetName = uiSchema?.['ui:widget'];
  const Widget = typeof widgetName === 'string' ? registry.widgets[widgetName] : undefined;
  if (!Widget) return null;
  const widgetProps = {
    id: fieldPathId.$id,
    name,
    schema,
    uiSchema,
    value: props.formData,
    required: props.required,
    disabled: props.disabled,
    readonly: props.readonly || schema.readOnly === true,
    autofocus: props.autofocus,
    label: typeof schema.title === 'string' ? schema.title : name,
    options: getUiOptions(uiSchema),
    onChange: (value: unknown) => props.onChange(value, fieldPathId.path),
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    rawErrors: props.rawErrors ?? props.errorSchema?.__errors ?? [],
    registry,
  } as WidgetProps;
  return <Widget {...widgetProps} />;
}
