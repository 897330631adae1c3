/** Valid save-billing-info bodies (without enrollment_id) of the billing API tests: bank draft and card. */

const nextYear = String(new Date().getFullYear() + 1);

export const EFT = {
  payment_method: 'eft',
  bill_date: 15,
  routing_number: '021000021',
  account_name: 'Pat Morgan',
  bank_name: 'JPMORGAN CHASE BANK, NA',
  account_number: '12345678',
  account_type: 'checking',
  account_holder_type: 'individual',
};

export const CARD = {
  payment_method: 'cc',
  bill_date: 28,
  first_name_on_cc: 'Pat',
  last_name_on_cc: 'Morgan',
  card_number: '4111111111111111',
  expiration_month: '12',
  expiration_year: nextYear,
  security_code: '123',
  address1: '9 Main St',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
};
