import { formFieldRules } from '../schema';
import { carrierId } from './demo-file';
import type { SeedContext } from './context';
import { GROUP, SPECIAL_PLAN } from './handles';

/** `name` required, `name?` optional, `name!` required and read-only, `name~` optional and read-only. */
type FieldSpec = string;

// Default descriptors of each tab (001 and 002 section 3), in display order.
const DEFAULT_TABS: Record<string, FieldSpec[]> = {
  primary_info: [
    'first_name',
    'middle_name?',
    'last_name',
    'birthdate!',
    'gender!',
    'height_feet?',
    'height_inch?',
    'weight?',
    'marital_status',
    'ssn',
    'prior_coverage_flag?',
    'prior_carrier_name?',
    'prior_effective_date?',
    'prior_term_date?',
  ],
  contact_info: [
    'address1',
    'address2?',
    'city',
    'state',
    'zip',
    'zip4?',
    'phone_number',
    'email_address',
    'birth_state?',
    'birth_city?',
    'with_validation?',
  ],
  employer_info: [
    'name',
    'phone',
    'address1',
    'address2?',
    'city',
    'state',
    'zip',
    'with_validation?',
    'average_work_week',
    'employment_start_date',
    'occupation',
    'compensation_type',
    'employment_status',
    'emp_industry?',
    'emp_num_employed?',
    'emp_vac_policy?',
    'emp_barg_unit?',
    'holiday_policy?',
  ],
  beneficiary_info: [
    'first_name',
    'middle_name?',
    'last_name',
    'birthdate',
    'ssn',
    'relationship',
    'beneficiary_percentage',
  ],
  dependent_primary_info: [
    'first_name',
    'middle_name?',
    'last_name',
    'birthdate',
    'ssn',
    'relationship!',
    'gender',
    'weight?',
    'height_feet?',
    'height_inch?',
    'employed~',
  ],
  agreement_info: [
    'question_id~',
    'question~',
    'answer',
    'verification_code~',
    'date~',
    'agent_name~',
    'agent_code~',
    'group_name~',
    'group_code~',
    'user_name~',
    'signature?',
  ],
  billing_info: [
    'payment_method',
    'bill_date',
    'routing_number',
    'account_name',
    'bank_name',
    'account_number',
    'account_type',
    'account_holder_type',
    'first_name_on_cc',
    'last_name_on_cc',
    'card_number',
    'expiration_month',
    'expiration_year',
    'security_code',
    'address1',
    'address2?',
    'city',
    'state',
    'zip',
    'is_physical_address?',
  ],
};

function parse(spec: FieldSpec): { fieldName: string; required: boolean; readOnly: boolean } {
  const mark = spec.at(-1);
  const fieldName = /[?!~]$/.test(spec) ? spec.slice(0, -1) : spec;
  return { fieldName, required: mark !== '?' && mark !== '~', readOnly: mark === '!' || mark === '~' };
}

type Rule = typeof formFieldRules.$inferInsert;

/** Overrides that show what carriers, plans and groups can change without a frontend release. */
function overrides(): Rule[] {
  const harborline = carrierId('HBL');
  const union = carrierId('TUB');
  return [
    // Life underwriting needs build: Harborline requires weight and height.
    ...['weight', 'height_feet', 'height_inch'].map((fieldName, i) => ({
      tab: 'primary_info',
      fieldName,
      required: true,
      sort: 5 + i,
      scope: 'carrier' as const,
      scopeId: harborline,
    })),
    ...['weight', 'height_feet', 'height_inch'].map((fieldName, i) => ({
      tab: 'dependent_primary_info',
      fieldName,
      required: true,
      sort: 7 + i,
      scope: 'carrier' as const,
      scopeId: harborline,
    })),
    // The union trust needs the full employer profile.
    ...['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit', 'holiday_policy'].map(
      (fieldName, i) => ({
        tab: 'employer_info',
        fieldName,
        required: true,
        sort: 13 + i,
        scope: 'carrier' as const,
        scopeId: union,
      }),
    ),
    // The prudential-type life plan asks where the applicant was born (birth_state and birth_city together).
    {
      tab: 'contact_info',
      fieldName: 'birth_state',
      required: true,
      sort: 8,
      scope: 'plan',
      scopeId: SPECIAL_PLAN.prudentialLife,
    },
    {
      tab: 'contact_info',
      fieldName: 'birth_city',
      required: true,
      sort: 9,
      scope: 'plan',
      scopeId: SPECIAL_PLAN.prudentialLife,
    },
    // Acme's employer details come from the group record and cannot be edited by employees.
    ...['name', 'phone', 'address1', 'city', 'state', 'zip'].map((fieldName, i) => ({
      tab: 'employer_info',
      fieldName,
      required: true,
      readOnly: true,
      sort: i,
      scope: 'group' as const,
      scopeId: GROUP.acme,
    })),
  ];
}

/** Default form-field rules for every tab plus carrier, plan and group overrides. */
export async function seedFormRules({ tx }: SeedContext): Promise<void> {
  const defaults: Rule[] = Object.entries(DEFAULT_TABS).flatMap(([tab, specs]) =>
    specs.map((spec, sort) => ({ tab, ...parse(spec), sort, scope: 'default' as const })),
  );
  await tx.insert(formFieldRules).values([...defaults, ...overrides()]);
}
