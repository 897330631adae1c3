import { saveScreenshot } from './api/save-screenshot';

const SENSITIVE = 'input, textarea, select, [data-sensitive]';

/**
 * Saves a PNG of an element for the back office (000 section 4: a screenshot at checkout).
 * html2canvas loads only when needed; every form value is masked in the copy it draws
 * (security.md), and any failure is ignored so the shopper is never held up.
 */
export async function takeScreenshot(
  enrollmentId: string,
  name: string,
  element: HTMLElement | null,
  timeoutMs = 5000,
): Promise<void> {
  if (!element) return;
  const work = (async () => {
    const { default: html2canvas } = await import('html2canvas');
    const canvas = await html2canvas(element, {
      logging: false,
      scale: 1,
      onclone: (doc) => {
        doc.querySelectorAll<HTMLElement>(SENSITIVE).forEach((el) => {
          if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.value = el.value ? '••••' : '';
          else if (el.hasAttribute('data-sensitive')) el.textContent = '••••';
        });
      },
    });
    await saveScreenshot({ enrollment_id: enrollmentId, name, image: canvas.toDataURL('image/png') });
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
