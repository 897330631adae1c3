import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { apiData } from './support/api';
import { axeViolations } from './support/axe';
import { openWizard } from './support/enrollment-utils';
import { enrollmentOnTier } from './dependents/dependent-utils';
import { fillConditionEntry } from './support/journey-steps';

const HEALTH_PLAN = 191;

const question = (page: Page, text: RegExp) => page.getByRole('group', { name: text });

test.describe('Primary Health Questions', () => {
  test('Yes on a question with its follow-up fields and a medication, then Next to Dependent Information', async ({
    page,
    request,
  }, testInfo) => {
    const { token, enrollmentId } = await enrollmentOnTier(request, 'IS', { planId: HEALTH_PLAN });
    await openWizard(page, token, enrollmentId, 'health-questions');
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.primary_health_info })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Enrollment steps' }).getByText(STEP_TITLES.primary_health_info),
    ).toBeVisible();
    const heart = question(page, /heart disease/);
    await expect(heart.getByLabel('No')).toBeChecked();
    await expect(page.getByLabel(/Date of Onset/)).toHaveCount(0);

    await heart.getByLabel('Yes').check();
    await fillConditionEntry(page, 'High blood pressure');

    await question(page, /prescription medication/)
      .getByLabel('Yes')
      .check();
    await page
      .getByLabel(/^Medication$|^Medication \*/)
      .first()
      .fill('Lisinopril');
    await expect(page.getByRole('heading', { name: 'Medication 2' })).toBeVisible();
    await page
      .getByLabel(/^Dosage/)
      .first()
      .fill('10 mg daily');
    await page
      .getByLabel(/^Medical Condition/)
      .first()
      .fill('High blood pressure');
    await page.getByLabel(/Additional Notes/).fill('Annual check-up every January.');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('health-questions.png'), fullPage: true });

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enrollment\/dependent-information$/);
    const saved = await apiData<{
      result: {
        condition_questions: Array<{ question_id: number; yes_no_flag: number; conditions: object[] }>;
        medication_question: { medications: object[] };
        notes: string;
      };
    }>(request, `get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=health_info`, token);
    expect(saved.result.condition_questions[0]).toMatchObject({
      question_id: 141,
      yes_no_flag: 1,
      conditions: [
        { health_condition: 'High blood pressure', date_of_onset: '03/01/2019', is_treatment: 0, is_medicate: 1 },
      ],
    });
    expect(
      saved.result.condition_questions.slice(1).every((q) => q.yes_no_flag === 0 && q.conditions.length === 0),
    ).toBe(true);
    // Medications 2 and 3 were left empty, so only the first one was sent.
    expect(saved.result.medication_question.medications).toEqual([
      { id: 1, medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' },
    ]);
    expect(saved.result.notes).toBe('Annual check-up every January.');
  });

  test('a Yes left unfinished stays on the step with each error under its field; navto returns to review', async ({
    page,
    request,
  }, testInfo) => {
    const { token, enrollmentId } = await enrollmentOnTier(request, 'IS', { planId: HEALTH_PLAN });
    await openWizard(page, token, enrollmentId, 'health-questions');
    await question(page, /under the care of a physician/)
      .getByLabel('Yes')
      .check();
    await page.getByLabel(/^Condition/).fill('Knee injury');
    await page.getByLabel(/Last Seen by Physician/).pressSequentially('01022099');
    await page.getByRole('button', { name: 'Next' }).click();
    const status = page.getByLabel(/^Status/);
    await expect(status).toHaveAccessibleDescription(new RegExp(MESSAGES.fieldRequired));
    await expect(page.getByLabel(/Physician Name/)).toHaveAccessibleDescription(new RegExp(MESSAGES.fieldRequired));
    await expect(page).toHaveURL(/health-questions$/);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('group', { name: /under the care of a physician/ })
      .locator('xpath=ancestor::section[1]')
      .screenshot({ path: testInfo.outputPath('health-errors.png') });

    await status.fill('Recovering');
    await page.getByLabel(/Last Seen by Physician/).fill('');
    await page.getByLabel(/Last Seen by Physician/).pressSequentially('01022025');
    await page.getByLabel(/Physician Name/).fill('Dr. Dana Ray');
    await page.evaluate(() => localStorage.setItem('navto', 'review-confirm'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
    expect(await page.evaluate(() => localStorage.getItem('navto'))).toBeNull();
  });
});
