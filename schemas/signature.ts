/**
 * The signature pad's limits (the signature widget, widgets/support/SignaturePadInput.tsx, and the steps
 * that ask for a signature, such as Agreement & Signature, steps/agreement-info).
 */

/** A drawn or typed signature is a PNG data URL; 200,000 characters is far above any real one (~30 KB). */
export const SIGNATURE_MAX_CHARS = 200_000;
export const SIGNATURE_PATTERN = '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$';

/** 'Signature canvas 450x300 on wide screens (768 px and above), else 200x100' (002 section 9). */
export const SIGNATURE_WIDE_MIN_PX = 768;
export const SIGNATURE_SIZE = { wide: { width: 450, height: 300 }, narrow: { width: 200, height: 100 } } as const;

/** The canvas size for a viewport width. */
export function signatureSize(viewportWidth: number): { width: number; height: number } {
  return viewportWidth >= SIGNATURE_WIDE_MIN_PX ? SIGNATURE_SIZE.wide : SIGNATURE_SIZE.narrow;
}
