import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { enterHouseStore, startAsNewVisitor } from './cart/cart-utils';

const DENTAL = 'Brightsmile Dental Plus PPO';
const BUNDLE = 'Smile & See Bundle (2 in 1)';
const PET = 'Pawsure Pet Wellness';
const BLACKOUT = 'TeleCare Telemedicine Plus';

test.describe('plans, cart and quote', () => {
  test('a new visitor browses plans, fills the cart, sends a quote and proceeds to enrollment', async ({
    page,
  }, testInfo) => {
    const email = `pat.${testInfo.project.name}@example.com`;
    await startAsNewVisitor(page);

    // /plans: sections by category, bundles by size, prices in dollars with cents.
    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dental' })).toBeVisible();
    // Every category comes a page at a time: the rest (bundles last) after Show more plans.
    await page.getByRole('button', { name: 'Show more plans' }).click();
    await expect(page.getByRole('heading', { name: 'Multiple Products In One' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bundles - Two products in one' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ultimate Play Bundle - Five products in one' })).toBeVisible();
    const dentalCard = page.getByRole('article', { name: DENTAL });
    await expect(dentalCard.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Add a plan: the notify dialog with the server message, View Cart and Add More Plan.
    await page.getByRole('button', { name: `Add ${DENTAL} to cart` }).click();
    const added = page.getByRole('dialog', { name: 'Added to cart' });
    await expect(added.getByText('Plan added to your cart.')).toBeVisible();
    await added.getByRole('button', { name: 'Add More Plan' }).click();
    await expect(added).toBeHidden();
    await expect(dentalCard.getByText('In cart')).toBeVisible();

    // Blackout: the server's message in red at the card, nothing added.
    await page.getByRole('button', { name: `Add ${BLACKOUT} to cart` }).click();
    await expect(page.getByRole('article', { name: BLACKOUT }).getByRole('alert')).toContainText('blackout');

    // A bundle holding dental beside the dental plan: one dental plan per cart, the plan in the cart named, Replace offered.
    await page.getByRole('button', { name: `Add ${BUNDLE} to cart` }).click();
    const single = page.getByRole('dialog', { name: 'Already in your cart' });
    await expect(single).toContainText(`Your cart already has a dental plan, ${DENTAL}.`);
    await expect(single.getByRole('button', { name: 'Replace' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await single.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(single).toBeHidden();

    // A plan of a coverage that stacks, then to the cart.
    await page.getByRole('button', { name: `Add ${PET} to cart` }).click();
    await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    const lines = page.getByRole('list', { name: 'Plans in your cart' });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(lines).toContainText(DENTAL);
    await expect(lines).not.toContainText('TeleCare');
    await expect(page.getByText('Total cost')).toBeVisible();

    // Change the effective date.
    const dateSelect = page.getByLabel('Effective Date');
    const dates = await dateSelect.locator('option').allTextContents();
    expect(dates).toHaveLength(2);
    await dateSelect.selectOption(dates[1]!);
    await expect(dateSelect).toHaveValue(dates[1]!);

    // Remove the pet plan: 'Do you really want to remove?' No keeps it, Yes removes it.
    await page.getByRole('button', { name: `Remove ${PET}` }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove plan' });
    await expect(removeDialog.getByText('Do you really want to remove?')).toBeVisible();
    await removeDialog.getByRole('button', { name: 'No' }).click();
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: `Remove ${PET}` }).click();
    await page.getByRole('dialog', { name: 'Remove plan' }).getByRole('button', { name: 'Yes' }).click();
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    // Save Cart: the specification's messages, a preview, then Send and the confirmation.
    await page.getByRole('button', { name: 'Save Cart' }).click();
    const save = page.getByRole('dialog', { name: 'Save Cart' });
    // Centred in the viewport, on a phone as on a desktop.
    const box = (await save.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x - (viewport.width - box.x - box.width))).toBeLessThan(2);
    expect(Math.abs(box.y - (viewport.height - box.y - box.height))).toBeLessThan(2);
    await save.getByRole('button', { name: 'Send' }).click();
    await expect(save.getByRole('alert')).toHaveText(['Field is required', 'Field is required']);
    // In the design system's error colour, as every other form's errors are.
    const danger = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--oe-color-danger)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    await expect(save.getByRole('alert').first()).toHaveCSS('color', danger);
    await save.getByLabel('Name').fill('Pat 2');
    await save.getByLabel('Email').fill('pat@');
    await save.getByRole('button', { name: 'Send' }).click();
    await expect(save.getByText('Please enter valid name')).toBeVisible();
    await expect(save.getByText('Please enter valid email address')).toBeVisible();
    await expect(save.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await save.getByLabel('Name').fill('Pat Morgan');
    await save.getByLabel('Email').fill(email);
    await save.getByLabel('Message (optional)').fill('Here is the dental quote we discussed.');
    await save.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Quote preview' });
    await expect(preview).toContainText(DENTAL);
    await expect(preview).toContainText('Hello Pat Morgan');
    await preview.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Save Cart' }).getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Quote sent' });
    await expect(sent).toContainText(email);
    await sent.getByRole('button', { name: 'OK' }).click();

    // The quote is in the demo outbox.
    await page.goto('/outbox');
    const quote = page.getByRole('article', { name: 'Your benefits quote' }).filter({ hasText: email });
    await expect(quote).toContainText(DENTAL);
    expect(await axeViolations(page)).toEqual([]);

    // Proceed to Enrollment: the confirmation with the chosen date, then personal-info.
    await page.goto('/cart');
    await expect(page.getByLabel('Effective Date')).toHaveValue(dates[1]!);
    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cart page confirmation to proceed further' });
    await expect(confirm.getByText(`Your plans will be effective as of ${dates[1]}`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Back to Cart' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await page
      .getByRole('dialog', { name: 'Cart page confirmation to proceed further' })
      .getByRole('button', { name: 'Proceed to Enrollment' })
      .click();
    await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
    expect(await page.evaluate(() => localStorage.getItem('effectiveDate'))).toBe(dates[1]);
  });

  test('an empty cart says so, and the plan list and cart without basic details ask for them', async ({
    page,
    browser,
  }) => {
    await startAsNewVisitor(page);
    await page.goto('/cart');
    await expect(page.getByText('No items in cart.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Another visitor, past the access page but not Get Started: no enrollment yet.
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const other = await context.newPage();
    await enterHouseStore(other);
    for (const path of ['/plans', '/cart']) {
      await other.goto(path);
      await expect(other.getByRole('link', { name: 'Get started' })).toBeVisible();
    }
    await context.close();
  });
});
