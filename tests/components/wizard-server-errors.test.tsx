import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { contactInfoStep } from '../../steps/contact-info/module';
import { fieldForTarget, mapServerErrors } from '../../src/wizard/server-errors';
import { StepRenderer } from '../../src/wizard/StepRenderer';

const fields = ['email_address', 'phone_number', 'city', 'zip'];

describe('server error mapping (001 section 8)', () => {
  it('applies the _address, _number and _message key rules', () => {
    expect(fieldForTarget('email', fields)).toBe('email_address');
    expect(fieldForTarget('phone', fields)).toBe('phone_number');
    expect(fieldForTarget('city_message', fields)).toBe('city');
    expect(fieldForTarget('zip', fields)).toBe('zip');
    expect(fieldForTarget('enrollment_id', fields)).toBeUndefined();
  });

  it('keeps errors no field owns for the step alert', () => {
    const mapped = mapServerErrors(
      [
        { target_element: 'email', error_message: 'Email is not in correct format' },
        { target_element: 'enrollment_id', error_message: 'Enrollment not found or expired' },
      ],
      fields,
    );
    expect(mapped.byField).toEqual([
      { target_element: 'email_address', error_message: 'Email is not in correct format' },
    ]);
    expect(mapped.unmatched).toEqual(['Enrollment not found or expired']);
  });

  it('shows each server error under its field, linked by aria-describedby, and the rest in an alert', () => {
    const descriptors: FieldDescriptor[] = fields.map((field_name) => ({
      field_name,
      value: null,
      required: true,
      read_only: false,
    }));
    render(
      <StepRenderer
        step={contactInfoStep}
        descriptors={descriptors}
        onSubmit={() => undefined}
        serverErrors={[
          { target_element: 'phone', error_message: 'Invalid phone number' },
          { target_element: 'enrollment_id', error_message: 'Enrollment not found or expired' },
        ]}
      />,
    );
    const phone = screen.getByLabelText(/Phone Number/);
    const errorId = phone.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)?.textContent).toBe('Invalid phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Enrollment not found or expired')).toBe(true);
  });
});
