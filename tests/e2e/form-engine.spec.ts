import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import {
  enrollFromPlanPage,
  completeToReceipt,
  fillEmployer,
  fillHealth,
  startFromReferral,
  type Applicant,
} from './support/journey-steps';
import {
  applicantCall,
  draftOf,
  EMPLOYER_BODY,
  publishDraft,
  putDraft,
  restoreDraft,
  snapshotDraft,
  staffToken,
  SUNFIELD_ADMIN,
  walkToReview,
  type AdminRule,
} from './support/form-engine-utils';

/**
 * Form engine v2, done when: a carrier admin adds typed fields and a custom tab for one plan in the staff
 * console and publishes; a new applicant with that plan in the cart sees them at once (no rebuild,
 * no restart), gets the carrier's message for a wrong answer, finds the answers on the review and
 * completes; the server refuses the same wrong answer. And a change published mid-enrollment: the
 * review names the new required field and completion waits for it.
 *
 * Every rule is scoped to plan 191 (Sunfield Critical Illness 20k, carrier 11) so other specs are
 * not affected, and each test puts the draft back and publishes at the end, so both projects (and a
 * rerun) start from the same rules.
 */

const PLAN = { id: 191, name: /Sunfield Critical Illness 20k/, label: 'Sunfield Critical Illness 20k (plan 191)' };
const EMPLOYEE_NUMBER = {
  field: 'employee_number',
  label: 'Employee number',
  pattern: '^E-\\d{5}$',
  message: 'Use the form E-12345',
};
const HOURS = { field: 'works_over_30_hours', label: 'Do you work more than 30 hours a week?' };
const CUSTOM_TAB = { name: 'carrier_questions', tab: 'custom_carrier_questions', title: 'Carrier Questions' };
const EXAM = { label: 'Date of your last medical exam', typed: '03012024', shown: '03/01/2024' };

const applicant = (tag: string, project: string): Applicant => ({
  first: 'Nadia',
  last: 'Okafor',
  ssn: '123456789',
  email: `nadia.${tag}.${project}@example.com`,
});

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(SUNFIELD_ADMIN.email);
  await page.getByLabel('Password').fill(SUNFIELD_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await expect(page.getByText('Carrier admin, Sunfield Supplemental Insurance')).toBeVisible();
}

async function openSection(page: Page, name: 'Fields' | 'Custom tabs' | 'Publish and history'): Promise<void> {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

async function chooseTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('form', { name: 'Tab and scope' }).getByLabel('Tab', { exact: true }).selectOption(tab);
}

/** Add a field, scoped to plan 191, with a definition; the editor's own inputs by their labels. */
async function addField(
  page: Page,
  field: { name: string; label: string; widget: string; pattern?: string; patternMessage?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add a field' }).click();
  const editor = page.getByRole('form', { name: 'Add a field' });
  await editor.getByLabel('Field name').fill(field.name);
  await editor.getByLabel('Required', { exact: true }).check();
  const scope = editor.getByRole('group', { name: 'Applies to' });
  await scope.getByLabel('Scope', { exact: true }).selectOption({ label: 'Plan' });
  await scope.getByLabel('Plan', { exact: true }).selectOption({ label: PLAN.label });
  await editor.getByLabel('Label', { exact: true }).fill(field.label);
  await editor.getByLabel('Widget').selectOption(field.widget);
  if (field.pattern !== undefined) await editor.getByLabel('Pattern (regular expression)').fill(field.pattern);
  if (field.patternMessage !== undefined)
    await editor.getByLabel('When it does not match the pattern').fill(field.patternMessage);
  await editor.getByRole('button', { name: 'Save to draft' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved ${field.name} (${PLAN.label}) to the draft.` }),
  ).toBeVisible();
  await expect(editor).toHaveCount(0);
}

/** From the rep's referral link (Member Only, born 1985: under 65) to Personal Information with plan 191 in the cart. */
async function cartWithPlan191(page: Page): Promise<void> {
  const prefix = await startFromReferral(page, 'Member Only');
  await enrollFromPlanPage(page, prefix, PLAN.id, PLAN.name);
}

test.describe('form engine v2', () => {
  // The console, then a whole enrollment: a dozen pages and server round trips.
  test.describe.configure({ timeout: 180_000 });

  // Puts the draft back and publishes, even when the test failed or timed out (a hook gets its own time then).
  let restore: ((request: APIRequestContext) => Promise<void>) | null = null;
  test.afterEach(async ({ request }) => {
    const run = restore;
    restore = null;
    if (run) await run(request);
  });

  test('a carrier admin adds fields and a tab for plan 191 and publishes; an applicant sees them, gets the carrier message, reviews and completes; the API refuses the wrong input', async ({
    browser,
    page,
    request,
  }, info) => {
    const project = info.project.name;
    const examField = `last_exam_date_${project}`;
    const snapshot = await snapshotDraft(request, 'employer_info');
    restore = (req) =>
      restoreDraft(req, snapshot, `e2e form-engine: remove the plan 191 fields and tab (${project})`, [CUSTOM_TAB.tab]);
    {
      // ---- the staff console, in its own browser context ------------------------------------
      await signIn(page);
      await chooseTab(page, 'employer_info');
      await addField(page, {
        name: EMPLOYEE_NUMBER.field,
        label: EMPLOYEE_NUMBER.label,
        widget: 'text',
        pattern: EMPLOYEE_NUMBER.pattern,
        patternMessage: EMPLOYEE_NUMBER.message,
      });
      await addField(page, { name: HOURS.field, label: HOURS.label, widget: 'yes_no' });
      const rules = page.getByRole('table', { name: /Rules of Employer Information/ });
      await expect(rules.getByRole('row', { name: new RegExp(EMPLOYEE_NUMBER.field) })).toContainText(
        `${EMPLOYEE_NUMBER.label} (text)`,
      );
      await expect(rules.getByRole('row', { name: new RegExp(HOURS.field) })).toContainText(PLAN.label);

      await openSection(page, 'Custom tabs');
      await page.getByRole('button', { name: 'Add a custom tab' }).click();
      const tabEditor = page.getByRole('form', { name: 'Add a custom tab' });
      await tabEditor.getByLabel('Tab name (after custom_)').fill(CUSTOM_TAB.name);
      await tabEditor.getByLabel('Title').fill(CUSTOM_TAB.title);
      await expect(tabEditor.getByLabel('Required', { exact: true })).toBeChecked();
      const shownFor = tabEditor.getByRole('group', { name: 'Shown for' });
      await shownFor.getByLabel('Scope', { exact: true }).selectOption({ label: 'Plan' });
      await shownFor.getByLabel('Plan', { exact: true }).selectOption({ label: PLAN.label });
      await tabEditor.getByRole('button', { name: 'Save to draft' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Saved the tab ${CUSTOM_TAB.tab} to the draft.` }),
      ).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Custom tabs' }).getByRole('row', { name: new RegExp(CUSTOM_TAB.tab) }),
      ).toContainText(CUSTOM_TAB.title);

      await openSection(page, 'Fields');
      await chooseTab(page, CUSTOM_TAB.tab);
      await addField(page, { name: examField, label: EXAM.label, widget: 'date' });

      await openSection(page, 'Publish and history');
      await page.getByLabel('Note').fill(`Sunfield plan 191: employee number, hours, Carrier Questions (${project})`);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page
        .getByRole('dialog', { name: /^Publish version \d+\?$/ })
        .getByRole('button', { name: /^Publish version \d+$/ })
        .click();
      await expect(page.getByRole('status').filter({ hasText: /Published version \d+\./ })).toBeVisible();

      // ---- a new applicant in a fresh browser context, against the same running server -------------
      const context = await browser.newContext();
      const shopper = await context.newPage();
      const who = applicant('carrier', project);
      await cartWithPlan191(shopper);
      const steps = await walkToReview(shopper, who, {
        onEmployer: async () => {
          const number = shopper.getByLabel(new RegExp(EMPLOYEE_NUMBER.label));
          const hours = shopper.getByRole('group', { name: new RegExp(HOURS.label.replace(/[?]/g, '\\?')) });
          await expect(number).toBeVisible();
          await expect(hours.getByRole('radio', { name: 'Yes' })).toBeVisible();
          // A wrong employee number (and the hours left unanswered): the carrier's message, and no Next.
          await number.fill('E-123');
          await fillEmployer(shopper);
          await expect(shopper.getByText(EMPLOYEE_NUMBER.message)).toBeVisible();
          await expect(shopper.getByRole('heading', { level: 1, name: STEP_TITLES.employer_info })).toBeVisible();
          await expect(number).toHaveAttribute('aria-invalid', 'true');

          // The server refuses the same wrong input through the API, with the carrier's message.
          const refused = await applicantCall(request, shopper, 'post', 'save-employer-info', {
            ...EMPLOYER_BODY,
            [EMPLOYEE_NUMBER.field]: 'E-123',
            [HOURS.field]: 'yes',
          });
          expect(refused.status).toBe(400);
          expect(refused.body.data).toEqual(
            expect.arrayContaining([{ target_element: EMPLOYEE_NUMBER.field, error_message: EMPLOYEE_NUMBER.message }]),
          );
          const unanswered = await applicantCall(request, shopper, 'post', 'save-employer-info', {
            ...EMPLOYER_BODY,
            [EMPLOYEE_NUMBER.field]: 'E-12345',
          });
          expect(unanswered.status).toBe(400);
          expect(unanswered.body.data).toEqual(
            expect.arrayContaining([expect.objectContaining({ target_element: HOURS.field })]),
          );

          await number.fill('E-12345');
          await hours.getByRole('radio', { name: 'Yes' }).check();
          await expect(shopper.getByText(EMPLOYEE_NUMBER.message)).toHaveCount(0);
          await shopper.getByRole('button', { name: 'Next' }).click();
        },
        onCustom: async (title) => {
          await expect(shopper).toHaveURL(new RegExp(`/enrollment/${CUSTOM_TAB.tab}$`));
          expect(title, `the page at ${shopper.url()}`).toBe(CUSTOM_TAB.title);
          await shopper.getByLabel(new RegExp(EXAM.label)).pressSequentially(EXAM.typed);
          await shopper.getByRole('button', { name: 'Next' }).click();
        },
      });
      expect(steps).toContain(CUSTOM_TAB.title);
      expect(steps).toContain(STEP_TITLES.employer_info);

      // The review lists the answers: the employer card with the carrier's labels, and the custom tab's section.
      const cards = shopper.getByRole('list', { name: 'Enrollment details' });
      await cards
        .getByRole('listitem', { name: STEP_TITLES.employer_info })
        .getByRole('button', { name: /View Details/ })
        .click();
      const employer = shopper.getByRole('dialog', { name: STEP_TITLES.employer_info });
      await expect(employer.getByText('E-12345')).toBeVisible();
      await expect
        .soft(
          employer.getByText(EMPLOYEE_NUMBER.label, { exact: true }),
          'the employer card labels the carrier field as the carrier named it',
        )
        .toBeVisible();
      await expect
        .soft(
          employer.getByText(HOURS.label, { exact: true }),
          'the employer card labels the yes/no field as the carrier named it',
        )
        .toBeVisible();
      await employer.getByRole('button', { name: 'Close' }).click();
      const carrierCard = cards.getByRole('listitem', { name: CUSTOM_TAB.title });
      await expect
        .soft(carrierCard, 'the review has a section for the custom tab (0060: a section per custom tab with Edit)')
        .toBeVisible();
      await expect.soft(carrierCard.getByText(EXAM.shown)).toBeVisible();

      await completeToReceipt(shopper, who);
      await context.close();
    }
    await restore(request);
    restore = null;
    const after = await draftOf(request, 'employer_info');
    expect(after.rules.map((r) => r.field_name)).not.toContain(EMPLOYEE_NUMBER.field);
    expect(after.tabs.map((t) => t.tab)).not.toContain(CUSTOM_TAB.tab);
  });

  test('a change published mid-enrollment: the review names the new required field and completion waits for it', async ({
    page,
    request,
  }, info) => {
    const project = info.project.name;
    const badge = { field: 'badge_number', label: 'Badge number' };
    const snapshot = await snapshotDraft(request, 'employer_info');
    restore = (req) => restoreDraft(req, snapshot, `e2e form-engine: remove the plan 191 badge number (${project})`);
    {
      const who = applicant('midway', project);
      await cartWithPlan191(page);
      await walkToReview(page, who);
      const before = await applicantCall<{ version: number; missing_fields: unknown[] }>(
        request,
        page,
        'get',
        'get-missing-fields',
      );
      expect(before.body.data.missing_fields).toEqual([]);

      // Sunfield publishes a required employer field for plan 191 while the applicant sits on the review.
      const token = await staffToken(request);
      // The carrier admin's PUT replaces the tab's rules in Sunfield's scopes: send those it reads, plus the new one.
      const own = (await draftOf(request, 'employer_info', token)).rules;
      const added: AdminRule = {
        tab: 'employer_info',
        field_name: badge.field,
        required: true,
        read_only: false,
        visible: true,
        sort: 200,
        scope: 'plan',
        scope_id: PLAN.id,
        definition: { label: badge.label, widget: 'text', schema: { type: 'string', minLength: 1 } },
      };
      await putDraft(request, token, { rules: [...own, added] });
      const version = await publishDraft(request, token, `Sunfield plan 191 asks for the badge number (${project})`);

      // The server names the missing field and refuses completion until it is given.
      const missing = await applicantCall<{ version: number; missing_fields: unknown[] }>(
        request,
        page,
        'get',
        'get-missing-fields',
      );
      expect(missing.body.data).toEqual({
        version,
        missing_fields: [
          { tab: 'employer_info', field_name: badge.field, label: badge.label, title: STEP_TITLES.employer_info },
        ],
        missing_steps: [],
      });
      const refused = await applicantCall(request, page, 'post', 'save-review-info', {
        additional_notes: '',
        send_sms: 0,
      });
      expect(refused.status).toBe(400);
      expect
        .soft(refused.body.data, "0060: one field error per missing field, 'Please complete <Label> on <Step title>'")
        .toEqual([
          {
            target_element: `employer_info.${badge.field}`,
            error_message: expect.stringMatching(
              new RegExp(`^Please complete ${badge.label} on ${STEP_TITLES.employer_info}\\.?$`),
            ),
          },
        ]);

      // The review names it before Complete (a fresh load of the page, as after any navigation).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
      await expect
        .soft(
          page.getByRole('main').getByText(badge.label).first(),
          'the review page names the missing field before Complete',
        )
        .toBeVisible({ timeout: 5_000 });

      // Complete waits for it: focus goes to the notice naming the field, with its link; nothing was completed.
      await page.getByRole('button', { name: 'Complete Enrollment' }).click();
      const notice = page.getByRole('alert').filter({ hasText: MESSAGES.reviewFieldsNowRequired });
      await expect(notice).toBeFocused();
      await expect(notice.getByText(new RegExp(`${badge.label}`))).toBeVisible();
      await expect(notice.getByRole('link', { name: `Go to ${STEP_TITLES.employer_info}` })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Enrollment not completed' })).toHaveCount(0);

      // Filled from the employer card's Edit Details, Next returns to the review, and it completes.
      const cards = page.getByRole('list', { name: 'Enrollment details' });
      await cards
        .getByRole('listitem', { name: STEP_TITLES.employer_info })
        .getByRole('button', { name: /View Details/ })
        .click();
      await page
        .getByRole('dialog', { name: STEP_TITLES.employer_info })
        .getByRole('button', { name: 'Edit Details' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.employer_info })).toBeVisible();
      await page.getByLabel(new RegExp(badge.label)).fill('B-2041');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
      const none = await applicantCall<{ version: number; missing_fields: unknown[] }>(
        request,
        page,
        'get',
        'get-missing-fields',
      );
      expect(none.body.data).toEqual({ version, missing_fields: [], missing_steps: [] });
      await completeToReceipt(page, who);
    }
    await restore(request);
    restore = null;
    expect((await draftOf(request, 'employer_info')).rules.map((r) => r.field_name)).not.toContain(badge.field);
  });

  test("a carrier's health question with a follow-up: asked on the health page, the follow-up only on Yes, checked, on the review, completed", async ({
    page,
    request,
  }, info) => {
    const project = info.project.name;
    const tobacco = { field: 'uses_tobacco', label: 'Have you used tobacco in the last 12 months?' };
    const packs = { field: 'tobacco_packs_a_week', label: 'Packs a week', message: 'At most 50 packs, please' };
    const snapshot = await snapshotDraft(request, 'primary_health_info');
    restore = (req) =>
      restoreDraft(req, snapshot, `e2e form-engine: remove the plan 191 tobacco question (${project})`);
    const token = await staffToken(request);
    const own = (await draftOf(request, 'primary_health_info', token)).rules;
    const scoped = {
      tab: 'primary_health_info',
      read_only: false,
      visible: true,
      scope: 'plan',
      scope_id: PLAN.id,
    } as const;
    await putDraft(request, token, {
      rules: [
        ...own,
        {
          ...scoped,
          field_name: tobacco.field,
          required: true,
          sort: 300,
          definition: { label: tobacco.label, widget: 'yes_no', schema: { type: 'string' } },
        },
        {
          ...scoped,
          field_name: packs.field,
          required: true,
          sort: 301,
          definition: {
            label: packs.label,
            widget: 'number',
            schema: { type: 'integer', minimum: 1, maximum: 50 },
            messages: { maximum: packs.message },
            when: { field: tobacco.field, equals: 'yes' },
          },
        },
      ],
    });
    await publishDraft(request, token, `Sunfield plan 191 asks about tobacco (${project})`);

    const who = applicant('tobacco', project);
    await cartWithPlan191(page);
    await walkToReview(page, who, {
      onHealth: async () => {
        const question = page.getByRole('group', { name: tobacco.label });
        await expect(question).toBeVisible();
        await expect(page.getByLabel(new RegExp(packs.label))).toHaveCount(0);
        // Unanswered, the carrier's question is refused in the browser, under it.
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.locator(`[data-field="${tobacco.field}"]`).getByText('Field is required')).toBeVisible();
        await question.getByRole('radio', { name: 'Yes' }).check();
        const count = page.getByLabel(new RegExp(packs.label));
        await count.fill('60');
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText(packs.message)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await count.fill('2');
        await fillHealth(page);
      },
    });
    // The health card shows the carrier's answers with the carrier's labels.
    const cards = page.getByRole('list', { name: 'Enrollment details' });
    await cards
      .getByRole('listitem', { name: STEP_TITLES.primary_health_info })
      .getByRole('button', { name: /View Details/ })
      .click();
    const details = page.getByRole('dialog', { name: STEP_TITLES.primary_health_info });
    await expect(details.getByText(tobacco.label)).toBeVisible();
    await expect(details.getByText(packs.label)).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await completeToReceipt(page, who);
    await restore(request);
    restore = null;
  });
});
