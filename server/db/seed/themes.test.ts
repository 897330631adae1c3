import { describe, expect, it } from 'vitest';
import { THEME_COLOR_KEYS } from '../../../schemas/api/site';
import { THEMES } from './themes';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('seeded site themes', () => {
  it('set every colour key as #rrggbb', () => {
    for (const t of THEMES)
      for (const key of Object.keys(THEME_COLOR_KEYS))
        expect(t.palette[key as keyof typeof THEME_COLOR_KEYS]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keep the contrast colour readable (WCAG AA, 4.5:1) on primary, header and footer', () => {
    for (const { siteId, palette } of THEMES) {
      for (const bg of [
        palette.primary_color,
        palette.header_background,
        palette.footer_background,
        palette.secondary_color,
      ]) {
        expect(contrast(palette.primary_contrast_color, bg), `site ${siteId} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
