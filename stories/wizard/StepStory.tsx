import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import type { StepDefinition } from '../../schemas/step-definition';
import { StepRenderer } from '../../src/wizard/StepRenderer';
import { STORY_TODAY } from '../fixtures/wizard';

/** Fixture zip lookup: 30301 and 10001 resolve, anything else fails with the zip message. */
export async function storyZipLookup(zip: string): Promise<string> {
  if (zip === '30301') return 'GA';
  if (zip === '10001') return 'NY';
  throw new Error('Invalid Zip code');
}

/** A step rendered by the one StepRenderer, as the wizard shows it, with a heading and a Next button. */
export function StepStory({
  title,
  step,
  descriptors,
  serverErrors,
}: {
  title: string;
  step: StepDefinition;
  descriptors: FieldDescriptor[];
  serverErrors?: FieldError[];
}) {
  return (
    <main className="oe-container oe-section">
      <div className="oe-card oe-step">
        <h1>{title}</h1>
        <StepRenderer
          step={step}
          descriptors={descriptors}
          serverErrors={serverErrors}
          today={STORY_TODAY}
          lookupZipState={storyZipLookup}
          onSubmit={() => undefined}
        >
          <div className="oe-step-actions">
            <button type="submit" className="oe-button oe-button--primary">
              Next
            </button>
          </div>
        </StepRenderer>
      </div>
    </main>
  );
}
