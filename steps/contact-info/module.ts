import { MESSAGES } from '../../schemas/messages';
import { defineStep } from '../../schemas/step-definition';
import { FLAG_SCHEMA } from '../../schemas/steps/person-fields';
import { applyRequiredTogether } from '../../schemas/steps/required-together';
import type { StepModule } from '../../schemas/steps/step-module';

/** Contact Information (001 sections 2, 3 and 5): tab contact_info, route contact-info; only required fields show. */

export const contactInfoStep = defineStep({
  id: 'contact_info',
  onlyRequired: true,
  fields: {
    address1: { label: 'Address 1', schema: { type: 'string', maxLength: 100 } },
    address2: { label: 'Address 2', schema: { type: 'string', maxLength: 100 } },
    city: { label: 'City', schema: { type: 'string', maxLength: 50 } },
    state: { label: 'State', schema: { type: 'string', format: 'oe-state', maxLength: 2 }, widget: 'state' },
    zip: { label: 'Zip', schema: { type: 'string', format: 'oe-zip', maxLength: 5 }, widget: 'zip' },
    zip4: { label: 'Zip4', schema: { type: 'string', format: 'oe-zip4', maxLength: 4 } },
    phone_number: {
      label: 'Phone Number',
      schema: { type: 'string', format: 'oe-phone', maxLength: 14 },
      widget: 'phone',
    },
    email_address: {
      label: MESSAGES.clientEmailLabel,
      schema: { type: 'string', format: 'oe-email', maxLength: 254 },
      widget: 'email',
    },
    birth_state: {
      label: 'Birth State',
      schema: { type: 'string', format: 'oe-state', maxLength: 2 },
      widget: 'state',
    },
    birth_city: { label: 'Birth City', schema: { type: 'string', maxLength: 50 } },
    with_validation: { label: MESSAGES.uspsAddressValidation, schema: FLAG_SCHEMA, widget: 'checkbox' },
  },
  order: [
    'address1',
    'address2',
    'city',
    'state',
    'zip',
    'zip4',
    'phone_number',
    'email_address',
    'birth_state',
    'birth_city',
    'with_validation',
  ],
});

/** Birth state and birth city are required only when both are flagged required (001 section 5). */
export const CONTACT_REQUIRED_TOGETHER = [['birth_state', 'birth_city']] as const;

/** The kind as the registry lists it: the generic form page, with the existing member's phone and e-mail checks. */
export const contactInfoKind: StepModule = {
  step: contactInfoStep,
  page: { layout: 'form', actions: ['verifyContact'] },
  adjustDescriptors: (list) => applyRequiredTogether(list, CONTACT_REQUIRED_TOGETHER),
  review: { check: 'fields' },
};
