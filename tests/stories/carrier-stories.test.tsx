import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { FC } from 'react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { definitionProblems } from '../../schemas/field-definition-check';
import { CARRIER_FIELDS, carrierExampleDescriptors } from '../../stories/fixtures/carrier-fields';
import * as playgroundStories from '../../stories/FormEnginePlayground.stories';
import * as agreementStories from '../../steps/agreement-info/AgreementStep.stories';
import * as healthStories from '../../steps/health-info/HealthStep.stories';
import { parseDescriptorList } from '../../stories/FormEnginePlayground';
import * as beneficiaryStories from '../../steps/beneficiary-info/BeneficiaryStep.stories';
import * as billingStories from '../../steps/billing-info/BillingStep.stories';
import * as dependentStories from '../../steps/dependent-info/DependentStep.stories';
import * as stepsStories from '../../stories/wizard/Steps.stories';

// The carrier variants and the playground, beyond stories.test.tsx's render + axe: each shows its
// carrier's fields by their definitions' labels, and the playground renders what is pasted.
setProjectAnnotations(preview);

/** The playground's own alert with this text (rjsf fields have alert regions of their own). */
const alertWith = (pattern: RegExp) => screen.getAllByRole('alert').find((a) => pattern.test(a.textContent ?? ''));

async function show(Story: FC) {
  const view = render(<Story />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

const labelsOf = (step: keyof typeof CARRIER_FIELDS) =>
  CARRIER_FIELDS[step].map((d) => (d.definition as { label: string }).label);

describe('carrier definitions of the stories', () => {
  it('pass the server check (definitionProblems)', () => {
    const all = [...Object.values(CARRIER_FIELDS).flat(), ...carrierExampleDescriptors];
    for (const d of all) expect(definitionProblems(d.definition), d.field_name).toEqual([]);
  });
});

describe("each step's Carrier variant story", () => {
  const steps = composeStories(stepsStories);
  const cases: Array<[string, FC, keyof typeof CARRIER_FIELDS]> = [
    ['Personal Information', steps.PersonalInformationCarrierVariant, 'primary_info'],
    ['Contact Information', steps.ContactInformationCarrierVariant, 'contact_info'],
    ['Employer Information', steps.EmployerInformationCarrierVariant, 'employer_info'],
    ['Beneficiary Information', composeStories(beneficiaryStories).CarrierVariant, 'beneficiary_info'],
    ['Health Questions', composeStories(healthStories).CarrierVariant, 'primary_health_info'],
    ['Dependent Information', composeStories(dependentStories).CarrierVariant, 'dependent_info'],
    ['Billing Information', composeStories(billingStories).CarrierVariant, 'billing_info'],
    ['Agreement & Signature', composeStories(agreementStories).CarrierVariant, 'agreement_info'],
  ];
  for (const [title, Story, step] of cases) {
    it(`${title} shows the carrier's fields by their labels`, async () => {
      await show(Story);
      for (const label of labelsOf(step))
        expect(screen.getAllByText(label, { exact: false }).length, label).toBeGreaterThan(0);
    });
  }

  it('draws a select carrier field with its options', async () => {
    await show(steps.ContactInformationCarrierVariant);
    const select = screen.getByLabelText(/Preferred language for plan documents/);
    expect(within(select).getByRole('option', { name: 'Spanish' })).toBeTruthy();
  });
});

describe('Form engine/Playground', () => {
  const { CarrierCustomTab, OnEmployerStep, ParseError } = composeStories(playgroundStories);

  it('renders the prefilled carrier example on a custom tab', async () => {
    await show(CarrierCustomTab);
    expect((screen.getByLabelText('Step module') as HTMLSelectElement).value).toBe('custom_carrier_questions');
    expect(screen.getByLabelText(/^Employee number/)).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
    expect(within(form).getByText('Do you work more than 30 hours a week?', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText(/^Date of hire/)).toBeTruthy();
    expect(alertWith(/Not valid JSON|would refuse/)).toBeUndefined();
  });

  it('renders a pasted list live', async () => {
    await show(CarrierCustomTab);
    const list = [
      {
        field_name: 'shirt_size',
        value: null,
        required: true,
        read_only: false,
        definition: {
          label: 'Shirt size',
          widget: 'select',
          schema: { type: 'string' },
          options: [{ value: 'm', label: 'Medium' }],
        },
      },
    ];
    fireEvent.change(screen.getByLabelText('Descriptor list (JSON)'), { target: { value: JSON.stringify(list) } });
    expect(await screen.findByLabelText(/^Shirt size/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Employee number/)).toBeNull();
  });

  it('shows a parse error for bad JSON (role=alert) and keeps the last list that parsed', async () => {
    await show(CarrierCustomTab);
    fireEvent.change(screen.getByLabelText('Descriptor list (JSON)'), { target: { value: '[{ "field_name": ' } });
    expect(alertWith(/Not valid JSON/)).toBeTruthy();
    expect(screen.getByLabelText('Descriptor list (JSON)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Employee number/)).toBeTruthy();
  });

  it('ParseError story starts with the error and no form', async () => {
    await show(ParseError);
    expect(alertWith(/Not valid JSON/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('warns about a definition the server would refuse', async () => {
    await show(CarrierCustomTab);
    const list = [
      {
        field_name: 'x',
        value: null,
        required: false,
        read_only: false,
        definition: { label: 'X', widget: 'spinner', schema: { type: 'string' } },
      },
    ];
    fireEvent.change(screen.getByLabelText('Descriptor list (JSON)'), { target: { value: JSON.stringify(list) } });
    expect(screen.getByRole('alert', { name: 'Definitions the server would refuse' }).textContent).toMatch(
      /\[0\]\.definition\.widget/,
    );
  });

  it("submitting shows the field errors of the wizard's check, then the save payload", async () => {
    await show(CarrierCustomTab);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const result = () => screen.getByRole('status');
    expect(result().textContent).toMatch(/employee_number: Enter your employee number/);

    fireEvent.change(screen.getByLabelText(/^Employee number/), { target: { value: 'E-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(result().textContent).toMatch(/employee_number: Use the form E-12345/);

    fireEvent.change(screen.getByLabelText(/^Employee number/), { target: { value: 'E-12345' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByLabelText(/^Date of hire/), { target: { value: '01/15/2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const payload = JSON.parse(screen.getByTestId('playground-payload').textContent ?? '{}') as Record<string, unknown>;
    expect(payload).toMatchObject({ employee_number: 'E-12345', works_full_time: 'yes', hire_date: '01/15/2020' });
  });

  it('renders on a step module with the step title', async () => {
    await show(OnEmployerStep);
    expect((screen.getByLabelText('Step module') as HTMLSelectElement).value).toBe('employer_info');
    expect(screen.getByRole('heading', { name: 'Employer Information' })).toBeTruthy();
    expect(screen.getByLabelText(/^Employee number/)).toBeTruthy();
  });

  it('parseDescriptorList accepts the API envelope and defaults the flags', () => {
    const parsed = parseDescriptorList('{ "result": [{ "field_name": "a" }] }');
    expect(parsed).toEqual({
      ok: true,
      warnings: [],
      descriptors: [{ field_name: 'a', value: null, required: false, read_only: false }],
    });
    expect(parseDescriptorList('{}')).toMatchObject({ ok: false });
    expect(parseDescriptorList('[{ "field_name": "__proto__" }]')).toMatchObject({ ok: false });
  });
});
