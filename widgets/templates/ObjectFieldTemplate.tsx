import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The step's fields in a responsive grid (one column on phones, two on wider screens). */
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
