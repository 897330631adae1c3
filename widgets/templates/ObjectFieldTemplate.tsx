import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * The step's fields in a responsive grid (one column on phones, two on wider screens). A long step
 * (a carrier's questionnaire) is drawn in sections, each its own grid (src/wizard/SectionedStepForm.tsx).
 */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="oe-step-grid">
      {properties.map((p) =>
        p.hidden ? (
          p.content
        ) : (
          <div key={p.name} className="oe-step-grid__cell">
            {p.content}
          </div>
        ),
      )}
    </div>
  );
}
