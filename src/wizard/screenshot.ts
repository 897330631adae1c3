import { saveScreenshot } from './api/save-screenshot';

/** What a masked input shows in a screenshot. */
export const SCREENSHOT_MASK = '•••••••';

/**
 * Captures a saved step as a PNG and posts it (002 section 1). Inputs marked data-sensitive (SSN,
 * account, card, security code) are masked in the cloned document before capture (security.md).
 * html2canvas loads only when a step is saved; any failure is ignored, as the specification says.
 */
export async function captureStepScreenshot(element: HTMLElement | null, enrollmentId: string, name: string): Promise<void> {
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

/** Replaces the value of every data-sensitive input with a mask. */
export function maskSensitiveInputs(root: ParentNode): void {
  root.querySelectorAll<HTMLInputElement>('input[data-sensitive]').forEach((input) => {
    input.value = input.value ? SCREENSHOT_MASK : '';
    input.setAttribute('value', input.value);
  });
}
