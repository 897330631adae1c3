import { expect, test } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { apiData } from './support/api';
import { axeViolations } from './support/axe';
import { createEnrollmentWithCart, openWizard } from './support/enrollment-utils';
import { drawOnPad } from './support/journey-steps';

const REQUIRED_TEXTS = ['Authorization', 'Payment authorization', 'Electronic delivery'];

type Saved = { result: { eprocess: string; signature: string; accepted_agreements: number[] } };

test.describe('Agreement & Signature', () => {
  test('unchecked texts and an empty pad are refused; draw and Clear; a typed signature; Next to review', async ({
    page,
    request,
  }, testInfo) => {
    const { token, enrollmentId } = await createEnrollmentWithCart(request);
    await openWizard(page, token, enrollmentId, 'agreement-signature');
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.agreement_info })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Applicant Verification' })).toBeVisible();
    const pad = page.getByRole('img', { name: /Signature pad/ });
    const wide = page.viewportSize()!.width >= 768;
    // Draw-surface size of 002 section 9.
    expect(await pad.boundingBox()).toMatchObject(wide ? { width: 450, height: 300 } : { width: 200, height: 100 });

    await page.getByRole('button', { name: 'Next' }).click();
    for (const name of REQUIRED_TEXTS)
      await expect(page.getByRole('checkbox', { name, exact: true })).toHaveAccessibleDescription(
        new RegExp(MESSAGES.thisFieldRequired.replace('.', '\\.')),
      );
    const typed = page.getByLabel('Type your name to sign');
    await expect(typed).toHaveAccessibleDescription(new RegExp(MESSAGES.signatureRequired));
    await expect(page).toHaveURL(/agreement-signature$/);
    await page.screenshot({ path: testInfo.outputPath('agreement-errors.png'), fullPage: true });

    await drawOnPad(page);
    await expect(page.getByRole('img', { name: /Signature pad, signed/ })).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('img', { name: /Signature pad, empty/ })).toBeVisible();

    for (const name of REQUIRED_TEXTS) await page.getByRole('checkbox', { name, exact: true }).check();
    await typed.pressSequentially('Ana Diaz');
    await expect(page.getByRole('img', { name: /Signature pad, signed/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (!wide) await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('agreement-signature.png'), fullPage: true });

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
    const saved = await apiData<Saved>(
      request,
      `get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=aggrement_info`,
      token,
    );
    expect(saved.result.eprocess).toBe('sigapplicant');
    expect(saved.result.signature).toMatch(/^data:image\/png;base64,/);
    expect(saved.result.accepted_agreements).toHaveLength(REQUIRED_TEXTS.length);
    expect(await page.evaluate(() => localStorage.getItem('eprocess'))).toContain('sigapplicant');
  });

  test('a signature drawn with the mouse is saved; navto returns to review', async ({ page, request }) => {
    const { token, enrollmentId } = await createEnrollmentWithCart(request);
    await openWizard(page, token, enrollmentId, 'agreement-signature');
    for (const name of REQUIRED_TEXTS) await page.getByRole('checkbox', { name, exact: true }).check();
    await drawOnPad(page);
    await page.evaluate(() => localStorage.setItem('navto', 'review-confirm'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
    expect(await page.evaluate(() => localStorage.getItem('navto'))).toBeNull();
    const saved = await apiData<Saved>(
      request,
      `get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=aggrement_info`,
      token,
    );
    // A real drawing, not an empty canvas: a PNG of some size.
    expect(saved.result.signature.length).toBeGreaterThan(500);
  });
});
