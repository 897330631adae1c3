import type { WidgetProps } from '@rjsf/utils';
import { HelpText } from './support/HelpText';
import './field-types.css';

/**
 * A carrier's heading or section text (`widget: 'heading'`): its label as a heading and its help as
 * text (links, bold, italics, lists; widgets/support/HelpText). It has no input and holds no answer.
 */
export function HeadingWidget({ id, label, uiSchema }: WidgetProps) {
  const text = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : '';
  return (
    <div className="oe-section-heading" id={id}>
      <h2 className="oe-section-heading__title">{label}</h2>
      {text && <HelpText text={text} />}
    </div>
  );
}
