import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { SIGNING_MESSAGES, signingSentBy } from '../../schemas/signing-messages';
import { apiCall, saveStepsToReview } from './support/api';
import { axeViolations } from './support/axe';
import { DEMO_REP } from './support/homes';
import { drawOnPad } from './support/journey-steps';

/**
 * The client's signing page (/sign/{token}) as the client meets it, on the project's device: who
 * sent the link, for which storefront and what for, before anything is asked; a wrong code kept
 * and its problem said once, announced and linked; the done page's confirmation number and the
 * client's own copy of what they signed. The rep's side (sending the link from the review) is
 * remote-signing.spec.ts; here the rep's enrollment is set up through the API.
 */

const DOB = '05/17/1984';
const SSN = '123-45-6782';
const MISMATCH = /The date of birth or the code does not match/;

test('the signing page names the sender before asking anything, keeps a wrong code, and the done page gives the confirmation number and a copy', async ({
  page,
  request,
}, info) => {
  const link = await signingLinkSent(request, info);
  await page.goto(link.path);

  // Before anything is asked: the storefront's logo, who sent the link, what for, and their phone.
  await expect(page.getByRole('heading', { level: 1, name: SIGNING_MESSAGES.identityTitle('Ines') })).toBeVisible();
  const logo = page.locator('main img[src="/img/logo-avery-benefits.svg"]');
  await expect(logo).toBeInViewport();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(signingSentBy('Jordan Avery'))).toBeInViewport();
  await expect(page.getByRole('link', { name: '(404) 555-0101' })).toHaveAttribute('href', 'tel:4045550101');
  await expect(page.getByText(SIGNING_MESSAGES.neverAsked)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`signing-identity-${info.project.name}.png`), fullPage: true });

  // A wrong code: kept in the box, the problem said once, announced, linked to the box and describing it.
  await page.getByLabel('Date of birth').pressSequentially(DOB.replace(/\//g, ''));
  const before = await textsTo(request, link.client.e164);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await textedCode(request, link.client.e164, before);
  const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  const codeBox = page.getByLabel(SIGNING_MESSAGES.codeLabel);
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MISMATCH);
  await expect(alert).toBeFocused();
  await expect(codeBox).toHaveValue(wrong);
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(codeBox).toHaveAccessibleDescription(MISMATCH);
  await expect(page.getByText(MISMATCH)).toHaveCount(1);
  // The prompt for the code is said once.
  await expect(page.getByText(/code we sen[dt]/)).toHaveCount(1);
  await alert.getByRole('link', { name: MISMATCH }).click();
  await expect(codeBox).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`signing-wrong-code-${info.project.name}.png`), fullPage: true });

  // The right code (corrected in the box), the summary, the signature.
  await codeBox.fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign, Ines' })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
  await drawOnPad(page);
  await page.getByRole('button', { name: 'Sign and complete enrollment' }).click();

  // Done: the confirmation number and the client's own copy.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your enrollment is signed' })).toBeVisible();
  const confirmation = page.getByText(SIGNING_MESSAGES.confirmationIntro);
  await expect(confirmation).toHaveText(/#\d+$/);
  const number = /#(\d+)$/.exec((await confirmation.textContent()) ?? '')?.[1] ?? 'none';
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`signing-done-${info.project.name}.png`), fullPage: true });
  // Back on the page (a reload): the same done page, for the client who signed only.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your enrollment is signed' })).toBeVisible();
  await expect(page.getByText(SIGNING_MESSAGES.confirmationIntro)).toHaveText(new RegExp(`#${number}$`));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: SIGNING_MESSAGES.downloadCopy }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`signed-enrollment-${number}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).not.toContain(SSN);
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(doc.getTitle()).toContain('Ines Okafor');
  // Only the signing session that signed gets the copy.
  expect((await request.get(`/api/v1${link.path}/signed-copy`)).status()).toBe(404);
});

interface OutboxItem {
  to: string;
  text: string;
  channel: 'email' | 'sms';
}

/** The client's number and address: the worker's own number and this run's address (the outbox is shared). */
function clientOf(info: TestInfo) {
  const line = `02${String(10 + info.parallelIndex).padStart(2, '0')}`;
  const run = `${info.project.name}.${Date.now().toString(36)}`;
  return { e164: `+1404555${line}`, display: `(404) 555-${line}`, email: `ines.signing.${run}@example.com` };
}

/**
 * Rep AG1001's enrollment for a new client, set up through the API by the signed-in rep (the rep's screens are
 * remote-signing.spec.ts's): plan 101 in the cart, every step saved, the review sent by text.
 * Answers the texted link's path and the client's number.
 */
async function signingLinkSent(request: APIRequestContext, info: TestInfo) {
  const client = clientOf(info);
  // The rep signed in: the broker's verification (and so the signing link) is a signed-in rep's.
  const { token } = await apiCall<{ token: string }>(request, 'post', 'rep-sign-in', null, DEMO_REP);
  const call = <T>(method: 'get' | 'post', path: string, body?: unknown) =>
    apiCall<T>(request, method, path, token, body);
  const filter = await call<{ temp_enrollment_id: string }>('post', 'add-filter-for-new-user', {
    zip: '30301',
    dob: DOB,
    gender: '1',
    tier: 'IO',
    eprocess: 'rep',
  });
  const id = filter.temp_enrollment_id;
  const pricing = await call<{ plans: { ppid: number }[] }>(
    'get',
    `get-plan-pricing-detail?pid=101&enrollment_id=${id}`,
  );
  await call('post', 'add-plan-to-cart', { enrollment_id: id, plan_id: 101, plan_pricing_id: pricing.plans[0]!.ppid });
  await saveStepsToReview(request, token, id, {
    firstName: 'Ines',
    lastName: 'Okafor',
    ssn: SSN,
    phone: client.display,
    email: client.email,
    employer: { name: 'Okafor Tailoring', address1: '3 Elm St', zip: '30301', occupation: 'Tailor' },
  });
  const before = await textsTo(request, client.e164);
  await call('post', 'save-review-info', { enrollment_id: id, send_sms: 1 });
  const path = await textedTo(request, client.e164, /https?:\/\/[^/\s]+(\/sign\/[A-Za-z0-9_-]{22})/, before);
  return { path, client };
}

/** The texts to `to` so far: taken before an action that sends one, so an older text is never read. */
async function textsTo(request: APIRequestContext, to: string): Promise<Set<string>> {
  const list = (await apiCall<{ result: OutboxItem[] }>(request, 'get', 'outbox', null)).result;
  return new Set(list.filter((m) => m.channel === 'sms' && m.to === to).map((m) => m.text));
}

/** The first capture of the newest text to `to` matching `pattern` and not among `before`. */
async function textedTo(request: APIRequestContext, to: string, pattern: RegExp, before: Set<string>) {
  let found = '';
  await expect
    .poll(async () => {
      const list = (await apiCall<{ result: OutboxItem[] }>(request, 'get', 'outbox', null)).result;
      const text = list.find((m) => m.channel === 'sms' && m.to === to && !before.has(m.text) && pattern.test(m.text));
      found = pattern.exec(text?.text ?? '')?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

const textedCode = (request: APIRequestContext, to: string, before: Set<string>) =>
  textedTo(request, to, /signing code is (\d{6})/, before);
