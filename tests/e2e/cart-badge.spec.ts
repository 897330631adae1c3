import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../schemas/messages';
import { answerPlanQuestionsNo, startFromReferral } from './support/journey-steps';

/**
 * Issue 26, item 3: the header's cart count follows every add without a reload. The visitor starts
 * on Get Started (the header is already on screen, with no enrollment yet) and adds from each place
 * that adds: the listing's "+", a plan page (plan 101), a plan page after its health questions (plan
 * 191), the membership pair of plan 133 and a compare column. Every move is a click, never a reload,
 * so the header stays the one mounted before the enrollment existed. Driven through the screens only.
 */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart/ });

async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartLink(page)).toHaveAccessibleName(new RegExp(`^Cart\\s*${count} items?\\b`));
}

/** Back to the listing by the header's category menu (a phone folds it behind Menu). */
async function openCategory(page: Page, label: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 1024)
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}

test('the cart badge counts each add at once: listing +, plan pages, the membership pair and compare', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startFromReferral(page, 'Member Only');
  await expectCartCount(page, 0);

  // The listing's "+": the notify dialog, and the header says 1 item behind it. Every category comes a
  // page at a time, the pet plans after the first page: Show more plans until the card is there.
  const addPet = page.getByRole('button', { name: 'Add Pawsure Pet Wellness to cart' });
  const showMore = page.getByRole('button', { name: 'Show more plans' });
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ plans$/ })).toBeVisible();
  while ((await addPet.count()) === 0 && (await showMore.count()) > 0) {
    const before = await page.getByRole('button', { name: /^Add .* to cart$/ }).count();
    await showMore.click();
    await expect.poll(() => page.getByRole('button', { name: /^Add .* to cart$/ }).count()).toBeGreaterThan(before);
  }
  await addPet.click();
  const added = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(added).toBeVisible();
  await expectCartCount(page, 1);
  await added.getByRole('button', { name: 'Add More Plan' }).click();

  // A plan page reached from its card (plan 101): Add to Cart.
  await page.getByRole('link', { name: 'View More Details of Brightsmile Dental Plus PPO' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brightsmile Dental Plus PPO' })).toBeVisible();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await expectCartCount(page, 2);

  // Plan 191 after its health questions.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Plans' }).click();
  await page.getByRole('link', { name: 'View More Details of Sunfield Critical Illness 20k' }).click();
  await answerPlanQuestionsNo(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await expectCartCount(page, 3);

  // Plan 133 with the association membership it needs: two lines at once, then the cart.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Plans' }).click();
  await page.getByRole('link', { name: 'View More Details of Meridian Optional Term Life 100k-300k' }).click();
  await page.getByRole('button', { name: new RegExp(`^${MESSAGES.selectMembership}: .*Entry`) }).click();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Plans in your cart' }).getByRole('listitem')).toHaveCount(5);
  await expectCartCount(page, 5);

  // A compare column's Add to Cart.
  await openCategory(page, 'Vision');
  for (const name of ['ClearView Vision Choice', 'ClearView Vision Classic 2025'])
    await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  await page.getByRole('region', { name: 'Plans to compare' }).getByRole('link', { name: 'Compare now' }).click();
  await page.getByRole('button', { name: 'Add to Cart for ClearView Vision Choice' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  await expectCartCount(page, 6);
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('list', { name: 'Plans in your cart' }).getByRole('listitem')).toHaveCount(6);
  await expectCartCount(page, 6);
});
