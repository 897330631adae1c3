import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** A step with more fields than this is drawn in chunks the browser lays out only near the viewport. */
const LONG_STEP_FIELDS = 60;
/** Fields per chunk of a long step. */
const STEP_CHUNK_FIELDS = 20;

type Property = ObjectFieldTemplateProps['properties'][number];

function cells(properties: readonly Property[]) {
  return properties.map((p) =>
    p.hidden ? (
      p.content
    ) : (
      <div key={p.name} className="oe-step-grid__cell">
        {p.content}
      </div>
    ),
  );
}

/**
 * The step's fields in a responsive grid (one column on phones, two on wider screens). A long step
 * (a carrier's questionnaire) is the same grid in chunks with `content-visibility: auto`: every field,
 * its label and its error stay in the DOM (Tab, screen readers, find-in-page), while the browser skips
 * the layout and paint of the chunks far from the viewport.
 */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  if (properties.length <= LONG_STEP_FIELDS) return <div className="oe-step-grid">{cells(properties)}</div>;
  const chunks: Property[][] = [];
  for (let i = 0; i < properties.length; i += STEP_CHUNK_FIELDS)
    chunks.push(properties.slice(i, i + STEP_CHUNK_FIELDS));
  return (
    <div className="oe-step-chunks">
      {chunks.map((chunk, i) => (
        <div key={i} className="oe-step-grid oe-step-grid--chunk">
          {cells(chunk)}
        </div>
      ))}
    </div>
  );
}
