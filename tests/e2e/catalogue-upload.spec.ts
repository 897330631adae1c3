import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { calendarDayOf } from '../../schemas/dates';
import { nextMonthStarts, toIsoDate, toUsDate } from '../../server/domain/effective-dates';
import { axeViolations } from './support/axe';
import { startAsNewVisitor } from './cart/cart-utils';
import { ADMIN_TOKEN } from './support/form-engine-utils';

/**
 * Issue 30, done when (first part): staff upload a new carrier with two plans and a rate CSV for next
 * plan year in the console, see the diff and apply it; a shopper with an effective date in the new
 * year sees the new plans at the new rates, one with an earlier date sees this year's. Screens only:
 * the files are chosen in the console's file input. The import is rolled back in the console at the
 * end, so the catalogue is as other specs expect (the carrier stays, its plans retired); its code
 * and plan ids are new on every run, so a retry or the phone project meets no leftovers.
 */

const [first, second] = nextMonthStarts(calendarDayOf(new Date()));
const D1 = toUsDate(first!);
const D2 = toUsDate(second!);
const NEXT_YEAR = toIsoDate(second!);
const RUN = Math.floor(Math.random() * 100_000);
const CODE = `PCD${RUN}`;
const CARRIER = `Pinecrest Dental ${RUN}`;
const IDS = [50_000 + RUN * 2, 50_001 + RUN * 2] as const;
const PLANS = [`Pinecrest Dental Basic ${RUN}`, `Pinecrest Dental Plus ${RUN}`] as const;
const HEADER = 'plan_id,tier,age_min,age_max,tobacco,monthly_premium,effective_from,effective_to,state,rating_area';
const rates = (planId: number, dollars: string) =>
  ['IO', 'IS', 'IC', 'IF'].map((tier, i) => `${planId},${tier},0,120,N,${Number(dollars) + i * 10}.00,${NEXT_YEAR},,,`);

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** The demo catalogue file plus the new carrier, its two plans (sold from the next plan year) and their rate table. */
async function catalogueFiles(price: { basic: string; plus: string }): Promise<Upload[]> {
  const dir = path.resolve('server/db/seed/catalogue');
  const catalogue = JSON.parse(await readFile(path.join(dir, 'catalogue.json'), 'utf8')) as {
    carriers: Array<Record<string, unknown>>;
    plans: Array<Record<string, unknown> & { id: number; portals?: string[] }>;
  };
  const portals = catalogue.plans.find((p) => p.id === 101)?.portals ?? [];
  catalogue.carriers.push({ code: CODE, name: CARRIER });
  IDS.forEach((id, i) =>
    catalogue.plans.push({
      id,
      carrier: CODE,
      category: 'DENTAL',
      planName: PLANS[i],
      shortText: 'New with the next plan year.',
      availableFrom: NEXT_YEAR,
      sort: 95 + i,
      portals,
    }),
  );
  const csv = [HEADER, ...rates(IDS[0], price.basic), ...rates(IDS[1], price.plus)].join('\n');
  const files: Upload[] = [
    { name: 'catalogue.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(catalogue)) },
    { name: 'pinecrest.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) },
  ];
  for (const name of (await readdir(path.join(dir, 'rates'))).sort())
    files.push({ name, mimeType: 'text/csv', buffer: await readFile(path.join(dir, 'rates', name)) });
  return files;
}

async function shot(page: Page, name: string, dir: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function openCatalogue(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail address').fill('staff@openenroll.example');
  await page.getByLabel('Password').fill('demo-staff-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
let importId: string | null = null;
let rolledBack = false;

test.describe.serial('a catalogue uploaded in the console', () => {
  test.afterAll(async ({ request }) => {
    // Only when a step failed before the console's rollback: put the catalogue back for the other specs.
    if (importId && !rolledBack)
      await request.post(`/api/v1/admin/catalogue-imports/${importId}/rollback`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
  });

  test('staff see every problem, then the diff, and apply it', async ({ page }, testInfo) => {
    await openCatalogue(page);
    const input = page.getByLabel('Catalogue files');

    // A negative price: named by file, row and column, and nothing is offered to apply.
    await input.setInputFiles(await catalogueFiles({ basic: '-1', plus: '41' }));
    await page.getByRole('button', { name: 'Check the files' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      /The catalogue cannot be imported: \d+ problem\(s\)\. Nothing changed\./,
    );
    const problems = page.getByRole('table', { name: 'Problems in the files' });
    await expect(problems.getByRole('row').nth(1)).toContainText('rates/pinecrest.csv');
    await expect(problems.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('2');
    await expect(problems.getByRole('row').nth(1)).toContainText('monthly_premium');
    await expect(page.getByRole('button', { name: 'Apply the import' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'catalogue-problems', testInfo.outputDir);

    // Fixed: the diff against what is live.
    await input.setInputFiles(await catalogueFiles({ basic: '24', plus: '31' }));
    await page.getByRole('button', { name: 'Check the files' }).click();
    await expect(page.getByRole('heading', { name: 'Changes against what is live' })).toBeFocused();
    await expect(page.getByText(`Carriers added: ${CODE}.`)).toBeVisible();
    const added = page.getByRole('list').filter({ hasText: PLANS[0] });
    await expect(added).toContainText(`${PLANS[0]} (plan ${IDS[0]})`);
    await expect(added).toContainText(`${PLANS[1]} (plan ${IDS[1]})`);
    // Eight rate rows added (two plans, four tiers), none of the live ones changed.
    const rateCounts = page.locator('.oe-admin-rate-counts');
    await expect(rateCounts.getByRole('definition').first()).toHaveText('8');
    await expect(rateCounts.getByRole('definition').nth(1)).toHaveText('0');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'catalogue-diff', testInfo.outputDir);

    await page.getByRole('button', { name: 'Apply the import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Catalogue imported' })).toBeVisible({ timeout: 30_000 });
    const newest = page.getByRole('table', { name: 'The last ten imports, newest first' }).getByRole('row').nth(1);
    await expect(newest).toContainText('Live');
    importId = await newest.getByRole('rowheader').innerText();
    await shot(page, 'catalogue-applied', testInfo.outputDir);
  });

  test("a shopper sees the new plans at the new rates in the new plan year, and this year's before it", async ({
    page,
  }) => {
    await startAsNewVisitor(page);
    await page.goto('/plans?type=DENTAL');
    const date = page.getByLabel('Effective Date');
    await expect(date).toHaveValue(D1);
    await expect(card(page, 'Brightsmile Dental Basic')).toBeVisible();
    await expect(card(page, PLANS[0])).toHaveCount(0);
    await expect(card(page, PLANS[1])).toHaveCount(0);

    await date.selectOption(D2);
    await expect(card(page, PLANS[0]).getByText('$24.00')).toBeVisible();
    await expect(card(page, PLANS[1]).getByText('$31.00')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await date.selectOption(D1);
    await expect(card(page, PLANS[0])).toHaveCount(0);
    await expect(card(page, PLANS[1])).toHaveCount(0);
  });

  test('staff roll the import back in the console', async ({ page }) => {
    expect(importId).not.toBeNull();
    await openCatalogue(page);
    const row = page
      .getByRole('table', { name: 'The last ten imports, newest first' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: importId!, exact: true }) });
    await row.getByRole('button', { name: `Roll back import ${importId}` }).click();
    await row.getByRole('button', { name: `Confirm roll back of import ${importId}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Import ${importId} rolled back` })).toBeVisible({
      timeout: 30_000,
    });
    rolledBack = true;
    await expect(row).toContainText('Rolled back');
    expect(await axeViolations(page)).toEqual([]);

    // Both are in the audit log: the import (by its id) and its rollback, by the staff member.
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: /^Changes, page 1/ });
    await expect(log.getByRole('row').filter({ hasText: `Catalogue import ${importId} rolled back` })).toContainText(
      'Robin Staff',
    );
    await expect(
      log.getByRole('row').filter({ hasText: new RegExp(`Catalogue ${importId}: Catalogue imported`) }),
    ).toContainText('Robin Staff');
  });
});
