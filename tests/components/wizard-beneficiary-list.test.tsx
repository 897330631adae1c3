import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { beneficiaryTotalUnder, MESSAGES } from '../../schemas/messages';
import type { PeopleDeclaration } from '../../schemas/steps';
import { BENEFICIARY_LIST } from '../../steps/beneficiary-info/module';
import { BeneficiaryForm, beneficiaryPeople } from '../../steps/beneficiary-info/PeopleBeneficiaries';
import { PeopleListForm } from '../../src/wizard/PeopleListForm';
import { ApiRequestError } from '../../src/lib/api-client';
import type { Beneficiary } from '../../steps/beneficiary-info/BeneficiaryListField';

const d = (field_name: string, required = true): FieldDescriptor => ({
  field_name,
  value: null,
  required,
  read_only: false,
});
const descriptors = ['first_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'].map((n) =>
  d(n),
);

const person = (n: number, pct: string): Beneficiary => ({
  beneficiary_id: n,
  first_name: `Name${n}`,
  last_name: 'Morgan',
  birthdate: '01/02/1990',
  ssn: '123456789',
  relationship: 'Child',
  beneficiary_percentage: pct,
});

interface HarnessProps {
  initial: Beneficiary[];
  validate?: (b: Beneficiary) => Promise<void>;
  /** The step's people declaration (default: beneficiary_info's, at most 3 sharing 100). */
  declared?: PeopleDeclaration;
}

function Harness({ initial, validate = async () => undefined, declared = BENEFICIARY_LIST }: HarnessProps) {
  const [list, setList] = useState(initial);
  return (
    <>
      {/* The registered field 'beneficiaryList' through <Form>, as the people page draws it. */}
      <PeopleListForm
        declared={declared}
        property={beneficiaryPeople.property}
        field={beneficiaryPeople.field}
        value={list}
        onChange={setList}
        context={{ validate, renderForm: (request) => <BeneficiaryForm request={request} descriptors={descriptors} /> }}
      />
      <output data-testid="count">{list.length}</output>
    </>
  );
}

describe('BeneficiaryListField', () => {
  it("lists 'Beneficiary #n: first last' with Edit and Delete, and the total", () => {
    render(<Harness initial={[person(1, '60'), person(2, '40')]} />);
    const list = screen.getByRole('list', { name: 'Beneficiaries' });
    expect(within(list).getByText(/Beneficiary #1: Name1 Morgan/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Beneficiary #2: Name2 Morgan' })).toBeTruthy();
    expect(screen.getByText('Total: 100%')).toBeTruthy();
    // At 100 the add button is hidden.
    expect(screen.queryByRole('button', { name: '+ Add Beneficiary' })).toBeNull();
  });

  it('shows the under-100 message, and Delete recomputes the total', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[person(1, '60'), person(2, '40')]} />);
    await user.click(screen.getByRole('button', { name: 'Delete Beneficiary #2: Name2 Morgan' }));
    expect(screen.getByText(beneficiaryTotalUnder(60))).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Add Beneficiary' })).toBeTruthy();
  });

  it('with 3 beneficiaries not at 100 shows the maximum message and no add button', () => {
    render(<Harness initial={[person(1, '20'), person(2, '20'), person(3, '20')]} />);
    expect(screen.getByText(MESSAGES.maxBeneficiaries)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add Beneficiary' })).toBeNull();
  });

  it('checks a new beneficiary with the server before adding it, and shows its refusal', async () => {
    const user = userEvent.setup();
    const validate = vi
      .fn<(b: Beneficiary) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiRequestError('Invalid Social Security Number', 400, 400, [
          { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
        ]),
      )
      .mockResolvedValueOnce(undefined);
    render(<Harness initial={[]} validate={validate} />);
    await user.click(screen.getByRole('button', { name: '+ Add Beneficiary' }));
    const form = screen.getByRole('region', { name: 'Beneficiary #1' });
    await user.type(within(form).getByLabelText(/First Name/), 'Alex');
    await user.type(within(form).getByLabelText(/Last Name/), 'Morgan');
    await user.type(within(form).getByLabelText(/Date of Birth/), '02031990');
    await user.type(within(form).getByLabelText(/Social Security Number/), '123456789');
    await user.selectOptions(within(form).getByLabelText(/Relationship/), 'Spouse');
    await user.type(within(form).getByLabelText(/Percentage/), '1x00');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getByText('Invalid Social Security Number')).toBeTruthy());
    expect(screen.getByTestId('count').textContent).toBe('0');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'));
    expect(validate.mock.calls[1]![0]).toMatchObject({
      first_name: 'Alex',
      birthdate: '02/03/1990',
      beneficiary_percentage: '100',
      relationship: 'Spouse',
    });
    expect(screen.getByText('Total: 100%')).toBeTruthy();
  });

  it('Edit opens a prefilled form and Submit replaces the item', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[person(1, '70')]} />);
    await user.click(screen.getByRole('button', { name: 'Edit Beneficiary #1: Name1 Morgan' }));
    const pct = screen.getByLabelText(/Percentage/) as HTMLInputElement;
    expect(pct.value).toBe('70');
    await user.clear(pct);
    await user.type(pct, '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Total: 100%')).toBeTruthy());
    expect(screen.getByTestId('count').textContent).toBe('1');
  });

  it('takes the most people and the total from the declaration it is given', () => {
    const declared: PeopleDeclaration = { field: 'beneficiaryList', max: 2, total: 50 };
    const { unmount } = render(<Harness initial={[person(1, '50')]} declared={declared} />);
    expect(screen.queryByText(/Should not be/)).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Add Beneficiary' })).toBeNull();
    unmount();
    render(<Harness initial={[person(1, '10'), person(2, '10')]} declared={declared} />);
    expect(screen.getByText(MESSAGES.maxBeneficiaries)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add Beneficiary' })).toBeNull();
  });
});
