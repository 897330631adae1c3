import { saveScreenshot } from './api/save-screenshot';

/** What a masked input shows in a screenshot. */
export const SCREENSHOT_MASK = '•••••••';

/**
 * Captures a saved step as a PNG and posts it (002 section 1). Inputs marked data-sensitive (SSN,
 * account, card, security code), text marked data-sensitive (review's health answers) and every
 * answer inside a data-sensitive-answers container (the health step) are masked in the cloned
 * document before capture (security.md); the server seals the PNG at rest.
 * html2canvas loads only when a step is saved; any failure is ignored, as the specification says.
 */
export async function captureStepScreenshot(
  element: HTMLElement | null,
  enrollmentId: string,
  name: string,
): Promise<void> {
  if (!element) return;
  try {
    const { default: html2canvas } = await import('html2canvas');
    const canvas = await html2canvas(element, {
      logging: false,
      onclone: (doc) => maskSensitiveInputs(doc),
    });
    await saveScreenshot(enrollmentId, name, canvas.toDataURL('image/png'));
  } catch {
    // 'a failure of that is ignored'.
  }
}

function maskValue(input: HTMLInputElement | HTMLTextAreaElement): void {
  input.value = input.value ? SCREENSHOT_MASK : '';
  if (input instanceof HTMLInputElement) input.setAttribute('value', input.value);
  else input.textContent = input.value;
}

/** Masks what a screenshot must not show: sensitive inputs and text, and every answer of a sensitive-answers container. */
export function maskSensitiveInputs(root: ParentNode): void {
  root.querySelectorAll<HTMLInputElement>('input[data-sensitive]').forEach(maskValue);
  root.querySelectorAll<HTMLElement>('[data-sensitive]:not(input)').forEach((el) => {
    el.textContent = SCREENSHOT_MASK;
  });
  root
    .querySelectorAll<HTMLElement>(
      '[data-sensitive-answers] input, [data-sensitive-answers] textarea, [data-sensitive-answers] select',
    )
    .forEach((el) => {
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
        el.checked = false;
        el.removeAttribute('checked');
      } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) maskValue(el);
      else if (el instanceof HTMLSelectElement)
        el.querySelectorAll('option').forEach((o) => (o.textContent = SCREENSHOT_MASK));
    });
}
