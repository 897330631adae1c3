import { MESSAGES } from '../messages';
import { defineStep } from '../step-definition';

/**
 * A test-only step that uses every kind of fragment the schema layer supports (each 'oe-*' format,
 * options with labels, integers, booleans, an object of flags, a pattern and a length limit). The
 * real steps live in schemas/<step>.ts.
 */
const flag = (title: string) => ({ type: 'integer', enum: [0, 1], title }) as const;

export const sampleStep = defineStep({
  id: 'sample_info',
  fields: {
    first_name: {
      label: 'First Name',
      schema: { type: 'string', format: 'oe-name', maxLength: 50 },
      messages: { invalid: MESSAGES.validFirstName },
    },
    last_name: {
      label: 'Last Name',
      schema: { type: 'string', format: 'oe-name', maxLength: 50 },
      messages: { invalid: MESSAGES.validLastName },
    },
    birthdate: {
      label: 'Date of Birth',
      schema: { type: 'string', format: 'oe-adult-dob' },
      widget: 'date',
      placeholder: 'mm/dd/yyyy',
    },
    prior_effective_date: {
      label: 'Effective Date',
      schema: { type: 'string', format: 'oe-past-date' },
      widget: 'date',
    },
    start_date: { label: 'Start Date', schema: { type: 'string', format: 'oe-date' }, widget: 'date' },
    ssn: { label: 'SSN', schema: { type: 'string', format: 'oe-ssn' }, widget: 'ssn' },
    phone_number: { label: 'Phone', schema: { type: 'string', format: 'oe-phone' }, widget: 'phone' },
    email_address: {
      label: 'Email',
      schema: { type: 'string', format: 'oe-email' },
      widget: 'email',
      help: MESSAGES.clientEmailLabel,
    },
    address1: { label: 'Address 1', schema: { type: 'string', maxLength: 20 } },
    zip: { label: 'Zip', schema: { type: 'string', format: 'oe-zip' }, widget: 'zip' },
    zip4: { label: 'Zip4', schema: { type: 'string', format: 'oe-zip4' } },
    state: { label: 'State', schema: { type: 'string', format: 'oe-state' }, widget: 'state' },
    billing_zip: {
      label: 'Zip',
      schema: { type: 'string', format: 'oe-zip' },
      widget: 'zip',
      messages: { invalid: MESSAGES.zipInvalid },
    },
    marital_status: {
      label: 'Marital Status',
      schema: {
        type: 'string',
        oneOf: [
          { const: '0', title: 'Single' },
          { const: '1', title: 'Married' },
          { const: '2', title: 'Divorced' },
          { const: '3', title: 'Widowed' },
        ],
      },
      widget: 'maritalStatus',
    },
    gender: { label: 'Gender', schema: { type: 'integer', enum: [0, 1] }, widget: 'gender' },
    weight: { label: 'Weight', schema: { type: 'string', format: 'oe-weight' }, widget: 'weight' },
    height_feet: { label: 'Feet', schema: { type: 'string', format: 'oe-height-feet' }, widget: 'heightFeet' },
    height_inch: { label: 'Inches', schema: { type: 'string', format: 'oe-height-inches' }, widget: 'heightInches' },
    emp_num_employed: { label: 'Number employed', schema: { type: 'integer', minimum: 1, maximum: 100000 } },
    with_validation: { label: 'USPS Address Validation', schema: { type: 'boolean' }, widget: 'checkbox' },
    code: { label: 'Code', schema: { type: 'string', pattern: '^[A-Z]{2}\\d+$' } },
    beneficiary_percentage: {
      label: 'Percentage',
      schema: { type: 'string', format: 'oe-percentage' },
      widget: 'percentage',
    },
    routing_number: { label: 'Routing Number', schema: { type: 'string', format: 'oe-routing' }, widget: 'routing' },
    account_number: {
      label: 'Account Number',
      schema: { type: 'string', format: 'oe-account' },
      widget: 'accountNumber',
    },
    card_number: { label: 'Card Number', schema: { type: 'string', format: 'oe-card' }, widget: 'cardNumber' },
    security_code: { label: 'Security Code', schema: { type: 'string', format: 'oe-cvv' }, widget: 'securityCode' },
    holiday_policy: {
      label: 'Holiday Policy',
      widget: 'holidayPolicy',
      schema: { type: 'object', properties: { Standard_6: flag('Standard 6'), Birthday: flag('Birthday') } },
      messages: { required: MESSAGES.selectHolidayPolicy },
    },
  },
  order: ['first_name', 'last_name', 'birthdate', 'ssn', 'email_address', 'phone_number', 'zip', 'state'],
});

/** Like sampleStep, but only required fields are shown (contact, employer, billing). */
export const sampleRequiredOnlyStep = defineStep({ ...sampleStep, id: 'sample_required_only', onlyRequired: true });
