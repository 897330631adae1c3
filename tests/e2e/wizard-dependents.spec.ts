import { expect, test } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { apiData } from './support/api';
import { axeViolations } from './support/axe';
import { openWizard } from './support/enrollment-utils';
import { addDependent, enrollmentOnTier } from './dependents/dependent-utils';
import { fillConditionEntry } from './support/journey-steps';
import { SAVE_CODE_IN_MAIL } from '../helpers/save-code-mail';

const PREMIER_L713 = 123;
const MEMBERSHIP = 261;
const HEALTH_PLAN = 191;

type SavedDependents = {
  result: {
    dependents: Array<{
      primary_info: Record<string, string>;
      health_info?: { condition_questions: Array<Record<string, unknown>> };
    }>;
  };
};

test.describe('Dependent Information', () => {
  test('Family tier: a spouse and two children, edit locks, Next saves the list', async ({
    page,
    request,
  }, testInfo) => {
    const { token, enrollmentId } = await enrollmentOnTier(request, 'IF');
    await openWizard(page, token, enrollmentId, 'dependent-information');
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.dependent_info })).toBeVisible();
    const first = page.getByRole('region', { name: 'Dependent #1' });
    await expect(first.getByLabel(/Relationship/)).toHaveAttribute('aria-readonly', 'true');
    await expect(first.getByLabel(/Relationship/).locator('option:checked')).toHaveText('Spouse');
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

    await addDependent(page, 1, 'Maria', '401223333', /Edit Spouse #1: Maria Rivera/);
    await expect(
      page
        .getByRole('region', { name: 'Dependent #2' })
        .getByLabel(/Relationship/)
        .locator('option:checked'),
    ).toHaveText('Child');
    await addDependent(page, 2, 'Lucia', '401223334', /Edit Child #2: Lucia Rivera/);
    await expect(page.getByText(MESSAGES.proceedClickingNext)).toBeVisible();
    await addDependent(page, 3, 'Mateo', '401223335', /Edit Child #3: Mateo Rivera/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('dependents.png'), fullPage: true });

    // The edit form disables add, delete and Next, each saying why.
    await page.getByRole('button', { name: 'Edit Child #2: Lucia Rivera' }).click();
    await expect(page.getByRole('button', { name: 'Delete Spouse #1: Maria Rivera' })).toHaveAttribute(
      'title',
      MESSAGES.submitEditedFormToDelete,
    );
    await expect(page.getByRole('button', { name: 'Delete Spouse #1: Maria Rivera' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add Child' })).toHaveAttribute(
      'title',
      MESSAGES.submitEditedFormToAdd,
    );
    await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'title',
      MESSAGES.submitEditedFormToContinue,
    );
    const edit = page.getByRole('region', { name: 'Dependent #2' });
    await edit.getByLabel(/First Name/).fill('Lucía!');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(edit.getByText(MESSAGES.validFirstName)).toBeVisible();
    await edit.getByLabel(/First Name/).fill('Lucy');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Edit Child #2: Lucy Rivera' })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/dependent-information/);
    const saved = await apiData<{ result: { dependents: Array<{ primary_info: Record<string, string> }> } }>(
      request,
      `get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=dependent_info`,
      token,
    );
    expect(saved.result.dependents.map((d) => [d.primary_info.relationship, d.primary_info.first_name])).toEqual([
      ['spouse', 'Maria'],
      ['child', 'Lucy'],
      ['child', 'Mateo'],
    ]);
  });

  test('premier L713 on Family: the spouse question, No then Yes', async ({ page, request }) => {
    const { token, enrollmentId } = await enrollmentOnTier(request, 'IF', {
      planId: PREMIER_L713,
      membershipId: MEMBERSHIP,
    });
    await openWizard(page, token, enrollmentId, 'dependent-information');
    const question = page.getByRole('group', { name: MESSAGES.spouseQuestion });
    await expect(question).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dependent #1' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MESSAGES.pleaseSelect)).toBeVisible();

    await question.getByLabel('No').check();
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await expect(page.getByRole('button', { name: 'Add Spouse' })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Dependent #1' })
        .getByLabel(/Relationship/)
        .locator('option:checked'),
    ).toHaveText('Child');
    await addDependent(page, 1, 'Lucia', '401223334', /Edit Child #1: Lucia Rivera/);

    await question.getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await expect(
      page
        .getByRole('region', { name: 'Dependent #2' })
        .getByLabel(/Relationship/)
        .locator('option:checked'),
    ).toHaveText('Spouse');
    await addDependent(page, 2, 'Maria', '401223333', /Edit Spouse #2: Maria Rivera/);
    await expect(page.getByRole('button', { name: 'Add Spouse' })).toHaveCount(0);
    await expect(page.getByText(MESSAGES.proceedClickingNext)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  test('save for later on this step mails the code', async ({ page, request }) => {
    const { token, enrollmentId } = await enrollmentOnTier(request, 'IF');
    await openWizard(page, token, enrollmentId, 'dependent-information');
    await addDependent(page, 1, 'Maria', '401223333', /Edit Spouse #1: Maria Rivera/);
    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
    const email = `dependents-${Date.now()}@example.com`;
    await dialog.getByLabel(/Alternate email/).fill(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByText(MESSAGES.informationSaved)).toBeVisible();
    const outbox = await apiData<{ result: Array<{ to: string; text: string }> }>(request, 'outbox');
    const mail = outbox.result.find((m) => m.to === email);
    expect(mail?.text).toMatch(SAVE_CODE_IN_MAIL);
    expect(mail?.text).toContain('/direct-continue/');
  });

  test('with a plan asking health questions, each dependent answers them in the same form; a Yes needs its follow-ups', async ({
    page,
    request,
  }, testInfo) => {
    const { token, enrollmentId } = await enrollmentOnTier(request, 'IF', { planId: HEALTH_PLAN });
    await openWizard(page, token, enrollmentId, 'dependent-information');
    const form = page.getByRole('region', { name: 'Dependent #1' });
    const diabetes = form.getByRole('group', { name: /diabetes/i });
    await expect(diabetes.getByRole('radio', { name: 'No' })).toBeChecked();
    await diabetes.getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel(/^Condition/).fill('Type 2 diabetes');
    await form.getByLabel(/First Name/).fill('Maria');
    await form.getByLabel(/Last Name/).fill('Rivera');
    await form.getByLabel(/Date of Birth/).pressSequentially('05061982');
    await form.getByLabel(/Social Security Number/).fill('401223333');
    await form.getByLabel(/Gender/).selectOption({ label: 'Female' });
    await form.getByRole('button', { name: 'Submit' }).click();
    // The browser holds the dependent back until the follow-up entry is complete, the error linked to its field.
    await expect(form.getByLabel(/Date of Onset/)).toHaveAccessibleDescription(new RegExp(MESSAGES.fieldRequired));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('dependent-health.png'), fullPage: true });
    await fillConditionEntry(form, 'Type 2 diabetes');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Edit Spouse #1: Maria Rivera' })).toBeVisible();

    // Kept in the temp store with its answers; editing shows them again.
    await expect
      .poll(
        async () =>
          (
            await apiData<SavedDependents>(
              request,
              `get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=dependent_info`,
              token,
            )
          ).result?.dependents?.length,
      )
      .toBe(1);
    const saved = await apiData<SavedDependents>(
      request,
      `get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=dependent_info`,
      token,
    );
    expect(saved.result.dependents[0]!.health_info!.condition_questions[1]).toMatchObject({
      question_id: 142,
      yes_no_flag: 1,
      conditions: [{ health_condition: 'Type 2 diabetes', date_of_onset: '03/01/2019' }],
    });
    await page.getByRole('button', { name: 'Edit Spouse #1: Maria Rivera' }).click();
    await expect(page.getByRole('region', { name: 'Dependent #1' }).getByLabel(/^Condition/)).toHaveValue(
      'Type 2 diabetes',
    );
  });
});
