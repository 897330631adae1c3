import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { completeToReceipt, enrollFromPlanPage, startFromReferral, type Applicant } from './support/journey-steps';
import {
  ADMIN_TOKEN,
  applicantCall,
  publishDraft,
  restoreDraft,
  snapshotDraft,
  walkToReview,
} from './support/form-engine-utils';
import {
  addCondition,
  addCustomTab,
  addField,
  chooseTab,
  fillGroup,
  openSection,
  PLAN_LABEL,
  publishConfirmed,
  restoreVersion,
  signInCarrierAdmin,
} from './support/questionnaire-console';

/**
 * Issue 29, done when: a carrier admin builds in the console a page "Medical history" for plan 191 (a
 * section heading; a repeating group "Physicians seen" shown only when the applicant is over 40 and
 * answered Yes to a health question; a BMI calculated from the personal step's height and weight with
 * its check; an upload "Proof of prior coverage", PDF or JPEG up to 5 MB, required when "Replacing
 * coverage?" is Yes), publishes with a confirmed difference; an applicant sees what applies, is refused
 * by the browser and by the server (the same bodies posted to the API) with the same messages, and
 * completes with the answers on the review and the receipt. Restoring the previous version removes the
 * page for a new applicant, not for the one pinned in progress. The draft is put back and published
 * after the test (form-engine-utils' restoreDraft), so both projects start from the same rules.
 */

const PLAN = { id: 191, name: /Sunfield Critical Illness 20k/ };
const TAB = { name: 'medical_history', tab: 'custom_medical_history', title: 'Medical history' };
const HEALTH_YES = 'primary_health_info.question_141'; // heart disease, high blood pressure or stroke (fillHealth: Yes)
const BMI_MESSAGE = 'BMI must be below 45 to apply online';
const LABELS = {
  heading: 'Your medical history',
  group: 'Physicians seen',
  bmi: 'Body mass index (BMI)',
  replacing: 'Replacing coverage?',
  upload: 'Proof of prior coverage',
};
// 703 x lbs / inches^2, one decimal (the personal step's weight, height in feet and inches are text).
const BMI_LOGIC = {
  round: [
    {
      '/': [
        { '*': [703, { var: 'primary_info.weight' }] },
        {
          '*': [
            { '+': [{ '*': [{ var: 'primary_info.height_feet' }, 12] }, { var: 'primary_info.height_inch' }] },
            { '+': [{ '*': [{ var: 'primary_info.height_feet' }, 12] }, { var: 'primary_info.height_inch' }] },
          ],
        },
      ],
    },
    1,
  ],
};

const who = (tag: string, project: string): Applicant => ({
  first: 'Ruth',
  last: 'Mbeki',
  ssn: '123456789',
  email: `ruth.${tag}.${project}@example.com`,
});

/** Member Only, born 04/02/1985 (41 on the test's date: over 40), plan 191 in the cart. */
async function cartWithPlan191(page: Page): Promise<void> {
  const prefix = await startFromReferral(page, 'Member Only');
  await enrollFromPlanPage(page, prefix, PLAN.id, PLAN.name);
}

async function buildMedicalHistory(page: Page, project: string): Promise<{ before: number; published: number }> {
  await signInCarrierAdmin(page);
  // The personal step's weight and height, asked for plan 191 (the BMI reads them).
  await chooseTab(page, 'primary_info');
  for (const [i, name] of ['weight', 'height_feet', 'height_inch'].entries())
    await addField(page, { name, required: true, sort: 900 + i });
  await addCustomTab(page, TAB);
  await openSection(page, 'Fields');
  await chooseTab(page, TAB.tab);
  await addField(page, { name: 'history_heading', sort: 10, label: LABELS.heading, widget: 'heading' });
  await addField(page, { name: 'physicians', sort: 20, label: LABELS.group, widget: 'group' }, async (editor) => {
    await fillGroup(editor, {
      item: 'Physician',
      min: 1,
      max: 5,
      fields: [
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'last_seen', label: 'Date last seen', type: 'date' },
        { name: 'reason', label: 'Reason', type: 'text' },
      ],
    });
    await addCondition(editor, 'Shown only when', 1, { field: 'applicant.age', op: '>', value: '40' });
    await addCondition(editor, 'Shown only when', 2, { field: HEALTH_YES, value: 'yes' });
    await expect(editor.getByLabel('Shown only when: join the conditions with')).toHaveValue('and');
    // What the builder looks like (the test's output folder; viewed by hand, not compared).
    await page.screenshot({ path: test.info().outputPath('group-editor.png'), fullPage: true });
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('group-editor-390.png'), fullPage: true });
    if (size) await page.setViewportSize(size);
  });
  await expect(
    page.getByRole('table', { name: /Rules of Medical history/ }).getByRole('row', { name: /physicians/ }),
  ).toContainText(`When applicant.age is greater than 40 AND ${HEALTH_YES} is yes`);
  await addField(page, { name: 'bmi', sort: 30, label: LABELS.bmi, widget: 'number' }, async (editor) => {
    await editor
      .getByLabel('All of the above as JSON, and a calculation (JSON Logic)')
      .fill(JSON.stringify({ calculate: BMI_LOGIC }));
    await editor.getByRole('button', { name: 'Add a check' }).click();
    await addCondition(editor, 'Check 1 passes when', 1, { field: 'bmi', op: '<', value: '45' });
    await editor.getByLabel('Check 1: message').fill(BMI_MESSAGE);
  });
  await addField(page, { name: 'replacing', sort: 40, label: LABELS.replacing, widget: 'yes_no' }, async (editor) => {
    await editor.getByLabel('The answer goes to').selectOption('834');
    await editor.getByLabel('Category name (N1*75)').fill('REPLACING COVERAGE');
  });
  await addField(page, { name: 'prior_coverage', sort: 50, label: LABELS.upload, widget: 'file' }, async (editor) => {
    await editor.getByLabel('PDF').check();
    await editor.getByLabel('JPEG').check();
    await expect(editor.getByLabel('PNG')).not.toBeChecked();
    await editor.getByLabel('Largest file (MB)').fill('5');
    await addCondition(editor, 'Required when', 1, { field: 'replacing', value: 'yes' });
  });
  // The live preview of the page, as a phone (a 390 px frame) and back.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await preview.getByLabel('Plan in the cart').selectOption({ label: PLAN_LABEL });
  await preview.getByRole('radio', { name: 'Phone' }).check();
  await expect(preview.getByTestId('admin-preview')).toHaveClass(/oe-admin-preview__step--phone/);
  await expect(preview.getByText(LABELS.upload).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('preview-phone.png'), fullPage: true });
  await preview.getByRole('radio', { name: 'Desktop' }).check();
  expect(await axeViolations(page)).toEqual([]);
  // The newest version before this publish: what Restore puts back.
  await openSection(page, 'Publish and history');
  const newest = page.getByRole('table', { name: 'Published versions, newest first' }).getByRole('rowheader').first();
  await expect(newest).toBeVisible();
  const before = Number(/\d+/.exec((await newest.textContent()) ?? '')?.[0]);
  const published = await publishConfirmed(page, `Sunfield plan 191: Medical history (${project})`, [
    'physicians',
    'prior_coverage',
  ]);
  return { before, published };
}

const PDF = {
  name: 'coverage.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
};
// A PNG's first bytes under a .pdf name: refused by its contents.
const DISGUISED = {
  name: 'scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};

test.describe('form engine, issue 29: a questionnaire built in the console', () => {
  test.describe.configure({ timeout: 420_000 });

  let restore: ((request: APIRequestContext) => Promise<void>) | null = null;
  test.afterEach(async ({ request }) => {
    const run = restore;
    restore = null;
    if (run) await run(request);
  });

  test('Medical history for plan 191: built, published, enforced on both sides, answered, restored', async ({
    browser,
    page,
    request,
  }, info) => {
    const project = info.project.name;
    const snapshot = await snapshotDraft(request, 'primary_info');
    // Restore needs a version before the test's: on a fresh server (nothing published yet) the draft as it is.
    await publishDraft(request, ADMIN_TOKEN, 'e2e questionnaire: the rules before the test').catch((error: unknown) => {
      if (!String(error).includes(' answered 409 ')) throw error;
    });
    restore = (req) => restoreDraft(req, snapshot, `e2e questionnaire: remove Medical history (${project})`, [TAB.tab]);

    const { before } = await buildMedicalHistory(page, project);

    const context = await browser.newContext();
    const shopper = await context.newPage();
    await cartWithPlan191(shopper);
    const steps = await walkToReview(shopper, who('pinned', project), {
      onCustom: async (title) => {
        expect(title).toBe(TAB.title);
        await expect(shopper.getByRole('heading', { name: LABELS.heading })).toBeVisible();
        const group = shopper.getByRole('group', { name: new RegExp(LABELS.group) });
        await expect(group).toBeVisible();
        // 150 lbs at 5 ft 6 in (fillPersonal): 24.2, read-only.
        const bmi = shopper.getByLabel(new RegExp(LABELS.bmi.replace(/[()]/g, '\\$&')));
        await expect(bmi).toHaveValue('24.2');
        const replacing = shopper.getByRole('group', { name: new RegExp(LABELS.replacing.replace('?', '\\?')) });
        await replacing.getByRole('radio', { name: 'Yes' }).check();

        // The browser refuses (no physician, no proof); the server refuses the same body with the same messages.
        await shopper.getByRole('button', { name: 'Next' }).click();
        await expect(shopper.getByRole('heading', { level: 1, name: TAB.title })).toBeVisible();
        const refused = await applicantCall<Array<{ target_element: string; error_message: string }>>(
          request,
          shopper,
          'post',
          'save-custom-step',
          { tab: TAB.tab, replacing: 'yes', physicians: [], prior_coverage: [], bmi: 99 },
        );
        expect(refused.status).toBe(400);
        const messages = refused.body.data.map((e) => e.error_message);
        expect(refused.body.data.map((e) => e.target_element).sort()).toEqual(['physicians', 'prior_coverage']);
        for (const m of messages) await expect(shopper.getByText(m, { exact: true }).first()).toBeVisible();

        // A PNG named .pdf: refused by its contents.
        await shopper.getByLabel(/Choose file/).setInputFiles(DISGUISED);
        await expect(shopper.getByText(/its contents were checked, not its name/)).toBeVisible();

        // ---- meanwhile the carrier restores the previous version: a new applicant has no Medical history ----
        await restoreVersion(page, before);
        const other = await browser.newContext();
        const fresh = await other.newPage();
        await cartWithPlan191(fresh);
        const freshSteps = await walkToReview(fresh, who('after-restore', project));
        expect(freshSteps).not.toContain(TAB.title);
        await other.close();

        // ---- the pinned applicant keeps the page -----------------------------------------------------
        await group.getByRole('button', { name: '+ Add Physician' }).click();
        const item = shopper.getByRole('region', { name: 'Physician #1' });
        await item.getByLabel(/Name/).fill('Dr. Lee');
        await item.getByLabel(/Date last seen/).pressSequentially('03012025');
        await item.getByLabel(/Reason/).fill('Blood pressure check');
        await item.getByRole('button', { name: 'Save Physician #1' }).click();
        await expect(group.getByText(/Physician #1: Dr\. Lee/)).toBeVisible();
        await shopper.getByLabel(/Choose (another )?file/).setInputFiles(PDF);
        await expect(shopper.getByRole('button', { name: `Remove ${PDF.name}` })).toBeVisible();
        expect(await axeViolations(shopper)).toEqual([]);
        await shopper.getByRole('button', { name: 'Next' }).click();
      },
    });
    expect(steps).toContain(TAB.title);
    expect(steps).toContain(STEP_TITLES.primary_health_info);

    // The review's section of the page carries the answers.
    const card = shopper.getByRole('list', { name: 'Enrollment details' }).getByRole('listitem', { name: TAB.title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Dr. Lee').first()).toBeVisible();
    await completeToReceipt(shopper, who('pinned', project));
    await expect(shopper.getByText(LABELS.replacing).first()).toBeVisible();
    await expect(shopper.getByText('Dr. Lee').first()).toBeVisible();
    await expect(shopper.getByText(PDF.name).first()).toBeVisible();
    await context.close();
  });
});
