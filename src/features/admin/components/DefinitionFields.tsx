import type { CarrierWidget, MessageKeyword } from '../../../../schemas/field-definition';
import {
  CARRIER_WIDGETS,
  OPTION_WIDGETS,
  WIDGET_LABELS,
  WIDGET_TYPE,
  type DefinitionForm,
  type FollowUpQuestion,
} from '../rule-model';
import { MESSAGE_LABELS } from '../problem-words';
import { FollowUpInputs } from './FollowUpInputs';
import { CheckInput, SelectInput, TextArea, TextInput } from './inputs';
import { OptionsEditor } from './OptionsEditor';
import type { VariableChoice } from '../variable-choices';
import { DefinitionParts } from './DefinitionParts';

type SchemaType = DefinitionForm['type'];

// The JSON types the server accepts for each widget (schemas/field-definition-check.ts).
const WIDGET_TYPES: Readonly<Record<CarrierWidget, readonly SchemaType[]>> = {
  text: ['string'],
  textarea: ['string'],
  number: ['integer', 'number'],
  date: ['string'],
  select: ['string', 'integer', 'number'],
  radio: ['string', 'integer', 'number'],
  yes_no: ['string'],
  checkbox: ['boolean'],
  email: ['string'],
  phone: ['string'],
  zip: ['string'],
  state: ['string'],
  ssn: ['string'],
  heading: ['string'],
  group: ['array'],
  file: ['array'],
};
const TYPE_LABELS: Readonly<Record<SchemaType, string>> = {
  string: 'Text (string)',
  integer: 'Whole number (integer)',
  number: 'Number',
  boolean: 'Yes/no (boolean)',
  array: 'A list (the items of a group)',
};
const FORMATTED: ReadonlySet<CarrierWidget> = new Set(['date', 'email', 'phone', 'zip', 'state', 'ssn']);

/** The message keywords that apply to a definition as it stands. */
function messageKeywords(f: DefinitionForm): MessageKeyword[] {
  const out: MessageKeyword[] = ['required', 'type'];
  if (OPTION_WIDGETS.has(f.widget) || f.widget === 'yes_no') out.push('enum');
  if (f.type === 'string' && !OPTION_WIDGETS.has(f.widget) && f.widget !== 'yes_no')
    out.push('minLength', 'maxLength', 'pattern');
  if ((f.type === 'integer' || f.type === 'number') && !OPTION_WIDGETS.has(f.widget)) out.push('minimum', 'maximum');
  if (FORMATTED.has(f.widget)) out.push('format');
  if (f.widget === 'date') out.push('notInFuture', 'notInPast', 'minAge', 'maxAge');
  return out;
}

interface Props {
  form: DefinitionForm;
  onChange: (next: DefinitionForm) => void;
  /** The server's errors keyed by path inside the rule (`definition.schema.pattern`). */
  errors: Readonly<Record<string, string>>;
  /** The fields this one may follow up (Ask only when). */
  questions: readonly FollowUpQuestion[];
  /** What the condition builder offers (variableChoices). */
  variables: readonly VariableChoice[];
}

/** The server's errors of the expressions text, each with the part it names (one line each). */
function expressionError(errors: Readonly<Record<string, string>>): string | undefined {
  const parts = Object.entries(errors).filter(([path]) => /^definition\.(calculate|expressions)/.test(path));
  return parts.length === 0 ? undefined : parts.map(([path, message]) => `${path.slice(11)}: ${message}`).join(' ');
}

/** The inputs of a carrier field's definition (label, help, widget, type, follow-up, checks, options, messages, sensitive). */
export function DefinitionFields({ form: f, onChange, errors, questions, variables }: Props) {
  const set = <K extends keyof DefinitionForm>(key: K, value: DefinitionForm[K]) => onChange({ ...f, [key]: value });
  const err = (path: string) => errors[`definition.${path}`];
  const types = WIDGET_TYPES[f.widget];
  const textChecks = f.type === 'string' && !OPTION_WIDGETS.has(f.widget) && f.widget !== 'yes_no';
  const numberChecks = (f.type === 'integer' || f.type === 'number') && !OPTION_WIDGETS.has(f.widget);
  const num = (key: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minAge' | 'maxAge', label: string) => (
    <TextInput
      label={label}
      type="number"
      inputMode="decimal"
      value={f[key]}
      onChange={(e) => set(key, e.target.value)}
      error={err(`schema.${key}`)}
    />
  );

  return (
    <fieldset className="oe-admin-fieldset">
      <legend>Definition (a carrier's own field)</legend>
      <p className="oe-form-field__error" role="alert">
        {errors.definition ?? err('schema')}
      </p>
      <div className="oe-form-grid oe-form-grid--2">
        <TextInput
          label="Label"
          value={f.label}
          maxLength={120}
          onChange={(e) => set('label', e.target.value)}
          error={err('label')}
          required
        />
        <SelectInput
          label="Widget"
          value={f.widget}
          options={CARRIER_WIDGETS.map((w) => ({ value: w, label: WIDGET_LABELS[w] }))}
          onChange={(e) => {
            const widget = e.target.value as CarrierWidget;
            const type = WIDGET_TYPES[widget].includes(f.type) ? f.type : WIDGET_TYPE[widget];
            onChange({ ...f, widget, type });
          }}
          error={err('widget')}
        />
        <SelectInput
          label="Answer type"
          value={f.type}
          options={types.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          onChange={(e) => set('type', e.target.value as SchemaType)}
          disabled={types.length === 1}
          error={err('schema.type')}
        />
      </div>
      <TextArea
        label="Help text"
        hint="Shown under the field, at most 500 characters."
        value={f.help}
        maxLength={500}
        onChange={(e) => set('help', e.target.value)}
        error={err('help')}
      />
      <FollowUpInputs value={f.when} onChange={(when) => set('when', when)} questions={questions} errors={errors} />
      <DefinitionParts
        widget={f.widget}
        text={f.expressions}
        onChange={(expressions) => set('expressions', expressions)}
        errors={errors}
        variables={variables}
      />
      <TextArea
        label="All of the above as JSON, and a calculation (JSON Logic)"
        hint='The inputs above write here; other shapes of condition are edited here. Keys visible_if, required_if, read_only_if, calculate, checks: [{ "test": ..., "message": ... }], group, file, destination. A variable is a field of this page ("weight"), another page&apos;s field ("primary_info.marital_status"), cart.plans, cart.categories, cart.tier, applicant.state or applicant.age.'
        value={f.expressions}
        spellCheck={false}
        onChange={(e) => set('expressions', e.target.value)}
        error={expressionError(errors)}
      />
      {textChecks && (
        <div className="oe-form-grid oe-form-grid--2">
          {num('minLength', 'Minimum length')}
          {num('maxLength', 'Maximum length')}
          <TextInput
            label="Pattern (regular expression)"
            hint="For example ^[A-Z]{2}[0-9]{6}$. Patterns that can backtrack without end are refused."
            value={f.pattern}
            spellCheck={false}
            onChange={(e) => set('pattern', e.target.value)}
            error={err('schema.pattern')}
          />
        </div>
      )}
      {numberChecks && (
        <div className="oe-form-grid oe-form-grid--2">
          {num('minimum', 'Minimum')}
          {num('maximum', 'Maximum')}
        </div>
      )}
      {f.widget === 'date' && (
        <div className="oe-form-grid oe-form-grid--2">
          <CheckInput
            label="Not in the future"
            checked={f.notInFuture}
            onChange={(e) => set('notInFuture', e.target.checked)}
            error={err('schema.notInFuture')}
          />
          <CheckInput
            label="Not in the past"
            checked={f.notInPast}
            onChange={(e) => set('notInPast', e.target.checked)}
            error={err('schema.notInPast')}
          />
          {num('minAge', 'Minimum age (years)')}
          {num('maxAge', 'Maximum age (years)')}
        </div>
      )}
      {OPTION_WIDGETS.has(f.widget) && (
        <OptionsEditor options={f.options} onChange={(options) => set('options', options)} errors={errors} />
      )}
      <fieldset className="oe-admin-fieldset oe-admin-fieldset--plain">
        <legend>Messages (leave empty for the standard ones)</legend>
        <div className="oe-form-grid oe-form-grid--2">
          {messageKeywords(f).map((k) => (
            <TextInput
              key={k}
              label={MESSAGE_LABELS[k] ?? k}
              value={f.messages[k] ?? ''}
              maxLength={200}
              onChange={(e) => set('messages', { ...f.messages, [k]: e.target.value })}
              error={err(`messages.${k}`)}
            />
          ))}
        </div>
      </fieldset>
      <CheckInput
        label="Sensitive (sealed at rest, masked in reads, screenshots and logs)"
        checked={f.sensitive}
        onChange={(e) => set('sensitive', e.target.checked)}
        error={err('sensitive')}
      />
    </fieldset>
  );
}
