import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureStepScreenshot, maskSensitiveInputs, SCREENSHOT_MASK } from '../../src/wizard/screenshot';
import { STEPS } from '../../schemas/steps';
import { StepRenderer } from '../../src/wizard/StepRenderer';
import { mockApi, ok } from './mock-api';

// What html2canvas saw: the values of the inputs in the clone it captured, after onclone ran.
const captured: Array<Record<string, string>> = [];

vi.mock('html2canvas', () => ({
  default: async (element: HTMLElement, options: { onclone?: (doc: Document) => void }) => {
    const doc = document.implementation.createHTMLDocument('clone');
    doc.body.appendChild(doc.importNode(element, true));
    // importNode copies attributes, not live values: carry the values the user typed into the clone.
    const live = element.querySelectorAll('input');
    doc.querySelectorAll('input').forEach((input, i) => (input.value = live[i]!.value));
    options.onclone?.(doc);
    captured.push(
      Object.fromEntries([...doc.querySelectorAll('input')].map((i) => [i.id.replace(/^root_/, ''), i.value])),
    );
    return { toDataURL: () => 'data:image/png;base64,iVBORw0KGgo=' };
  },
}));

const d = (field_name: string, value: string) => ({ field_name, value, required: true, read_only: false });

/** The real Personal Information renderer with a name and an SSN filled in. */
function PersonalStep() {
  return (
    <StepRenderer
      step={STEPS.primary_info}
      descriptors={[d('first_name', 'Pat'), d('ssn', '123456789')]}
      onSubmit={() => undefined}
    />
  );
}

afterEach(() => {
  captured.length = 0;
});

describe('captureStepScreenshot', () => {
  it('masks the SSN in the captured clone, leaves the page and other inputs alone, and posts a PNG data URL', async () => {
    const api = mockApi({ 'save-screenshot': ok({ message: 'ok' }) });
    const { container } = render(<PersonalStep />);
    await captureStepScreenshot(container as HTMLElement, 'c'.repeat(32), 'primary_info');

    expect(captured).toHaveLength(1);
    expect(captured[0]!.ssn).toBe(SCREENSHOT_MASK);
    expect(captured[0]!.first_name).toBe('Pat');
    expect(JSON.stringify(captured)).not.toMatch(/6789|123456789/);
    // The page itself keeps its value.
    expect((screen.getByLabelText(/Social Security Number/) as HTMLInputElement).value).toContain('6789');

    const [call] = api.callsTo('save-screenshot');
    expect(call!.body).toEqual({
      enrollment_id: 'c'.repeat(32),
      name: 'primary_info',
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('ignores a failed upload (the specification says a failure is ignored)', async () => {
    mockApi({});
    const { container } = render(<PersonalStep />);
    await expect(
      captureStepScreenshot(container as HTMLElement, 'c'.repeat(32), 'primary_info'),
    ).resolves.toBeUndefined();
    expect(captured[0]!.ssn).toBe(SCREENSHOT_MASK);
  });
});

describe('maskSensitiveInputs', () => {
  it('hides every answer inside a sensitive-answers container and marked review text, and nothing else', () => {
    document.body.innerHTML = `
      <div data-sensitive-answers="true">
        <label>Heart? <input type="radio" name="q1" value="1" checked></label>
        <input type="text" id="cond" value="Hypertension"><textarea id="notes">Check-up</textarea>
        <select id="pick"><option>Type 2</option></select>
      </div>
      <dl><dt>Diabetes?</dt><dd data-sensitive="true">Yes</dd><dt>City</dt><dd id="city">Atlanta</dd></dl>
      <input type="text" id="first" value="Pat">`;
    maskSensitiveInputs(document);
    const text = document.body.textContent ?? '';
    expect(document.querySelector<HTMLInputElement>('input[type=radio]')!.checked).toBe(false);
    expect(document.querySelector<HTMLInputElement>('#cond')!.value).toBe(SCREENSHOT_MASK);
    expect(document.querySelector<HTMLTextAreaElement>('#notes')!.value).toBe(SCREENSHOT_MASK);
    expect(text).not.toMatch(/Type 2|Yes|Check-up/);
    expect(document.querySelector('#city')!.textContent).toBe('Atlanta');
    expect(document.querySelector<HTMLInputElement>('#first')!.value).toBe('Pat');
  });
});
