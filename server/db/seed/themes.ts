import { THEME_COLOR_KEYS } from '../../../schemas/api/site';
import { siteTheme } from '../schema';
import type { SeedContext } from './context';
import { SITE } from './handles';

type ColorKey = keyof typeof THEME_COLOR_KEYS;
type Palette = Record<ColorKey, string>;

interface ThemeSeed {
  siteId: number;
  palette: Palette;
  images: Record<string, string>;
}

// Every palette keeps white text on primary/header/footer at WCAG AA (>= 4.5:1) or better.
export const THEMES: ThemeSeed[] = [
  {
    siteId: SITE.store,
    palette: {
      primary_color: '#0b4f6c',
      primary_contrast_color: '#ffffff',
      secondary_color: '#0e7c7b',
      accent_color: '#f4b942',
      header_background: '#0a3d55',
      footer_background: '#072b3c',
    },
    images: { logo: '/img/logo-openenroll.svg', banner_image: '/img/banner-default.svg' },
  },
  {
    siteId: SITE.jordan,
    palette: {
      primary_color: '#1d4e89',
      primary_contrast_color: '#ffffff',
      secondary_color: '#2a7f62',
      accent_color: '#f2a65a',
      header_background: '#163c6a',
      footer_background: '#0f2a4a',
    },
    images: { logo: '/img/logo-avery-benefits.svg', banner_image: '/img/banner-default.svg' },
  },
  {
    siteId: SITE.samlee,
    palette: {
      primary_color: '#4b3a8c',
      primary_contrast_color: '#ffffff',
      secondary_color: '#1c7c54',
      accent_color: '#f7c548',
      header_background: '#3a2d6e',
      footer_background: '#281f4d',
    },
    images: { logo: '/img/logo-lee-family.svg', banner_image: '/img/banner-default.svg' },
  },
  {
    siteId: SITE.acme,
    palette: {
      primary_color: '#8c2f39',
      primary_contrast_color: '#ffffff',
      secondary_color: '#334e68',
      accent_color: '#f0b429',
      header_background: '#6e242d',
      footer_background: '#243b53',
    },
    images: { logo: '/img/logo-acme.svg', banner_image: '/img/banner-acme.svg' },
  },
  {
    siteId: SITE.partner,
    palette: {
      primary_color: '#234e52',
      primary_contrast_color: '#ffffff',
      secondary_color: '#2c7a7b',
      accent_color: '#ed8936',
      header_background: '#1d4044',
      footer_background: '#163033',
    },
    images: { logo: '/img/logo-partner.svg', banner_image: '/img/banner-default.svg' },
  },
];

// Shared by every site unless a site sets its own.
const COMMON_IMAGES = {
  thank_you_image: '/img/thank-you.svg',
  review_image: '/img/review.svg',
};

/** Theme key/values per site: the THEME_COLOR_KEYS colours plus logo, cart logo, banner, thank-you and review images. */
export async function seedThemes({ tx }: SeedContext): Promise<void> {
  const rows = THEMES.flatMap(({ siteId, palette, images }) => {
    const entries: Array<[string, string]> = [
      ...(Object.keys(THEME_COLOR_KEYS) as ColorKey[]).map((k): [string, string] => [k, palette[k]]),
      ...Object.entries({ ...COMMON_IMAGES, cart_logo: images.logo ?? '', ...images }),
    ];
    return entries.map(([key, value], sort) => ({ siteId, key, value, sort }));
  });
  await tx.insert(siteTheme).values(rows);
}
