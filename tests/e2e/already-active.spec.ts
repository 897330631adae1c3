import { expect, test } from '@playwright/test';
import { CART_ERROR_MESSAGES } from '../../server/domain/cart-rules';
import { apiData } from './support/api';
import { axeViolations } from './support/axe';
import { openJordansHome } from './support/entry';
import { signInOnPrompt, stored } from './support/homes';

const DENTAL = 'Brightsmile Dental Plus PPO'; // plan 101, which Pat Morgan (U3001) holds ACTIVE

test.describe('already-active', () => {
  test('a rep enrolls current member Pat Morgan and cannot add the plan Pat already holds', async ({
    page,
    request,
  }) => {
    await openJordansHome(page);
    await page.getByRole('button', { name: /Current Member/ }).click();
    await expect(page).toHaveURL(/\/jordan\/agent-select-member$/);

    // The table's sign-in prompt, then Enroll Now on Pat's row (add-filter-for-existing-user).
    await signInOnPrompt(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6); // header + 5 rows per page
    const pat = table.getByRole('row', { name: /Pat Morgan/ });
    // Pat's row is on one of the table's pages (sorted by the server); page through until it shows.
    for (let n = 2; n <= 3 && (await pat.count()) === 0; n++) {
      await page.getByRole('navigation', { name: 'Member pages' }).getByRole('button', { name: 'Next' }).click();
      await expect(table).toHaveAccessibleName(new RegExp(`page ${n} of`));
    }
    await expect(pat).toBeVisible();
    await expect(pat).toContainText(`${DENTAL} (ACTIVE)`);
    await pat.getByRole('button', { name: /Enroll Now/ }).click();
    const tier = page.getByRole('dialog', { name: 'Choose Tier' });
    await tier.getByRole('radio', { name: 'Member Only' }).check();
    await tier.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/jordan\/plans$/);
    const tempId = await stored(page, 'tempId');
    expect(tempId).toMatch(/^[0-9a-f]{32}$/);

    // The plan page: Add to Cart opens the already-active modal with the server's message and OK.
    await page.goto('/jordan/plan/101/brightsmile-dental-plus-ppo');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(DENTAL) })).toBeVisible();
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Plan already active' });
    await expect(modal.getByText(CART_ERROR_MESSAGES['already-active'])).toBeVisible();
    await expect(modal.getByRole('button', { name: 'OK' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);

    // The same refusal from the plan listing's card.
    await page.goto('/jordan/plans');
    await page.getByRole('button', { name: `Add ${DENTAL} to cart` }).click();
    const listingModal = page.getByRole('dialog', { name: 'Plan already active' });
    await expect(listingModal.getByText(CART_ERROR_MESSAGES['already-active'])).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(listingModal).toHaveCount(0);

    // Nothing went into the cart.
    const token = (await stored(page, 'session_token'))!;
    expect((await apiData<{ result: number }>(request, `get-cart-count?enrollment_id=${tempId}`, token)).result).toBe(
      0,
    );
  });
});
