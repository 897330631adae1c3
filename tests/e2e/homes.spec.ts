import { expect, test } from '@playwright/test';
import { INPUT_MESSAGES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { passAccessPage } from './support/entry';
import { dismissLocationBanner, signInOnPrompt, stored, tempInfo } from './support/homes';

test.describe('homes and current members', () => {
  test('a rep signs in and enrolls a current member from page 2 of the table', async ({ page, request }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await expect(page).toHaveURL(/\/jordan$/);

    await page.goto('/jordan/agent-home');
    await dismissLocationBanner(page);
    await expect(page.getByRole('heading', { name: 'Who do you want to enroll for?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Current Member/ }).click();
    await expect(page).toHaveURL(/\/jordan\/agent-select-member$/);

    await signInOnPrompt(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6); // header + 5 rows per page
    for (const ssn of await table.locator('td[data-label="SSN"]').allTextContents())
      expect(ssn).toMatch(/^\*\*\*-\*\*-\d{4}$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Member pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(table).toHaveAccessibleName(/page 2 of/);
    const casey = table.getByRole('row', { name: /Casey Nguyen/ });
    await expect(casey).toBeVisible();
    await expect(casey.getByText('(TERMED)')).toBeVisible();
    await expect(table.getByRole('row', { name: /Taylor Brooks/ })).toHaveCount(0);

    await casey.getByRole('button', { name: /Enroll Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Tier' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please choose a tier')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Member + Spouse' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/jordan\/plans$/);
    expect(await stored(page, 'tempId')).toMatch(/^[0-9a-f]{32}$/);
    expect(await tempInfo(request, page, 'filter_info')).toMatchObject({
      tier: 'IS',
      type: 'existing-member',
      eprocess: 'rep',
      group_id: 2001,
      zip: '30301',
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the welcome form shows the zip, date and age errors, then goes to the plans', async ({ page, request }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await expect(page).toHaveURL(/\/jordan$/);
    await dismissLocationBanner(page);
    const form = page.getByRole('region', { name: 'Get Started' });

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Field is required')).toHaveCount(4);

    await form.getByLabel('Zip code').fill('123');
    await form.getByLabel('Gender').selectOption({ label: 'Female' });
    await form.getByLabel('Tier').selectOption({ label: 'Member Only' });
    await form.getByLabel('Date of birth').pressSequentially('01012015');
    await expect(form.getByLabel('Date of birth')).toHaveValue('01/01/2015');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Invalid Zip code')).toBeVisible();
    await expect(form.getByText('Age must be between 18 and 100 years.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Five digits pass the browser's check; the zip service refuses 00000.
    await form.getByLabel('Zip code').fill('00000');
    await form.getByLabel('Date of birth').fill('');
    // Month 13 is kept as typed and refused with the month named (issue 26: it was clamped to 01).
    await form.getByLabel('Date of birth').pressSequentially('13121986');
    await expect(form.getByLabel('Date of birth')).toHaveValue('13/12/1986');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(INPUT_MESSAGES.monthOutOfRange('13'))).toBeVisible();
    await form.getByLabel('Date of birth').fill('');
    await form.getByLabel('Date of birth').pressSequentially('01121986');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Invalid Zip code')).toBeVisible();
    await expect(form.getByText('Age must be between 18 and 100 years.')).toHaveCount(0);

    await form.getByLabel('Zip code').fill('30301');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/jordan\/plans$/);
    expect(await tempInfo(request, page, 'filter_info')).toMatchObject({
      zip: '30301',
      state: 'GA',
      dob: '01/12/1986',
      gender: 1,
      tier: 'IO',
    });
  });

  test('the help widget asks one question at a time and the quote stepper stays at 0 or more', async ({ page }) => {
    await page.goto('/');
    await passAccessPage(page, 'AG1001');
    await page.goto('/jordan/new-landing');
    await dismissLocationBanner(page);
    await expect(page.getByRole('heading', { name: 'GET A QUOTE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fewer dependents' })).toBeDisabled();
    await page.getByRole('button', { name: 'More dependents' }).click();
    await expect(page.getByRole('group', { name: 'Add Dependents' }).getByText('1')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please select a category.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByLabel('What is your name?')).toBeVisible();
    await help.getByLabel('What is your name?').fill('Pat');
    await help.getByRole('button', { name: 'Send' }).click();
    await expect(help.getByLabel('What is the best phone number or e-mail to reach you?')).toBeVisible();
    await help.getByRole('button', { name: /Edit/ }).click();
    await expect(help.getByLabel('What is your name?')).toHaveValue('Pat');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Help' })).toBeFocused();
  });
});
