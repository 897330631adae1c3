import { expect, test } from '@playwright/test';
import { startAsNewVisitor } from './cart/cart-utils';

const DENTAL = 'Brightsmile Dental Plus PPO';

/**
 * Carrier logos in the cart are readable on a phone and a desktop: the logo's name line (drawn at
 * 20/64 of the logo's height in the carrier files) is painted at 12 px or more, and the logo stays
 * inside its line.
 */
test('cart carrier logos are painted large enough to read', async ({ page }) => {
  await startAsNewVisitor(page);
  await page.goto('/plans');
  await page.getByRole('button', { name: `Add ${DENTAL} to cart` }).click();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const line = page.getByRole('list', { name: 'Plans in your cart' }).getByRole('listitem').filter({ hasText: DENTAL });
  const logo = line.locator('img').first();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const painted = await logo.evaluate((img: HTMLImageElement) => {
    // object-fit: contain paints the file scaled to fit its box; what a person sees is that scale.
    const scale = Math.min(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight);
    return { nameLinePx: (20 / 64) * img.naturalHeight * scale };
  });
  expect(painted.nameLinePx).toBeGreaterThanOrEqual(12);

  const [lineBox, logoBox] = await Promise.all([line.boundingBox(), logo.boundingBox()]);
  expect(logoBox!.x).toBeGreaterThanOrEqual(lineBox!.x);
  expect(logoBox!.x + logoBox!.width).toBeLessThanOrEqual(lineBox!.x + lineBox!.width);
  await expect(line.getByText(DENTAL)).toBeVisible();
});
