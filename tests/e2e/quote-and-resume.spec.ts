import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { openMenuOnPhone, passAccessPage } from './support/entry';
import { dismissLocationBanner } from './support/homes';
import { submitGetStarted } from './support/journey-steps';
import { mailedCode } from './review/review-utils';

/**
 * Issue 26, item 11, through the screens: the quote e-mail says what it is for (tier, effective
 * date) and leads back to the rep's storefront; a session resumed from the e-mailed link is back on
 * the rep's storefront, under its landing name, with its brand.
 */

/** Rep Jordan Avery's storefront (AG1001): Get Started with `tier`, then a dental plan in the cart. */
async function cartOnJordan(page: Page, tier: string): Promise<void> {
  await page.goto('/');
  await passAccessPage(page, 'AG1001');
  await expect(page).toHaveURL(/\/jordan$/);
  await dismissLocationBanner(page);
  await submitGetStarted(page, { gender: 'Female', tier, dob: '04021985' });
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await openMenuOnPhone(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dental' }).click();
  await page.getByRole('button', { name: 'Add Brightsmile Dental Basic to cart' }).click();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/jordan\/cart$/);
}

/** The header's brand (its logo's address) and every in-site link of the header. */
async function headerLinks(page: Page): Promise<{ logo: string | null; links: string[] }> {
  const banner = page.getByRole('banner');
  // The category links are there (folded behind Menu on a phone).
  await expect(banner.locator('nav a').nth(3)).toBeAttached();
  const logo = await banner.locator('.oe-header__brand img').getAttribute('src');
  const links = await banner
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith('/')));
  return { logo, links };
}

test('the quote e-mail names the tier and the effective date and links back to the rep’s plans', async ({
  page,
}, info) => {
  const email = `quote.h5.${info.project.name}@example.com`;
  await cartOnJordan(page, 'Member + Spouse');
  // The second date offered, chosen in the cart: the quote names it.
  const chosen = (await page.getByLabel('Effective Date').locator('option').nth(1).textContent())!.trim();
  await page.getByLabel('Effective Date').selectOption(chosen);
  await page.getByRole('button', { name: 'Save Cart' }).click();
  const save = page.getByRole('dialog', { name: 'Save Cart' });
  await save.getByLabel('Name').fill('Pat Morgan');
  await save.getByLabel('Email').fill(email);
  await save.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Quote sent' }).getByRole('button', { name: 'OK' }).click();

  await page.goto('/outbox');
  // The newest quote to this address (the outbox lists the newest first; a retried run sent one before).
  const quote = page.getByRole('article', { name: 'Your benefits quote' }).filter({ hasText: email }).first();
  await expect(quote).toContainText('Coverage tier: Member + Spouse');
  expect(chosen).toMatch(/^\d\d\/01\/\d{4}$/);
  await expect(quote).toContainText(`Coverage starts ${chosen}`);
  const back = /See these plans and enroll: (\S+)/.exec((await quote.textContent()) ?? '')?.[1];
  expect(back).toMatch(/\/jordan\/plans$/);
  expect(await axeViolations(page)).toEqual([]);

  // The link opens the rep's plans.
  await page.goto(new URL(back!).pathname);
  await expect(page).toHaveURL(/\/jordan\/plans$/);
  await expect(page.getByRole('banner')).toContainText('Jordan Avery');
});

test('a session resumed from the e-mailed link is back on the rep’s storefront: its brand and /jordan links', async ({
  page,
  browser,
  request,
}, info) => {
  const email = `resume.h5.${info.project.name}@example.com`;
  await cartOnJordan(page, 'Member Only');
  const before = await headerLinks(page);
  expect(before.logo).toBeTruthy();
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page
    .getByRole('dialog', { name: 'Cart page confirmation to proceed further' })
    .getByRole('button', { name: 'Proceed to Enrollment' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.primary_info })).toBeVisible();
  await page.getByRole('button', { name: 'Save & Continue Later' }).click();
  const later = page.getByRole('dialog', { name: 'Save & Continue Later' });
  await later.getByLabel(/Alternate email/).fill(email);
  await later.getByRole('button', { name: 'Send Code' }).click();
  await expect(later.getByText(MESSAGES.informationSaved)).toBeVisible();
  const { link, code } = await mailedCode(request, email);

  const context = await browser.newContext();
  const resumed = await context.newPage();
  await resumed.goto(link);
  await resumed.getByLabel('Enrollment code').fill(code);
  await resumed.getByRole('button', { name: 'Continue' }).click();
  await expect(resumed).toHaveURL(/\/jordan\/enrollment\/personal-info$/);
  await expect(resumed.getByRole('heading', { level: 1, name: STEP_TITLES.primary_info })).toBeVisible();
  const after = await headerLinks(resumed);
  // The rep's logo, not the product's, and every link of the header stays on /jordan.
  expect(after.logo).toBe(before.logo);
  await expect(
    resumed
      .getByRole('banner')
      .getByRole('link', { name: /Jordan Avery|Avery Benefits/ })
      .first(),
  ).toHaveAttribute('href', '/jordan');
  expect(after.links.length).toBeGreaterThan(5);
  expect(after.links.filter((href) => !href.startsWith('/jordan'))).toEqual([]);
  expect(await axeViolations(resumed)).toEqual([]);
  await resumed.screenshot({ path: info.outputPath(`resumed-${info.project.name}.png`), fullPage: true });
  await context.close();
});
