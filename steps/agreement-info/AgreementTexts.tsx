import { memo } from 'react';
import type { AgreementText } from '../../schemas/api/agreement';
import { agreementCheckboxName } from './module';

export interface AgreementTextsProps {
  texts: readonly AgreementText[];
  accepted: ReadonlySet<number>;
  /** Messages by checkbox name (agreement_{id}). */
  errors: Readonly<Record<string, string>>;
  onToggle: (id: number, checked: boolean) => void;
}

/**
 * The agreement texts (002 section 2): heading and body, and for a required text a checkbox
 * labelled by its heading and described by its body and its error, which is announced.
 */
export const AgreementTexts = memo(function AgreementTexts({ texts, accepted, errors, onToggle }: AgreementTextsProps) {
  return (
    <ul className="oe-agreements">
      {texts.map((text) => {
        const name = agreementCheckboxName(text.id);
        const bodyId = `${name}-body`;
        const errorId = `${name}-error`;
        const error = errors[name];
        return (
          <li key={text.id} className={`oe-agreement${error ? ' oe-field--invalid' : ''}`} data-field={name}>
            {text.text_required ? (
              <label className="oe-check oe-agreement__head" htmlFor={name}>
                <input
                  id={name}
                  name={name}
                  type="checkbox"
                  checked={accepted.has(text.id)}
                  required
                  aria-describedby={`${bodyId} ${errorId}`}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onToggle(text.id, event.target.checked)}
                />
                <span>{text.text_head}</span>
              </label>
            ) : (
              <h2 className="oe-agreement__head">{text.text_head}</h2>
            )}
            <p id={bodyId} className="oe-agreement__body">
              {text.text_body}
            </p>
            {text.text_required && (
              <div id={errorId} className="oe-field__error" role="alert">
                {error && <p>{error}</p>}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
});
