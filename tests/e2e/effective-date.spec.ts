import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { calendarDayOf } from '../../schemas/dates';
import { nextMonthStarts, toIsoDate, toUsDate } from '../../server/domain/effective-dates';
import { axeViolations } from './support/axe';
import { startAsNewVisitor } from './cart/cart-utils';
import { ADMIN_TOKEN } from './support/form-engine-utils';

/**
 * Plan years on the screens (issue 30, decisions 0230 and 0280). Setup through the catalogue import
 * API: the demo catalogue file plus a carrier whose dental plan changes price with the next plan
 * year (which starts on the second date the store offers), a dental plan sold from then on, and an
 * accident plan sold until then. Then, screens only: a shopper sees this year's plans and rates,
 * fills a cart, picks the next year's date in the cart (the plan not offered then is named, kept on
 * "Keep", removed on confirmation; the dental plan is repriced and the screen says so), sees the
 * next year's plans at the next year's rates in the listing, and goes back to this year's from there.
 */

const [first, second] = nextMonthStarts(calendarDayOf(new Date()));
const D1 = toUsDate(first!);
const D2 = toUsDate(second!);
const NEXT_YEAR = toIsoDate(second!);
const THIS_YEAR_END = toIsoDate(dayBefore(second!));

/** The day before a calendar day (this plan year's last). */
function dayBefore(day: { year: number; month: number; day: number }) {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day - 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const VALUE = 'Northwind Dental Value';
const NEXT = 'Northwind Dental Next';
const CLOSING = 'Northwind Accident Closing';
const HEADER = 'plan_id,tier,age_min,age_max,tobacco,monthly_premium,effective_from,effective_to,state,rating_area';
const rates = (planId: number, dollars: number, from = '', to = '') =>
  ['IO', 'IS', 'IC', 'IF'].map((tier, i) => `${planId},${tier},0,120,N,${dollars + i * 10}.00,${from},${to},,`);

/** The demo catalogue file with the Northwind carrier, uploaded as staff upload it. */
async function importNextYear(request: APIRequestContext): Promise<void> {
  const dir = path.resolve('server/db/seed/catalogue');
  const catalogue = JSON.parse(await readFile(path.join(dir, 'catalogue.json'), 'utf8')) as {
    carriers: Array<Record<string, unknown>>;
    plans: Array<Record<string, unknown> & { id: number; portals?: string[] }>;
  };
  const portals = catalogue.plans.find((p) => p.id === 101)?.portals ?? [];
  catalogue.carriers.push({ code: 'NWD', name: 'Northwind Benefits' });
  catalogue.plans.push(
    {
      id: 9001,
      carrier: 'NWD',
      category: 'DENTAL',
      planName: VALUE,
      shortText: 'Changes price next plan year.',
      sort: 90,
      portals,
    },
    { id: 9002, carrier: 'NWD', category: 'DENTAL', planName: NEXT, availableFrom: NEXT_YEAR, sort: 91, portals },
    {
      id: 9003,
      carrier: 'NWD',
      category: 'ACCIDENT',
      planName: CLOSING,
      availableTo: THIS_YEAR_END,
      sort: 92,
      portals,
    },
  );
  const csv = [
    HEADER,
    ...rates(9001, 21, '', THIS_YEAR_END),
    ...rates(9001, 27, NEXT_YEAR),
    ...rates(9002, 33),
    ...rates(9003, 14),
  ];
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {
    'catalogue.json': {
      name: 'catalogue.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(catalogue)),
    },
    'nwd.csv': { name: 'nwd.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv.join('\n')}\n`) },
  };
  for (const name of await readdir(path.join(dir, 'rates')))
    multipart[name] = { name, mimeType: 'text/csv', buffer: await readFile(path.join(dir, 'rates', name)) };
  const res = await request.post('/api/v1/admin/catalogue-imports', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    multipart,
  });
  const report = (await res.json()) as { data: { problems: unknown[]; applied: boolean; empty: boolean } };
  expect(res.status()).toBe(200);
  expect(report.data.problems).toEqual([]);
  // Applied by the first project's run; the phone project's import of the same files changes nothing.
  expect(report.data.applied || report.data.empty).toBe(true);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** With OE_SHOTS_DIR set: the screen at 1280 and 390 px wide, for a person to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.OE_SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test.describe('plan years on the screens', () => {
  test.beforeAll(async ({ request }) => importNextYear(request));

  test("a shopper sees this year's plans and rates, moves the cart to the next plan year and back", async ({
    page,
  }) => {
    await startAsNewVisitor(page);
    await page.goto('/plans?type=DENTAL');
    const listingDate = page.getByLabel('Effective Date');
    await expect(listingDate).toHaveValue(D1);
    await expect(card(page, VALUE).getByText('$21.00')).toBeVisible();
    await expect(card(page, NEXT)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Add ${VALUE} to cart` }).click();
    await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('button', { name: 'Add More Plan' }).click();
    await page.goto('/plans?type=ACCIDENT');
    await page.getByRole('button', { name: `Add ${CLOSING} to cart` }).click();
    await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View Cart' }).click();

    const lines = page.getByRole('list', { name: 'Plans in your cart' });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(lines.getByRole('listitem').filter({ hasText: VALUE })).toContainText('$21.00');
    const cartDate = page.getByLabel('Effective Date');
    await expect(cartDate).toHaveValue(D1);

    // The next plan year's date: the accident plan is not offered then. Keep changes nothing.
    await cartDate.selectOption(D2);
    const asked = page.getByRole('dialog', { name: `Not offered from ${D2}` });
    await expect(asked).toContainText(`${CLOSING}: This plan is not offered for coverage starting ${D2}.`);
    await shot(page, 'cart-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await asked.getByRole('button', { name: `Keep ${D1}` }).click();
    await expect(asked).toBeHidden();
    await expect(cartDate).toHaveValue(D1);
    await expect(lines.getByRole('listitem')).toHaveCount(2);

    // Confirmed: the accident plan leaves, the dental plan takes next year's rate, and the screen says so.
    await cartDate.selectOption(D2);
    await page
      .getByRole('dialog', { name: `Not offered from ${D2}` })
      .getByRole('button', { name: 'Remove and change the date' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Coverage now starts' })).toHaveText(
      `Coverage now starts ${D2}. New prices: ${VALUE} $21.00 to $27.00 a month. Removed from your cart: ${CLOSING}.`,
    );
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines).toContainText('$27.00');
    await expect(cartDate).toHaveValue(D2);
    expect(await page.evaluate(() => localStorage.getItem('effectiveDate'))).toBe(D2);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'cart-repriced');

    // The listing at the next plan year's date: the new plan, next year's rates.
    await page.goto('/plans?type=DENTAL');
    await expect(listingDate).toHaveValue(D2);
    await expect(card(page, NEXT).getByText('$33.00')).toBeVisible();
    await expect(card(page, VALUE).getByText('$27.00')).toBeVisible();
    await shot(page, 'listing-next-year');

    // Back to this year's date from the listing: this year's plans and rates, the cart repriced too.
    await listingDate.selectOption(D1);
    await expect(page.getByRole('status').filter({ hasText: 'Coverage now starts' })).toHaveText(
      `Coverage now starts ${D1}. New prices: ${VALUE} $27.00 to $21.00 a month.`,
    );
    await expect(card(page, NEXT)).toHaveCount(0);
    await expect(card(page, VALUE).getByText('$21.00')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('$21.00');
    await expect(page.getByLabel('Effective Date')).toHaveValue(D1);
  });
});
