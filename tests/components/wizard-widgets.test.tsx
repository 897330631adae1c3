import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { StepDefinition } from '../../schemas/step-definition';
import { contactInfoStep } from '../../steps/contact-info/module';
import { employerInfoStep } from '../../steps/employer-info/module';
import { personalInfoStep } from '../../steps/personal-info/module';
import { sampleStep } from '../../schemas/test-support/sample-step';
import { CHECK_MESSAGES, INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { StepRenderer } from '../../src/wizard/StepRenderer';

const TODAY = new Date(2026, 5, 15);
const d = (field_name: string, value: unknown = null, required = true): FieldDescriptor => ({
  field_name,
  value,
  required,
  read_only: false,
});

function renderFields(
  step: StepDefinition,
  descriptors: FieldDescriptor[],
  lookupZipState?: (zip: string) => Promise<string>,
) {
  const onSubmit = vi.fn();
  render(
    <StepRenderer
      step={step}
      descriptors={descriptors}
      onSubmit={onSubmit}
      today={TODAY}
      lookupZipState={lookupZipState}
    >
      <button type="submit">Next</button>
    </StepRenderer>,
  );
  return { user: userEvent.setup(), onSubmit };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('DateWidget', () => {
  it('inserts slashes and stops at 10 characters, keeping an impossible date as typed and saying what is wrong', async () => {
    const { user, onSubmit } = renderFields(personalInfoStep, [d('prior_term_date', null, false)]);
    await user.type(input(/Prior Termination Date/), '1340199912');
    // Issue 26: 13/40/1999 was turned into 01/31/1999; it is refused with its month named instead.
    expect(input(/Prior Termination Date/).value).toBe('13/40/1999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(INPUT_MESSAGES.monthOutOfRange('13'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a future date as typed and refuses it with its message, on a field that does not allow the future', async () => {
    const { user, onSubmit } = renderFields(personalInfoStep, [d('prior_effective_date', null, false)]);
    await user.type(input(/Prior Effective Date/), '12312030');
    expect(input(/Prior Effective Date/).value).toBe('12/31/2030');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(CHECK_MESSAGES.validPastDate)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('SsnWidget', () => {
  it('keeps 9 digits, shows them masked while not focused and is marked sensitive', async () => {
    const { user } = renderFields(personalInfoStep, [d('ssn')]);
    const ssn = input(/Social Security Number/);
    await user.type(ssn, '123-45-67890');
    expect(ssn.value).toBe('123456789');
    await user.tab();
    expect(ssn.value).toBe('***-**-6789');
    expect(ssn.getAttribute('data-sensitive')).toBe('true');
  });

  it('shows a partial SSN as typed, not masked as if it were whole', async () => {
    const { user } = renderFields(personalInfoStep, [d('ssn')]);
    const ssn = input(/Social Security Number/);
    await user.type(ssn, '12345');
    await user.tab();
    expect(ssn.value).toBe('12345');
  });
});

describe('SsnWidget with a saved SSN (answered masked)', () => {
  const MASK = '***-**-6789';

  it('shows the mask as it is, focused or not, and submits it unchanged', async () => {
    const { user, onSubmit } = renderFields(personalInfoStep, [d('ssn', MASK)]);
    const ssn = input(/Social Security Number/);
    expect(ssn.value).toBe(MASK);
    await user.click(ssn);
    expect(ssn.value).toBe(MASK);
    await user.tab();
    expect(ssn.value).toBe(MASK);
    expect(ssn.getAttribute('data-sensitive')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ssn: MASK });
  });

  it('is replaced by a new SSN typed over it', async () => {
    const { user, onSubmit } = renderFields(personalInfoStep, [d('ssn', MASK)]);
    const ssn = input(/Social Security Number/);
    await user.click(ssn);
    await user.clear(ssn);
    await user.type(ssn, '987-65-43210');
    expect(ssn.value).toBe('987654321');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ssn: '987654321' });
  });

  it('starts a new SSN from a key typed after the mask', async () => {
    const { user } = renderFields(personalInfoStep, [d('ssn', MASK)]);
    const ssn = input(/Social Security Number/);
    await user.type(ssn, '5', { initialSelectionStart: MASK.length, initialSelectionEnd: MASK.length });
    expect(ssn.value).toBe('5');
  });
});

describe('PhoneWidget and StateWidget', () => {
  it('keeps 10 phone digits and 2 uppercased state letters', async () => {
    const { user } = renderFields(contactInfoStep, [d('phone_number'), d('state')]);
    await user.type(input(/Phone Number/), '(404) 555-0101 99');
    expect(input(/Phone Number/).value).toBe('4045550101');
    await user.type(input(/^State/), 'g4ax');
    expect(input(/^State/).value).toBe('GA');
  });
});

describe('ZipWidget', () => {
  it('at 5 digits fills and locks the state; changing the zip clears and unlocks it', async () => {
    const lookup = vi.fn(async (zip: string) =>
      zip === '30301' ? 'GA' : Promise.reject(new Error('Invalid Zip code')),
    );
    const { user } = renderFields(contactInfoStep, [d('zip'), d('state')], lookup);
    await user.type(input(/^Zip/), '30301');
    await waitFor(() => expect(input(/^State/).value).toBe('GA'));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(input(/^State/).readOnly).toBe(true);
    await user.type(input(/^Zip/), '{Backspace}');
    expect(input(/^State/).value).toBe('');
    expect(input(/^State/).readOnly).toBe(false);
  });

  it('refuses a digit typed into a full zip instead of dropping one already there (and changing the state)', async () => {
    const lookup = vi.fn(async (zip: string) => (zip === '30301' ? 'GA' : 'FL'));
    const { user } = renderFields(contactInfoStep, [d('zip', '30301'), d('state', 'GA')], lookup);
    await user.type(input(/^Zip/), '3', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(input(/^Zip/).value).toBe('30301');
    expect(input(/^State/).value).toBe('GA');
    expect(lookup).not.toHaveBeenCalledWith('33030');
  });

  it('shows the lookup failure on the zip field and leaves the state empty', async () => {
    const lookup = vi.fn(async () => Promise.reject(new Error('Invalid Zip code')));
    const { user } = renderFields(contactInfoStep, [d('zip'), d('state')], lookup);
    await user.type(input(/^Zip/), '00000');
    await waitFor(() => expect(screen.getByText('Invalid Zip code')).toBeTruthy());
    const errorId = input(/^Zip/).getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)?.textContent).toBe('Invalid Zip code');
    expect(input(/^State/).value).toBe('');
  });
});

describe('HolidayPolicyWidget', () => {
  it('shows one labelled checkbox per flag and saves 0/1 flags', async () => {
    const { user, onSubmit } = renderFields(employerInfoStep, [d('holiday_policy')]);
    expect(screen.getByRole('group', { name: /Holiday Policy/ })).toBeTruthy();
    await user.click(screen.getByLabelText('Presendents Day'));
    await user.click(screen.getByLabelText('Standard 6'));
    await user.click(screen.getByLabelText('Standard 6'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].holiday_policy).toMatchObject({ Presendents_Day: 1, Standard_6: 0 });
  });

  it("answers 'Select at least one holiday policy' when required and nothing is chosen", async () => {
    const { user, onSubmit } = renderFields(employerInfoStep, [d('holiday_policy')]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Select at least one holiday policy')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('option widgets', () => {
  it('marital status offers the specification codes and preselects nothing', async () => {
    const { user, onSubmit } = renderFields(personalInfoStep, [d('marital_status')]);
    const select = screen.getByLabelText(/Marital Status/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Please Select',
      'Single',
      'Married',
      'Divorced',
      'Widowed',
    ]);
    expect(select.value).toBe('');
    await user.selectOptions(select, 'Widowed');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ marital_status: '3' });
  });

  it('height and weight keep their digit limits', async () => {
    const { user } = renderFields(personalInfoStep, [d('weight'), d('height_feet'), d('height_inch')]);
    await user.type(input(/Weight/), '1a2345');
    await user.type(input(/Height \(feet\)/), '56');
    await user.type(input(/Height \(inches\)/), '123');
    expect([input(/Weight/).value, input(/Height \(feet\)/).value, input(/Height \(inches\)/).value]).toEqual([
      '123',
      '5',
      '12',
    ]);
  });

  it('a typed minus stays on the weight and is refused, never turned into a positive weight', async () => {
    const { user, onSubmit } = renderFields(personalInfoStep, [d('weight')]);
    await user.type(input(/Weight/), '-5');
    expect(input(/Weight/).value).toBe('-5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.weightNotPositive)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a first name that is only too long is refused with the limit named', async () => {
    const { user, onSubmit } = renderFields(personalInfoStep, [d('first_name')]);
    await user.click(input(/First Name/));
    await user.paste('A'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(INPUT_MESSAGES.tooLong('First Name', 50))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the USPS checkbox keeps the 1/0 type of its field', async () => {
    const { user, onSubmit } = renderFields(contactInfoStep, [d('with_validation', 0)]);
    await user.click(screen.getByLabelText('USPS Address Validation'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ with_validation: 1 });
  });

  it('billing inputs are digits only and the secret ones are marked sensitive', async () => {
    const { user } = renderFields(sampleStep, [d('account_number'), d('security_code'), d('routing_number')]);
    await user.type(input(/Security Code/), '12a345');
    expect(input(/Security Code/).value).toBe('1234');
    expect(input(/Account Number/).getAttribute('data-sensitive')).toBe('true');
    expect(input(/Routing Number/).getAttribute('data-sensitive')).toBeNull();
  });
});

describe('screenshot masking', () => {
  it('masks data-sensitive inputs before capture and leaves the others', async () => {
    const { maskSensitiveInputs, SCREENSHOT_MASK } = await import('../../src/wizard/screenshot');
    const { user } = renderFields(personalInfoStep, [d('ssn'), d('first_name')]);
    await user.type(input(/Social Security Number/), '123456789');
    await user.type(input(/First Name/), 'Pat');
    maskSensitiveInputs(document);
    expect(input(/Social Security Number/).value).toBe(SCREENSHOT_MASK);
    expect(input(/First Name/).value).toBe('Pat');
  });
});
