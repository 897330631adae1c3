import { expect, test } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { openWizard } from './support/enrollment-utils';
import { enrollmentAtReview } from './review/review-utils';

test.describe('Review & Confirmation', () => {
  test('cards per required tab, edit one and return, order summary, and the missing steps named when Complete is pressed too early', async ({
    page,
    request,
  }, info) => {
    const { token, enrollmentId } = await enrollmentAtReview(request);
    await openWizard(page, token, enrollmentId, 'review-confirm');
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Enrollment details' });
    await expect(cards.getByRole('listitem')).toHaveText([
      /Personal Information/,
      /Contact Information/,
      /Employer Information/,
      /Billing Information/,
      /Agreement & Signature/,
    ]);
    const personal = cards.getByRole('listitem', { name: 'Personal Information' });
    await expect(personal.getByText('Ana')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByText('Brightsmile Dental Plus PPO'),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Enrollment steps' }).locator('[aria-current="step"]'),
    ).toContainText(STEP_TITLES.review_info);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`review-${info.project.name}.png`), fullPage: true });

    // View Details shows the SSN masked; Edit Details opens the step, whose Next returns to review.
    await personal.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Personal Information' });
    await expect(details.getByText('***-**-6789')).toBeVisible();
    await expect(details.getByText('Married')).toBeVisible();
    await expect(details.getByText('123-45-6789')).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).click();
    await cards
      .getByRole('listitem', { name: 'Contact Information' })
      .getByRole('button', { name: /View Details/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Contact Information' })
      .getByRole('button', { name: 'Edit Details' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.contact_info })).toBeVisible();
    await page.getByLabel(/City/).fill('Decatur');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
    await cards
      .getByRole('listitem', { name: 'Contact Information' })
      .getByRole('button', { name: /View Details/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Contact Information' }).getByText('Decatur')).toBeVisible();
    await page.getByRole('dialog', { name: 'Contact Information' }).getByRole('button', { name: 'Close' }).click();

    // Billing and agreement are not saved: the review names them with links, Complete Enrollment
    // points there (no 'Something went wrong'), and the draft can be saved for later.
    await page.getByLabel('Additional Notes').fill('Call after 5pm');
    const notice = page.getByRole('alert').filter({ hasText: MESSAGES.reviewStepsNotComplete });
    await expect(notice.getByRole('link')).toHaveText([STEP_TITLES.billing_info, STEP_TITLES.agreement_info]);
    await page.getByRole('button', { name: 'Complete Enrollment' }).click();
    await expect(notice).toBeFocused();
    await expect(page.getByText(MESSAGES.somethingWentWrong)).toHaveCount(0);
    await page.getByRole('button', { name: /Save (&|and) Continue Later/ }).click();
    const later = page.getByRole('dialog', { name: 'Save & Continue Later' });
    await later.getByLabel(/Alternate email/).fill('later@example.com');
    await later.getByRole('button', { name: 'Send Code' }).click();
    await expect(later.getByText(MESSAGES.informationSaved)).toBeVisible();
  });
});
