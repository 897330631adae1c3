import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { devices, expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { MESSAGES } from '../../schemas/messages';
import { apiCall, saveStepsToReview } from './support/api';
import { axeViolations } from './support/axe';
import { drawOnPad } from './support/journey-steps';
import { startQuote } from './support/plan-detail-utils';

/**
 * Remote signing end to end: rep AG1001 sends the client's enrollment to sign from the review (the
 * text-message box ticked); the client, on a phone, opens the texted link, confirms identity with
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

/** Plan 101 in the rep's client's cart, checked out, and every step up to the review saved through the API. */
async function repEnrollmentAtReview(
  request: APIRequestContext,
  id: string,
  token: string,
  contact: ClientContact,
): Promise<void> {
  const call = <T>(method: 'get' | 'post', path: string, body?: unknown) =>
    apiCall<T>(request, method, path, token, body);
  const pricing = await call<{ plans: { ppid: number }[] }>(
    'get',
    `get-plan-pricing-detail?pid=101&enrollment_id=${id}`,
  );
  await call('post', 'add-plan-to-cart', { enrollment_id: id, plan_id: 101, plan_pricing_id: pricing.plans[0]!.ppid });
  await saveStepsToReview(request, token, id, {
    firstName: 'Rosa',
    lastName: 'Quintero',
    ssn: '123-45-6781',
    phone: contact.display,
    email: contact.email,
    employer: { name: 'Quintero Bakery', address1: '2 Oak St', zip: '30301', occupation: 'Baker' },
  });
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
  // The rep (the project's device): a quote on Jordan Avery's storefront, the steps saved, then the review.
  const { tempId, token } = await startQuote(page, request, { dob: DOB });
  const contact = clientContact(info);
  await repEnrollmentAtReview(request, tempId, token, contact);
  // The agreement step, saved here through the API, leaves the enrollment's process in storage.
  await page.evaluate(() => localStorage.setItem('eprocess', 'rep'));
  await page.goto('/jordan/enrollment/review-confirm');
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
