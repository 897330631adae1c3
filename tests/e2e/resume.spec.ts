import { expect, test } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { enrollmentAtReview, mailedCode } from './review/review-utils';

test.describe('Continue enrollment', () => {
  test('a fresh browser resumes with the e-mailed code, after a wrong code marks the field', async ({
    browser,
    request,
  }, info) => {
    const { token, enrollmentId } = await enrollmentAtReview(request);
    const email = `resume-${info.project.name}@example.com`;
    const saved = await request.post('/api/v1/save-enrollment', {
      headers: { Authorization: `Bearer ${token}` },
      data: { enrollment_id: enrollmentId, email, tab: 'review_info', data: { additional_notes: 'Saved for later' } },
    });
    expect(saved.ok()).toBe(true);
    const { code } = await mailedCode(request, email);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/continue-enrollment');
    await expect(page.getByRole('heading', { name: MESSAGES.continueWelcome })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Enrollment code')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Enrollment code').fill('ABCD-EFGHJ-KMNPQ');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The code and e-mail address do not match a saved enrollment.')).toBeVisible();
    await expect(page.getByLabel('Enrollment code')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`continue-${info.project.name}.png`), fullPage: true });

    await page.getByLabel('Enrollment code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
    await expect(page.getByLabel('Additional Notes')).toHaveValue('Saved for later');
    await context.close();
  });

  test('the e-mailed direct-continue link opens the saved tab in a fresh browser', async ({
    browser,
    request,
  }, info) => {
    const { token, enrollmentId } = await enrollmentAtReview(request);
    const email = `direct-${info.project.name}@example.com`;
    await request.post('/api/v1/save-enrollment', {
      headers: { Authorization: `Bearer ${token}` },
      data: { enrollment_id: enrollmentId, email, tab: 'contact_info', data: { city: 'Marietta' } },
    });
    const { link, code } = await mailedCode(request, email);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    // The link asks for the code mailed with it (the id alone proves nothing), not for the e-mail.
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByLabel('Enrollment code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.contact_info })).toBeVisible();
    await expect(page.getByLabel(/City/)).toHaveValue('Marietta');
    await context.close();
  });
});
