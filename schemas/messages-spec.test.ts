import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

/**
 * The "Client messages" the specification lists (documents 000, 001 and 002), written out here word
 * for word: the catalogue must hold each one, so a changed or removed message fails this test.
 */
const SPECIFIED: Readonly<Record<string, readonly string[]>> = {
  '000 (storefront)': [
    'Field is required',
    'Please choose a platform',
    'Please choose a group',
    'Please choose a tier',
    'Please select a category.',
    'Please enter valid name',
    'Please enter valid email address',
    'Age must be between 18 and 100 years.',
    'No Plans are available for your selection',
    'Plans Not Available',
    'No items in cart.',
  ],
  '001 (enrollment wizard)': [
    'Field is required',
    'Email is not in correct format',
    'Invalid phone number',
    'Enter 5 digit zip code',
    'Invalid employer information',
    'You cannot proceed with retired employer',
    'Select at least one holiday policy',
    'Please enter valid first name',
    'Please enter valid last name',
    'Invalid Social Security Number',
    'Weight cannot be zero or less',
    'Height cannot be zero',
    'Inch is invalid',
    'Beneficiary percentage should not be 0 or more than 100',
    'Enter valid email address',
    'Maximum allowed number of beneficiaries is 3',
    'Please add your beneficiaries before continuing.',
    'Please answer all questions',
    'Please answer yes in order to continue',
    'Enroller code is required',
    'Enter Enroller Code',
    'Please choose a platform',
    'Please choose a group',
  ],
  '002 (dependents, agreement, billing)': [
    'Field is required',
    'This field is required.',
    'Signature is required',
    'Enter valid email address',
    'Please Select',
    'Please select spouse status',
    'Please enter valid first name',
    'Please enter valid last name',
    'Invalid Social Security Number',
    'Weight cannot be zero or less',
    'Height cannot be zero',
    'Inch is invalid',
    'Invalid account holder name',
    'Routing number must be of 9 digits',
    'Account Number must be of 4 to 17 digits.',
    'Card number must be Min-13 and Max-25',
    'Security code must of 3 or 4 digits',
    'Invalid Zip code',
  ],
};

describe('catalogue against the specification', () => {
  const catalogue = new Set<string>(Object.values(MESSAGES));
  for (const [document, messages] of Object.entries(SPECIFIED)) {
    it(`holds every client message listed in ${document}`, () => {
      expect(messages.filter((m) => !catalogue.has(m))).toEqual([]);
    });
  }
});
