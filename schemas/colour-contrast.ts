import { THEME_COLOR_KEYS } from './api/site';

/**
 * WCAG 2.x contrast of theme colours (one source for the storefront's readable-text rule,
 * src/lib/theme.ts, and the console's refusal of an unreadable site theme, decision 0320).
 */

/** The least contrast of normal text (WCAG AA). */
const AA_TEXT_CONTRAST = 4.5;

function hexToRgb(hex: string): [number, number, number] | null {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.length === 6 ? h : null;
  if (!full || !/^[0-9a-f]+$/i.test(full)) return null;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two hex colours, or null when either is not plain hex. */
export function contrastRatio(a: string, b: string): number | null {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  if (!ra || !rb) return null;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type ThemeColours = Record<keyof typeof THEME_COLOR_KEYS, string>;

/** The backgrounds the text colour (primary_contrast_color) is written on. */
const TEXT_BACKGROUNDS = ['primary_color', 'secondary_color', 'header_background', 'footer_background'] as const;

/** One error per background on which the text colour falls short of AA, named by the background's key. */
export function themeContrastErrors(theme: ThemeColours): Array<{ target_element: string; error_message: string }> {
  const text = theme.primary_contrast_color;
  const out: Array<{ target_element: string; error_message: string }> = [];
  for (const key of TEXT_BACKGROUNDS) {
    const ratio = contrastRatio(text, theme[key]);
    if (ratio === null || ratio >= AA_TEXT_CONTRAST) continue;
    out.push({
      target_element: `theme.${key}`,
      error_message: `Text in ${text} on ${theme[key]} has a contrast of ${ratio.toFixed(2)}:1; it needs ${AA_TEXT_CONTRAST}:1 (WCAG AA).`,
    });
  }
  return out;
}
