import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { devices, expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { apiCall } from './support/api';
import { axeViolations } from './support/axe';
import { openJordansHome } from './support/entry';
import { DEMO_REP } from './support/homes';
import {
  enrollFromPlanPage,
  drawOnPad,
  fillBillingEft,
  fillContact,
  fillEmployer,
  fillPersonal,
  submitGetStarted,
} from './support/journey-steps';

/**
 * Remote signing end to end, through the screens only: rep AG1001 starts a new member's enrollment
 * from the rep home (New Member, the rep's sign-in, a portal, Start Direct Enrollment), fills the client's steps, verifies
 * as the broker and sends the enrollment to sign from the review (the text-message box ticked); the client, on a phone, opens the texted link, confirms identity with
 * the date of birth and a texted code, reads the summary and signs with the mouse on the pad; the
 * rep's review turns 'Signed', the receipt follows, the client's receipt e-mail is in the outbox
 * and the signed summary (PDF) names the client and the plan.
 */

const DOB = '05/17/1984';

/**
 * The client's number and address. Runs side by side (the projects, repeats) share the outbox: the
 * number is the worker's own, and the address this run's, so no run reads another's text or mail.
 */
function clientContact(info: TestInfo) {
  const line = `01${String(10 + info.parallelIndex).padStart(2, '0')}`;
  const run = `${info.project.name}.${Date.now().toString(36)}`;
  return { e164: `+1404555${line}`, display: `(404) 555-${line}`, email: `rosa.signing.${run}@example.com` };
}
type ClientContact = ReturnType<typeof clientContact>;
const PLAN = 'Brightsmile Dental Plus PPO';

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  channel: 'email' | 'sms';
}

async function outbox(request: APIRequestContext): Promise<OutboxItem[]> {
  return (await apiCall<{ result: OutboxItem[] }>(request, 'get', 'outbox', null)).result;
}

/** The texts to the client so far: taken before an action that sends one, so an older text is never read. */
async function textsTo(request: APIRequestContext, to: ClientContact): Promise<Set<string>> {
  return new Set((await outbox(request)).filter((m) => m.channel === 'sms' && m.to === to.e164).map((m) => m.text));
}

/**
 * The newest text to the client matching `pattern` that is not among `before`: its first capture. The
 * number is the worker's, so an earlier run on this worker (the other project) texted it too.
 */
async function textedTo(
  request: APIRequestContext,
  to: ClientContact,
  pattern: RegExp,
  before: Set<string>,
): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const text = (await outbox(request)).find(
        (m) => m.channel === 'sms' && m.to === to.e164 && !before.has(m.text) && pattern.test(m.text),
      );
      found = pattern.exec(text?.text ?? '')?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/**
 * The rep's new client, through the screens: the rep home's New Member, a portal and Start Direct
 * Enrollment, Get Started with the client's details, plan 101 from its page, the cart, every step
 * (Broker Verification on the agreement step: the rep verifies, the client signs later), then the review.
 */
async function repEnrollsNewClientToReview(page: Page, contact: ClientContact): Promise<void> {
  await openJordansHome(page);
  await page.getByRole('button', { name: /New Member/ }).click();
  // The access code opened the rep's storefront; verifying as the broker needs the rep signed in.
  await expect(page.getByRole('heading', { name: 'Sign in to enroll a new member' })).toBeFocused();
  await page.getByLabel('E-mail').fill(DEMO_REP.email);
  await page.getByLabel('Password').fill(DEMO_REP.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const portal = page.getByRole('combobox', { name: 'Enrollment portal' });
  await expect(portal.locator('option')).not.toHaveCount(1);
  await portal.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: MESSAGES.startNewMemberEnrollment })
    .getByRole('button', { name: new RegExp(MESSAGES.startDirectEnrollment) })
    .click();
  await expect(page).toHaveURL(/\/jordan\/home$/);

  await submitGetStarted(page, { gender: 'Female', tier: 'Member Only', dob: DOB.replace(/\//g, '') });
  await expect(page).toHaveURL(/\/jordan\/plans$/);

  await enrollFromPlanPage(page, '/jordan', 101, new RegExp(PLAN));

  const rosa = { first: 'Rosa', last: 'Quintero', ssn: '123456781', email: contact.email };
  await fillPersonal(page, rosa);
  await fillContact(page, rosa, contact.display.replace(/\D/g, ''));
  await fillEmployer(page);
  await fillBillingEft(page, 'Rosa Quintero');

  // The rep verifies (Broker Verification with the rep's name and code); the client signs on their own device.
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.agreement_info })).toBeVisible();
  const broker = page.getByRole('region', { name: 'Broker Verification' });
  await expect(broker.getByRole('textbox', { name: 'Broker Name' })).toHaveValue('Jordan Avery');
  await expect(broker.getByRole('textbox', { name: 'Broker Code' })).toHaveValue('AG1001');
  await broker.getByRole('textbox', { name: 'Verify Answer' }).fill('Yes');
  const texts = page.getByRole('checkbox');
  for (let i = 0; i < (await texts.count()); i++) await texts.nth(i).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
}

/** The text of a PDF's pages: its Flate streams inflated, the strings drawn (hex, as pdf-lib writes them) decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(bytes.subarray(start, end)).toString('latin1');
      for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    } catch {
      // Not a Flate stream (an image's, or uncompressed).
    }
  }
  return out.join('\n');
}

test('a rep sends the enrollment by text, the client signs on a phone, the rep sees it signed and downloads the PDF', async ({
  page,
  request,
  browser,
}, info) => {
  // A whole enrollment through the screens, then the client's signature on another device.
  test.setTimeout(180_000);
  // The rep (the project's device) enrolls a new client on Jordan Avery's storefront, up to the review.
  const contact = clientContact(info);
  await repEnrollsNewClientToReview(page, contact);
  await page.getByLabel(MESSAGES.sendSmsNotification).check();
  const textsBeforeLink = await textsTo(request, contact);
  await page.getByRole('button', { name: 'Complete Enrollment' }).click();
  const panel = page.getByRole('region', { name: 'Client signature' });
  await expect(panel.getByRole('status')).toContainText('Sent');
  await expect(panel.getByText(`***-***-${contact.e164.slice(-4)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Enrollment' })).toHaveCount(0);
  await panel.screenshot({ path: info.outputPath(`signing-panel-sent-${info.project.name}.png`) });

  // The client, on a phone: the link from the text (the outbox), then identity.
  const signingPath = await textedTo(
    request,
    contact,
    /https?:\/\/[^/\s]+(\/sign\/[A-Za-z0-9_-]{22})/,
    textsBeforeLink,
  );
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const client = await phone.newPage();
  await client.goto(signingPath);
  await expect(client.getByRole('heading', { level: 1, name: 'Hi Rosa, please confirm it is you' })).toBeVisible();
  await expect(client.getByRole('banner')).toHaveCount(0);
  await expect(client).toHaveTitle('Sign your enrollment · OpenEnroll');
  await client.getByLabel('Date of birth').pressSequentially(DOB.replace(/\//g, ''));
  const textsBeforeCode = await textsTo(request, contact);
  await client.getByRole('button', { name: 'Send me a code' }).click();
  const code = await textedTo(request, contact, /signing code is (\d{6})/, textsBeforeCode);
  await client.getByLabel('6-digit code').fill(code);
  expect(await axeViolations(client)).toEqual([]);
  await client.getByRole('button', { name: 'Confirm' }).click();

  // The summary, the agreements and the signature drawn with the mouse.
  await expect(client.getByRole('heading', { level: 1, name: 'Review and sign, Rosa' })).toBeVisible();
  const summary = client.getByRole('region', { name: 'Your enrollment' });
  await expect(summary.getByRole('rowheader', { name: PLAN })).toBeVisible();
  await expect(summary.getByText(/SSN \*\*\*-\*\*-6781/)).toBeVisible();
  await expect(client.getByText('123-45-6781')).toHaveCount(0);
  expect(await axeViolations(client)).toEqual([]);
  await client.screenshot({ path: info.outputPath('signing-summary-390.png'), fullPage: true });
  const boxes = client.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
  await drawOnPad(client);
  await client.getByRole('button', { name: 'Sign and complete enrollment' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you, your enrollment is signed' })).toBeVisible();
  await phone.close();

  // The rep's review follows (polled), then the receipt; the client's receipt e-mail is in the outbox.
  await expect(panel.getByRole('status')).toContainText('Signed', { timeout: 15_000 });
  await panel.screenshot({ path: info.outputPath(`signing-panel-signed-${info.project.name}.png`) });
  const viewReceipt = panel.getByRole('button', { name: 'View receipt' });
  await expect(viewReceipt).toBeVisible({ timeout: 15_000 });
  await viewReceipt.click();
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  await expect
    .poll(async () =>
      (await outbox(request)).some((m) => m.to === contact.email && m.subject.startsWith(MESSAGES.enrollmentReceipt)),
    )
    .toBe(true);

  // The signed summary downloads from the receipt and names the client and the plan.
  const receiptPanel = page.getByRole('region', { name: 'Client signature' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receiptPanel.getByRole('button', { name: 'Download signed summary (PDF)' }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('Rosa Quintero');
  expect(text).toContain(PLAN);
  expect(text).not.toContain('123-45-6781');
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(`${doc.getTitle()} ${doc.getKeywords()}`).toContain('Rosa Quintero');
});
