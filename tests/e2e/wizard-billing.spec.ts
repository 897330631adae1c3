import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { apiData } from './support/api';
import { axeViolations } from './support/axe';
import { createEnrollmentWithCart, openWizard } from './support/enrollment-utils';

type PaymentInfo = { result: Record<string, unknown> | null };

const paymentInfo = (request: APIRequestContext, token: string, id: string) =>
  apiData<PaymentInfo>(request, `get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`, token);

async function saveContact(request: APIRequestContext, token: string, enrollmentId: string): Promise<void> {
  const res = await request.post('/api/v1/save-contact-info', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      enrollment_id: enrollmentId,
      address1: '77 Peachtree St',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
      phone_number: '4045550101',
      email_address: 'pat@example.com',
    },
  });
  expect(res.status()).toBe(200);
}

const nextYear = String(new Date().getFullYear() + 1);
const paymentType = (page: Page) => page.getByRole('group', { name: 'Payment Type' });

test.describe('Billing Information', () => {
  test('EFT: routing 021000021 fills the bank name in upper case, 123456789 is refused and clears it', async ({
    page,
    request,
  }, testInfo) => {
    const { token, enrollmentId } = await createEnrollmentWithCart(request);
    await openWizard(page, token, enrollmentId, 'billing-information');
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.billing_info })).toBeVisible();
    await expect(paymentType(page).getByLabel('EFT')).toBeChecked();
    await expect(page.getByRole('group', { name: 'Billing Date' }).getByLabel('28th of month')).toBeChecked();
    await expect(page.getByText(/I authorize/)).toBeVisible();
    await expect(page.getByText(/insufficient funds/)).toBeVisible();

    const routing = page.getByLabel(/Routing Number/);
    const bankName = page.getByLabel(/Bank Name/);
    await routing.fill('123456789');
    await routing.blur();
    await expect(routing).toHaveAccessibleDescription(new RegExp(MESSAGES.routingNineDigits));
    await expect(bankName).toHaveValue('');
    await routing.fill('021000021');
    await routing.blur();
    await expect(bankName).toHaveValue('JPMORGAN CHASE BANK, NA');

    await page.getByLabel(/Account Holder Name/).fill('Pat Morgan');
    await page.getByLabel(/Account Number/).fill('12');
    await page
      .getByRole('group', { name: /Account Type/ })
      .getByLabel('Checking')
      .check();
    await page
      .getByRole('group', { name: /Account Holder Type/ })
      .getByLabel('Individual')
      .check();
    await page.getByRole('group', { name: 'Billing Date' }).getByLabel('15th of month').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel(/Account Number/)).toHaveAccessibleDescription(
      new RegExp(MESSAGES.accountNumberDigits),
    );
    await page.getByLabel(/Account Number/).fill('12345678');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('billing-eft.png'), fullPage: true });

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/billing-information$/);
    const saved = await paymentInfo(request, token, enrollmentId);
    expect(saved.result).toMatchObject({
      payment_method: 'eft',
      bill_date: 15,
      bank_name: 'JPMORGAN CHASE BANK, NA',
      account_number: 'XXXXXXXX5678',
    });
  });

  test('card 4111111111111111 with the physical address copied read-only, unchecking unlocks it', async ({
    page,
    request,
  }, testInfo) => {
    const { token, enrollmentId } = await createEnrollmentWithCart(request);
    await saveContact(request, token, enrollmentId);
    await openWizard(page, token, enrollmentId, 'billing-information');
    await paymentType(page).getByLabel('Credit Card').check();
    await page.getByLabel(/First Name on Card/).fill('Pat');
    await page.getByLabel(/Last Name on Card/).fill('Morgan');
    await page.getByLabel(/Card Number/).fill('4111111111111111');
    await page.getByLabel(/Expiration Month/).selectOption('12');
    await page.getByLabel(/Expiration Year/).selectOption(nextYear);
    await page.getByLabel(/Security Code/).fill('123');

    const physical = page.getByLabel(MESSAGES.choosePhysicalAddress);
    await physical.check();
    const address1 = page.getByLabel(/^Address 1/);
    await expect(address1).toHaveValue('77 Peachtree St');
    await expect(address1).not.toBeEditable();
    // The typed card fields survive the address switch.
    await expect(page.getByLabel(/Card Number/)).toHaveValue('4111111111111111');
    await physical.uncheck();
    await expect(address1).toHaveValue('');
    await expect(address1).toBeEditable();
    await physical.check();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('billing-card.png'), fullPage: true });

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/billing-information$/);
    const saved = await paymentInfo(request, token, enrollmentId);
    expect(saved.result).toMatchObject({
      payment_method: 'cc',
      card_number: 'XXXXXXXX1111',
      card_brand: 'visa',
      is_physical_address: 'yes',
      address1: '77 Peachtree St',
    });
    expect(JSON.stringify(saved.result)).not.toMatch(/4111111111111111|"security_code"/);
  });

  test('a card the check refuses shows the message under Card Number; navto returns to review', async ({
    page,
    request,
  }) => {
    const { token, enrollmentId } = await createEnrollmentWithCart(request);
    await page.addInitScript(() => localStorage.setItem('navto', 'review'));
    await openWizard(page, token, enrollmentId, 'billing-information');
    await paymentType(page).getByLabel('Credit Card').check();
    await page.getByLabel(/First Name on Card/).fill('Pat');
    await page.getByLabel(/Last Name on Card/).fill('Morgan');
    await page.getByLabel(/Card Number/).fill('4111111111111112');
    await page.getByLabel(/Expiration Month/).selectOption('01');
    await page.getByLabel(/Expiration Year/).selectOption(nextYear);
    await page.getByLabel(/Security Code/).fill('123');
    await page.getByLabel(/^Address 1/).fill('9 Main St');
    await page.getByLabel(/^City/).fill('Atlanta');
    await page.getByLabel(/^Zip/).fill('30301');
    await expect(page.getByLabel(/^State/)).toHaveValue('GA');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel(/Card Number/)).toHaveAccessibleDescription(new RegExp(MESSAGES.cardNotAccepted));
    await page.getByLabel(/Card Number/).fill('4111111111111111');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  });
});
