import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { MESSAGES } from '../../schemas/messages';
import { personalInfoStep } from '../../steps/personal-info/module';
import { StepRenderer } from '../../src/wizard/StepRenderer';

const TODAY = new Date(2026, 5, 15);

const d = (field_name: string, value: unknown = null, required = false, read_only = false): FieldDescriptor => ({
  field_name,
  value,
  required,
  read_only,
});

const personal: FieldDescriptor[] = [
  d('first_name', 'Pat', true),
  d('last_name', '', true),
  d('weight', '', false),
  d('gender', '1', true, true),
  d('marital_status', null, true),
  d('ssn', '', true),
  d('birthdate', '1980-04-02', true, true),
  d('carrier_member_number', '', true),
];

function renderStep(descriptors = personal, props: Partial<Parameters<typeof StepRenderer>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <StepRenderer step={personalInfoStep} descriptors={descriptors} onSubmit={onSubmit} today={TODAY} {...props}>
      <button type="submit">Next</button>
    </StepRenderer>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('StepRenderer', () => {
  it('renders each descriptor as a labelled field with its value, read-only where the descriptor says', () => {
    renderStep();
    expect(screen.getByLabelText(/First Name/)).toHaveProperty('value', 'Pat');
    expect(screen.getByLabelText(/Date of Birth/)).toHaveProperty('value', '04/02/1980');
    expect(screen.getByLabelText(/Date of Birth/)).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText(/First Name/)).toHaveProperty('readOnly', false);
    expect(screen.getByLabelText(/Gender/).getAttribute('aria-readonly')).toBe('true');
  });

  it('renders a field name it does not know as a labelled text input', () => {
    renderStep();
    const unknown = screen.getByLabelText(/Carrier member number/);
    expect(unknown.tagName).toBe('INPUT');
    expect(unknown.getAttribute('type')).toBe('text');
  });

  it('shows the specification messages under the fields on Next and does not submit', async () => {
    const { onSubmit, user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const lastName = screen.getByLabelText(/Last Name/);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    const errorId = lastName.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)?.textContent).toBe(MESSAGES.fieldRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies a carrier requirement given as data: weight required only when the descriptor says so', async () => {
    const filled = personal.map((x) =>
      x.field_name === 'last_name'
        ? { ...x, value: 'Morgan' }
        : x.field_name === 'marital_status'
          ? { ...x, value: '1' }
          : x.field_name === 'ssn'
            ? { ...x, value: '123456789' }
            : x.field_name === 'carrier_member_number'
              ? { ...x, value: 'A1' }
              : x,
    );
    const first = renderStep(filled);
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(first.onSubmit).toHaveBeenCalledTimes(1);
    expect(first.onSubmit.mock.calls[0]![0]).toMatchObject({
      first_name: 'Pat',
      last_name: 'Morgan',
      ssn: '123456789',
      birthdate: '04/02/1980',
    });
    expect(first.onSubmit.mock.calls[0]![0]).not.toHaveProperty('weight');
  });

  it('refuses an invalid value with the format message of the precompiled validator', async () => {
    const { onSubmit, user } = renderStep([d('weight', '0', true), d('first_name', 'Pat', true)]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.weightNotPositive)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
