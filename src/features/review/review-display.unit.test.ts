import { describe, expect, it } from 'vitest';
import { maskLastFour, previewSection, reviewSection } from './review-display';

describe('review display values (002 section 3)', () => {
  it('shows option titles, masked SSNs and percentage for beneficiaries', () => {
    const section = reviewSection('beneficiary_info', {
      beneficiaries: [
        { beneficiary_id: 1, first_name: 'Leo', last_name: 'Diaz', ssn: '123456789', beneficiary_percentage: 100 },
      ],
    });
    expect(section.rows).toEqual([]);
    expect(section.groups[0]?.title).toBe('Beneficiary #1');
    const values = Object.fromEntries(section.groups[0]!.rows.map((r) => [r.label, r.value]));
    expect(Object.values(values)).toContain('***-**-6789');
    expect(Object.values(values)).toContain('100%');
    expect(JSON.stringify(section)).not.toContain('123456789');
  });

  it('shows the masks the server answers as they are', () => {
    expect(reviewSection('primary_info', { ssn: '***-**-6789' }).rows).toEqual([
      { label: 'Social Security Number', value: '***-**-6789' },
    ]);
    expect(reviewSection('tab_without_module', { account_number: 'XXXXXXXX1012' }).rows).toEqual([
      { label: 'Account number', value: 'XXXXXXXX1012' },
    ]);
  });

  it('maps marital status codes and hides ids', () => {
    for (const [code, title] of [
      ['0', 'Single'],
      ['1', 'Married'],
      ['2', 'Divorced'],
      ['3', 'Widowed'],
    ]) {
      expect(reviewSection('primary_info', { marital_status: code, enrollment_id: 'x' }).rows).toEqual([
        { label: 'Marital Status', value: title },
      ]);
    }
  });

  it('masks account and card numbers to the last four and never shows the security code', () => {
    const rows = reviewSection('tab_without_module', {
      card_number: '4111111111111111',
      security_code: '123',
      account_number: '****1234',
    }).rows;
    expect(rows).toEqual([
      { label: 'Card number', value: '****1111' },
      { label: 'Account number', value: '****1234' },
    ]);
    expect(maskLastFour('12')).toBe('****');
  });

  it('flattens nested records of tabs it has no module for, and shows nothing for unsaved tabs', () => {
    const section = reviewSection('tab_without_module', {
      notes: 'None',
      medication_question: { yes_no_flag: 0 },
      condition_questions: [{ question_id: 145, yes_no_flag: 1 }],
    });
    expect(section.rows).toEqual([
      { label: 'Notes', value: 'None' },
      { label: 'Medication question: Yes no flag', value: '0' },
    ]);
    expect(section.groups).toEqual([{ title: 'Question #1', rows: [{ label: 'Yes no flag', value: '1' }] }]);
    expect(reviewSection('contact_info', null)).toEqual({ rows: [], groups: [] });
  });

  it('shows each dependent with the dependent step labels, SSN masked', () => {
    const section = reviewSection('dependent_info', {
      dependents: [
        {
          primary_info: {
            dependent_id: 1,
            first_name: 'Mia',
            last_name: 'Diaz',
            relationship: 'spouse',
            gender: '1',
            ssn: '987654321',
          },
        },
      ],
    });
    expect(section.groups[0]?.title).toBe('Dependent #1');
    const values = section.groups[0]!.rows.map((r) => r.value);
    expect(values).toEqual(expect.arrayContaining(['Mia', 'Diaz', '***-**-4321']));
    expect(JSON.stringify(section)).not.toContain('987654321');
  });

  it("shows a dependent's health answers after its own fields: each question with its answer, then the entry", () => {
    const section = reviewSection('dependent_info', {
      dependents: [
        {
          primary_info: { dependent_id: 1, first_name: 'Mia', last_name: 'Diaz', relationship: 'child' },
          health_info: {
            condition_questions: [
              { question_id: 141, question_text: 'Heart disease?', yes_no_flag: 0, conditions: [] },
              {
                question_id: 142,
                question_text: 'Diabetes?',
                yes_no_flag: 1,
                conditions: [{ health_condition: 'Type 2', date_of_onset: '01/02/2019' }],
              },
            ],
            medication_question: { question_id: 150, question_text: 'Medication?', yes_no_flag: 0, medications: [] },
          },
        },
      ],
    });
    const rows = section.groups[0]!.rows;
    expect(rows.slice(0, 2).map((r) => [r.value, r.sensitive])).toEqual([
      ['Mia', undefined],
      ['Diaz', undefined],
    ]);
    expect(rows.slice(-5)).toEqual([
      { label: 'Heart disease?', value: 'No', sensitive: true },
      { label: 'Diabetes?', value: 'Yes', sensitive: true },
      { label: 'Condition', value: 'Type 2', sensitive: true },
      { label: 'Date of Onset', value: '01/02/2019', sensitive: true },
      { label: 'Medication?', value: 'No', sensitive: true },
    ]);
  });

  it('shows the billing date as its option ("28th of month")', () => {
    const section = reviewSection('billing_info', { payment_method: 'eft', bill_date: 28 });
    expect(section.rows).toContainEqual({ label: 'Billing Date', value: '28th of month' });
  });

  it("leaves out the billing step's vault references and record ids, which its module declares (a card's last four stay)", () => {
    const saved = { payment_method: 'cc', card_id: 7, card_token: 'tok_abc', card_number: 'XXXXXXXX1111' };
    const section = reviewSection('billing_info', saved);
    expect(section.rows).toEqual([
      { label: 'Payment Type', value: 'Credit Card' },
      { label: 'Card Number', value: 'XXXXXXXX1111' },
    ]);
  });
});

describe("reviewSection with a carrier's fields", () => {
  const definitions = {
    employee_number: { label: 'Employee number', widget: 'text', schema: { type: 'string' } },
    hours: { label: 'Do you work more than 30 hours a week?', widget: 'yes_no', schema: { type: 'string' } },
  } as const;

  it('labels their answers as the carrier defined them, with option titles', () => {
    const rows = reviewSection(
      'employer_info',
      { name: 'Acme', employee_number: 'E-12345', hours: 'yes' },
      definitions,
    ).rows;
    expect(rows).toEqual([
      { label: 'Employer Name', value: 'Acme' },
      { label: 'Employee number', value: 'E-12345' },
      { label: 'Do you work more than 30 hours a week?', value: 'Yes' },
    ]);
    // Without the definitions the names are made readable.
    expect(reviewSection('employer_info', { employee_number: 'E-12345' }).rows).toEqual([
      { label: 'Employee number', value: 'E-12345' },
    ]);
    expect(reviewSection('employer_info', { hours: 'yes' }).rows).toEqual([{ label: 'Hours', value: 'yes' }]);
  });

  it("adds a carrier's health questions after the health card's own answers, as private as they are", () => {
    const section = reviewSection(
      'primary_health_info',
      { condition_questions: [], notes: 'None', hours: 'no' },
      { hours: definitions.hours },
    );
    expect(section.rows).toEqual([
      { label: 'Additional Notes', value: 'None', sensitive: true },
      { label: 'Do you work more than 30 hours a week?', value: 'No', sensitive: true },
    ]);
  });
});

describe("reviewSection with a carrier's questionnaire field types", () => {
  const definitions = {
    intro: { label: 'Your physicians', widget: 'heading', schema: { type: 'string' } },
    physicians: {
      label: 'Physicians seen',
      widget: 'group',
      schema: { type: 'array' },
      group: {
        item_label: 'Physician',
        fields: [
          { name: 'name', definition: { label: 'Name', widget: 'text', schema: { type: 'string' } } },
          {
            name: 'reason',
            definition: {
              label: 'Reason',
              widget: 'select',
              schema: { type: 'string' },
              options: [{ value: 'checkup', label: 'Check-up' }],
            },
          },
        ],
      },
    },
  } as const;

  it("shows a repeating group as one row, its items one line each with its fields' labels (decision 0310)", () => {
    const section = reviewSection(
      'custom_physicians',
      { physicians: [{ name: 'Dr. Lee', reason: 'checkup' }, { name: 'Dr. Ng' }] },
      definitions as never,
    );
    expect(section.rows).toEqual([
      {
        label: 'Physicians seen',
        value: '2 physicians',
        items: ['Physician #1: Name: Dr. Lee; Reason: Check-up', 'Physician #2: Name: Dr. Ng'],
      },
    ]);
    expect(section.groups).toEqual([]);
  });

  it("shows an upload on a step's card as its files, never their content", () => {
    const proof = {
      label: 'Proof of prior coverage',
      widget: 'file',
      schema: { type: 'array' },
      file: { types: ['pdf'], max_bytes: 5000 },
    };
    const file = { id: 'c'.repeat(32), name: 'letter.pdf', size: 2048, type: 'pdf' };
    const section = reviewSection('employer_info', { occupation: 'Welder', proof: [file] }, { proof } as never);
    expect(section.rows.at(-1)).toEqual({
      label: 'Proof of prior coverage',
      value: 'letter.pdf (PDF, 2 KB)',
      files: [file],
    });
    expect(section.groups).toEqual([]);
  });
});

describe('review card preview', () => {
  it('lists every beneficiary by name, not only the first', () => {
    const section = reviewSection('beneficiary_info', {
      beneficiaries: [
        { beneficiary_id: 1, first_name: 'Leo', last_name: 'Diaz', ssn: '123456789', beneficiary_percentage: 60 },
        { beneficiary_id: 2, first_name: 'Mia', middle_name: 'R', last_name: 'Diaz', beneficiary_percentage: 40 },
      ],
    });
    expect(previewSection(section).rows).toEqual([
      { label: 'Beneficiary #1', value: 'Leo Diaz' },
      { label: 'Beneficiary #2', value: 'Mia R Diaz' },
    ]);
    expect(JSON.stringify(previewSection(section))).not.toContain('123456789');
  });

  it('keeps the first three rows of a tab without lists', () => {
    const section = reviewSection('tab_without_module', { a: '1', b: '2', c: '3', d: '4' });
    expect(previewSection(section).rows.map((r) => r.value)).toEqual(['1', '2', '3']);
  });
});
