import { useId, useState } from 'react';
import type { PlanDescription as Description } from '../../../../schemas/api/plan-detail';
import { RichText } from '../../../components/RichText';

type Section = 'exclusions' | 'example' | 'faq';

/** The plan description with disclosure toggles for Exclusions, Example and FAQ (001 section 2). */
export function PlanDescription({ plan }: { plan: Description }) {
  const id = useId();
  const [open, setOpen] = useState<Record<Section, boolean>>({ exclusions: false, example: false, faq: false });
  const sections: Array<{ key: Section; name: string | null; text: string | null }> = [
    { key: 'exclusions', name: plan.exclusions_text_name, text: plan.exclusions_text },
    { key: 'example', name: plan.example_text_name, text: plan.example_text },
    { key: 'faq', name: plan.faq_text_name, text: plan.faq_text },
  ];
  return (
    <section className="oe-pd-description" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{plan.header_text ?? 'Plan description'}</h2>
      {plan.blueBarText && <p className="oe-pd-bluebar">{plan.blueBarText}</p>}
      <RichText html={plan.body_text} />
      {plan.association_text && <RichText className="oe-pd-association" html={plan.association_text} />}
      {plan.special_message && <p className="oe-pd-special">{plan.special_message}</p>}
      {sections
        .filter((s) => s.name && s.text)
        .map((s) => (
          <div key={s.key} className="oe-pd-toggle">
            <h3>
              <button
                type="button"
                aria-expanded={open[s.key]}
                aria-controls={`${id}-${s.key}`}
                onClick={() => setOpen((o) => ({ ...o, [s.key]: !o[s.key] }))}
              >
                {s.name}
                <span aria-hidden="true">{open[s.key] ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={`${id}-${s.key}`} hidden={!open[s.key]}>
              <RichText html={s.text} />
            </div>
          </div>
        ))}
    </section>
  );
}
