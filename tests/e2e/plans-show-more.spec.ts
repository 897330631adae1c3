import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { startFromReferral } from './support/journey-steps';
import { PLANS_PAGE_SIZE } from '../../src/features/plans/api/get-filtered-plans';

/**
 * The all-categories listing a page at a time (issue 27), through the screens: the first page and
 * its count, Show more by keyboard appending the rest below the cards already read (the page does
 * not jump), the count taking focus after the last page, the pages kept when the shopper returns
 * from a plan, a category choice starting again; on a desktop and a 390 px phone.
 */

const count = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing [\d,]+ of [\d,]+ plans$/ });
const cards = (page: Page) => page.locator('.oe-plans-layout__list').getByRole('article');

async function totalOf(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? '';
  return Number(/of ([\d,]+) plans/.exec(text)?.[1]?.replace(/,/g, ''));
}

test('every category shows a page at a time and Show more appends the rest', async ({ page }, testInfo) => {
  const prefix = await startFromReferral(page, 'Member Only');

  await expect(count(page)).toHaveText(new RegExp(`^Showing ${PLANS_PAGE_SIZE} of [\\d,]+ plans$`));
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(PLANS_PAGE_SIZE);
  await expect(cards(page)).toHaveCount(PLANS_PAGE_SIZE);
  // Bundles come last in the catalogue's order: not on the first page.
  await expect(page.getByRole('heading', { name: 'Multiple Products In One' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('plans-first-page.png'), fullPage: true });

  // By keyboard; the cards already read stay where they were on the screen.
  const more = page.getByRole('button', { name: 'Show more plans' });
  await more.focus();
  const lastRead = cards(page).nth(PLANS_PAGE_SIZE - 1);
  const before = (await lastRead.boundingBox())!.y;
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(Math.min(total, PLANS_PAGE_SIZE * 2));
  expect(Math.abs((await lastRead.boundingBox())!.y - before)).toBeLessThan(2);
  while ((await cards(page).count()) < total) {
    await expect(more).toBeFocused();
    const shown = await cards(page).count();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(Math.min(total, shown + PLANS_PAGE_SIZE));
  }
  await expect(more).toHaveCount(0);
  await expect(count(page)).toHaveText(
    `Showing ${total.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} plans`,
  );
  await expect(count(page)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Multiple Products In One' })).toBeVisible();
  expect(
    new Set(await cards(page).evaluateAll((all) => all.map((a) => a.getAttribute('aria-labelledby')))),
  ).toHaveProperty('size', total);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Multiple Products In One' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('plans-all-pages.png'), fullPage: true });

  // To a plan of the last page and back: the same cards, no Show more needed.
  await expect(page).toHaveURL(/[?&]pages=\d+/);
  const bundle = page.getByRole('region', { name: 'Multiple Products In One' }).getByRole('article').first();
  await bundle.getByRole('link', { name: /^View More Details/ }).click();
  await expect(page).toHaveURL(/\/plan\/\d+/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${prefix}/plans\\?.*pages=\\d+`));
  await expect(cards(page)).toHaveCount(total);

  // A category choice starts again at its first page: Dental fits one page, so no count and no button.
  await page
    .getByRole('group', { name: 'Categories' })
    .getByLabel(/^Dental/)
    .check();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more plans' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/pages=/);
  await expect(page.getByRole('region', { name: 'Dental' })).toBeVisible();
  await expect(page.locator('.oe-plans-layout__list').getByRole('heading', { level: 2 })).toHaveText(['Dental']);
});

test('sorted by estimated yearly cost, the first page holds the lowest estimates of every category', async ({
  page,
}) => {
  await startFromReferral(page, 'Member Only');
  await expect(count(page)).toHaveText(new RegExp(`^Showing ${PLANS_PAGE_SIZE} of [\\d,]+ plans$`));
  await page.getByLabel('Sort plans').selectOption({ label: 'Estimated yearly cost, lowest first' });
  await expect(page).toHaveURL(/sort=yearly_cost/);
  await expect(count(page)).toHaveText(new RegExp(`^Showing ${PLANS_PAGE_SIZE} of [\\d,]+ plans$`));
  const total = await totalOf(page);
  // Each card's name and estimate in cents (the cards without an estimate come last).
  const shown = () =>
    cards(page).evaluateAll((all) =>
      all.map((a) => ({
        name: a.querySelector('h3')?.textContent ?? '',
        cents: Number((a.querySelector('.oe-estimate-line strong')?.textContent ?? '').replace(/\D/g, '')) || null,
      })),
    );
  await expect.poll(async () => (await shown()).every((c) => c.cents !== null)).toBe(true);
  const first = await shown();
  await page.getByRole('button', { name: 'Show more plans' }).click();
  await expect(cards(page)).toHaveCount(Math.min(total, PLANS_PAGE_SIZE * 2));
  const firstNames = new Set(first.map((c) => c.name));
  const added = (await shown()).filter((c) => !firstNames.has(c.name));
  expect(added).toHaveLength(Math.min(total, PLANS_PAGE_SIZE * 2) - PLANS_PAGE_SIZE);
  // Sorted before paging, over every category: nothing on the next page costs less than the first page's dearest.
  const dearestFirst = Math.max(...first.map((c) => c.cents ?? 0));
  for (const card of added) if (card.cents !== null) expect(card.cents, card.name).toBeGreaterThanOrEqual(dearestFirst);
  expect(new Set(first.map((c) => c.name)).size).toBe(PLANS_PAGE_SIZE);
});
