import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_NAMES } from '../../schemas/step-definition';
import { PAGE_LAYOUTS, STEP_MODULES, type PeopleListField } from '../../schemas/steps';
import { TAB_NAMES, TAB_ROUTES } from '../../schemas/steps/tabs';
import { layoutOf } from '../../src/wizard/page-layouts';
import { BENEFICIARY_LIST } from '../../steps/beneficiary-info/module';
import { DEPENDENT_LIST } from '../../steps/dependent-info/module';
import { KIND_PAGES, PEOPLE_LISTS } from '../../steps/pages';
import { customWizardStep, WIZARD_STEPS, wizardStepByRoute } from '../../src/wizard/wizard-steps';
import { fields } from '../../widgets';
import { BeneficiaryListField } from '../../steps/beneficiary-info/BeneficiaryListField';
import { DependentListField } from '../../steps/dependent-info/DependentListField';
import { mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/** The page comes from the step module's declaration, never from the tab name. */
describe('page layouts by declaration', () => {
  it('every step module declares a known layout, and the wizard has a page for it', () => {
    for (const [tab, mod] of Object.entries(STEP_MODULES)) {
      expect(PAGE_LAYOUTS, tab).toContain(mod.page.layout);
      if (mod.page.layout === 'people') expect(mod.page.people?.max, tab).toBeGreaterThan(0);
      // A kind that draws its own page exports it from its folder (steps/<kind>/page.tsx, `stepPages`).
      if (mod.page.layout === 'own') expect(KIND_PAGES[tab]?.Page, tab).toBeTruthy();
    }
    for (const step of WIZARD_STEPS) expect(layoutOf(step).Page, step.tab).toBeTruthy();
  });

  it('a custom tab is a form page read and saved through the generic calls', () => {
    const step = wizardStepByRoute('custom_carrier_questions', [
      { tab_name: 'custom_carrier_questions', required: true, order: 3, title: 'Carrier Questions' },
    ])!;
    expect(step).toMatchObject({
      tab: 'custom_carrier_questions',
      route: 'custom_carrier_questions',
      title: 'Carrier Questions',
      savedTab: 'custom_carrier_questions',
    });
    expect(step.page.layout).toBe('form');
    expect(layoutOf(step)).toBe(layoutOf(WIZARD_STEPS.find((s) => s.tab === 'contact_info')!));
    expect(customWizardStep('custom_x').step).toEqual({ id: 'custom_x', fields: {}, order: [] });
    expect(wizardStepByRoute('custom_Bad!')).toBeUndefined();
  });

  it('the route and the layout registry name no tab and no step route', () => {
    const people = [
      'PeopleStepPage.tsx',
      'PeoplePage.tsx',
      'PeopleListForm.tsx',
      'people-list.ts',
      'PeoplePersonForm.tsx',
    ];
    for (const file of [
      'src/wizard/WizardStepRoute.tsx',
      'src/wizard/page-layouts.tsx',
      'src/wizard/FormStepPage.tsx',
      ...people.map((f) => `src/wizard/${f}`),
    ]) {
      const source = readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
      for (const tab of TAB_NAMES) expect(source, `${file} names ${tab}`).not.toContain(`'${tab}'`);
      for (const route of Object.values(TAB_ROUTES))
        expect(source, `${file} names ${route}`).not.toContain(`'${route}'`);
      expect(source).not.toMatch(/custom_[a-z0-9_]+/);
    }
  });
});

/**
 * The people lists are RJSF fields of their kinds' folders (steps/<kind>/page.tsx, `peopleLists`), added to the
 * widgets/ theme under the declared name for the list's form, and the people page draws its list through one.
 */
describe('people list fields', () => {
  const ID = 'c'.repeat(32);
  type Entry = { field: (props: FieldProps) => ReactNode };
  const lists = PEOPLE_LISTS as Partial<Record<PeopleListField, Entry>>;
  const real = { beneficiaryList: lists.beneficiaryList!.field, dependentList: lists.dependentList!.field };
  afterEach(() => {
    lists.beneficiaryList!.field = real.beneficiaryList;
    lists.dependentList!.field = real.dependentList;
  });

  /** Records the props the kind's list field gets, still drawing the real field. */
  function spyOn(name: PeopleListField): FieldProps[] {
    const seen: FieldProps[] = [];
    const Field = real[name];
    lists[name]!.field = (props: FieldProps) => {
      seen.push(props);
      return <Field {...props} />;
    };
    return seen;
  }

  it("each people kind's folder gives its list field under the name its step declares, and the theme has none", () => {
    expect(CUSTOM_FIELD_NAMES).toEqual(expect.arrayContaining(['beneficiaryList', 'dependentList']));
    expect(real.beneficiaryList).toBe(BeneficiaryListField);
    expect(real.dependentList).toBe(DependentListField);
    for (const mod of Object.values(STEP_MODULES))
      if (mod.page.layout === 'people') {
        expect(CUSTOM_FIELD_NAMES).toContain(mod.page.people.field);
        expect(PEOPLE_LISTS[mod.page.people.field]?.field).toBeTruthy();
        expect(fields[mod.page.people.field]).toBeUndefined();
      }
  });

  it('the beneficiary page draws its list through the registered field, with the declared max and total', async () => {
    const seen = spyOn('beneficiaryList');
    const saved = [
      {
        beneficiary_id: 1,
        first_name: 'Sam',
        last_name: 'Morgan',
        birthdate: '01/02/1990',
        ssn: '123456789',
        relationship: 'Child',
        beneficiary_percentage: '100',
      },
    ];
    mockApi({
      'get-dynamic-tabs': ok({ result: [{ tab_name: 'beneficiary_info', required: true, order: 1 }] }),
      'get-form-fields-beneficiary-info': ok({
        result: ['first_name', 'last_name', 'beneficiary_percentage'].map((field_name) => ({
          field_name,
          value: null,
          required: true,
          read_only: false,
        })),
      }),
      'get-beneficiaries-existing-user-enrollment': ok({ result: saved }),
    });
    renderWizardStep(ID, TAB_ROUTES.beneficiary_info, {});
    const list = await screen.findByRole('list', { name: 'Beneficiaries' });
    expect(within(list).getByText(/Beneficiary #1: Sam Morgan/)).toBeTruthy();
    const props = seen.at(-1)!;
    expect(props.uiSchema?.['ui:field']).toBe('beneficiaryList');
    expect(props.name).toBe('beneficiaries');
    expect(props.formData).toEqual(saved);
    const { max, total } = BENEFICIARY_LIST;
    expect(props.uiSchema?.['ui:options']).toEqual({ max, total });
    expect(getUiOptions(props.uiSchema)).toMatchObject({ max: 3, total: 100 });
  });

  it('the dependent page draws its list through the registered field, with the declared max', async () => {
    const seen = spyOn('dependentList');
    const dependent = {
      primary_info: {
        first_name: 'Ann',
        last_name: 'Lee',
        birthdate: '02/03/2012',
        ssn: '123456789',
        relationship: 'spouse',
        gender: '1',
      },
    };
    mockApi({
      'check-tab-required': ok({ result: { tab_name: 'primary_health_info', required: false } }),
      'get-dynamic-tabs': ok({ result: [{ tab_name: 'dependent_info', required: true, order: 1 }] }),
      'get-form-fields-dependent-primary-info': ok({
        result: ['first_name', 'last_name', 'relationship'].map((field_name) => ({
          field_name,
          value: null,
          required: true,
          read_only: false,
        })),
      }),
      'get-more-requirement': ok({ result: false }),
      'get-cart-plan-info': ok({ is_IHA: false, has_spouse: true }),
      'get-enrollment-temp-info': (call) =>
        ok({
          result: call.url.searchParams.get('column') === 'filter_info' ? { tier: 'IF' } : { dependents: [dependent] },
        }),
    });
    renderWizardStep(ID, TAB_ROUTES.dependent_info, {});
    const list = await screen.findByRole('list', { name: 'Dependents' });
    expect(within(list).getByText('Spouse', { selector: 'strong' })).toBeTruthy();
    const props = seen.at(-1)!;
    expect(props.uiSchema?.['ui:field']).toBe('dependentList');
    expect(props.name).toBe('dependents');
    expect(props.formData).toMatchObject([dependent]);
    expect(props.uiSchema?.['ui:options']).toEqual({ max: DEPENDENT_LIST.max });
    expect(getUiOptions(props.uiSchema)).toMatchObject({ max: 10 });
  });
});
