import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { startAsNewVisitor } from './cart/cart-utils';
import { expectNoSidewaysScroll } from './support/journey-steps';

/**
 * Compare and yearly cost estimates in the storefront: three dental plans picked from the listing,
 * compared side by side (a real table), the use level switched and the estimates followed, one plan
 * added from its column. An Acme employee's cost per paycheck is followed through the screens by
 * employee-cost.spec.ts (card, cart) and group-completion.spec.ts (cart, review, receipt).
 */

const DENTAL = ['Brightsmile Dental Plus PPO', 'Brightsmile Dental Basic', 'Brightsmile Dental Starter'];

/** The yearly-estimate row's cells, in column order. */
async function yearlyCells(page: Page): Promise<string[]> {
  const row = page.getByRole('row', { name: /^Estimated yearly cost/ });
  return row.getByRole('cell').allInnerTexts();
}

test('three dental plans compared: the table, the use level moving the estimates, Add to Cart from a column, the listing sorted by estimate', async ({
  page,
}, info) => {
  await startAsNewVisitor(page);
  await page.goto('/plans?type=DENTAL');
  for (const name of DENTAL) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  const tray = page.getByRole('region', { name: 'Plans to compare' });
  await expect(tray).toContainText('3 of 4');
  await page.screenshot({ path: info.outputPath(`plans-${info.project.name}.png`), fullPage: true });
  // The tray stays while browsing: a plan page shows it too, its box checked.
  await page.getByRole('link', { name: /View More Details of Brightsmile Dental Basic/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Compare Brightsmile Dental Basic' })).toBeChecked();
  await expect(page.getByRole('table', { name: /What Brightsmile Dental Basic covers/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`plan-page-${info.project.name}.png`), fullPage: true });
  await tray.getByRole('link', { name: 'Compare now' }).click();

  await expect(page).toHaveURL(/\/compare\?plans=\d+,\d+,\d+$/);
  const table = page.getByRole('table', { name: /plans side by side/ });
  await expect(table).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  const headers = table.getByRole('columnheader');
  // A column per plan (two at a time on a phone), after the row-header column.
  await expect(headers).toHaveCount(phone ? 3 : 4);
  await expect(headers.nth(1)).toHaveText(DENTAL[0]!);
  await expect(table.getByRole('rowheader', { name: /Annual maximum/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Monthly premium/ })).toContainText('Differs');
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`compare-${info.project.name}.png`), fullPage: true });

  if (phone) {
    await page.getByRole('button', { name: 'Next plan' }).click();
    await expect(headers.nth(2)).toHaveText(DENTAL[2]!);
    await page.getByRole('button', { name: 'Previous plan' }).click();
    await expect(headers.nth(1)).toHaveText(DENTAL[0]!);
  }

  const medium = await yearlyCells(page);
  expect(medium.every((text) => /\$[\d,]+\.\d\d/.test(text))).toBe(true);
  await page.getByRole('radio', { name: 'High use' }).check();
  await expect(table.getByRole('rowheader', { name: /^Estimated yearly cost \(high use\)/ })).toBeVisible();
  await expect.poll(() => yearlyCells(page)).not.toEqual(medium);
  // The listing shows the same figure at the kept level.
  const highFirst = /\$[\d,]+\.\d\d/.exec((await yearlyCells(page))[0] ?? '')?.[0];

  await page.getByRole('button', { name: `Add to Cart for ${DENTAL[1]!}` }).click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('button', { name: 'Keep comparing' }).click();
  await expect(table.getByRole('cell', { name: 'In cart' })).toBeVisible();

  await page.goto('/plans?type=DENTAL');
  const card = page.getByRole('article').filter({ hasText: DENTAL[0]! });
  await expect(card.locator('.oe-estimate-line')).toContainText(highFirst!);

  // Back to medium use from the listing: the cards follow. Then sorted by the estimate, lowest first
  // (at medium use the catalogue's order puts the dearest plan first), kept in the URL.
  // The picker shows the kept level once it knows it (check() on a radio already shown checked does nothing).
  await expect(page.getByRole('radio', { name: 'High use' })).toBeChecked();
  await page.getByRole('radio', { name: 'Medium use' }).check();
  await expect(card.locator('.oe-estimate-line')).toContainText('(medium use)');
  await expect(card.locator('.oe-estimate-line')).not.toContainText(highFirst!);
  const cents = async () =>
    (await page.locator('article .oe-estimate-line strong').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
  const unsorted = await cents();
  expect(unsorted).not.toEqual([...unsorted].sort((a, b) => a - b));
  await page.getByLabel('Sort plans').selectOption({ label: 'Estimated yearly cost, lowest first' });
  await expect(page).toHaveURL(/sort=yearly_cost/);
  await expect
    .poll(async () => {
      const figures = await cents();
      return figures.length >= 3 && figures.every((c, i) => i === 0 || c >= figures[i - 1]!);
    })
    .toBe(true);
});
