import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_LAYOUTS, STEP_MODULES } from '../../schemas/steps';
import { TAB_NAMES, TAB_ROUTES } from '../../schemas/steps/tabs';
import { layoutOf } from '../../src/wizard/page-layouts';
import { customWizardStep, WIZARD_STEPS, wizardStepByRoute } from '../../src/wizard/wizard-steps';

/** Issue 11 point 4: the page comes from the step module's declaration, never from the tab name. */
describe('page layouts by declaration', () => {
  it('every step module declares a known layout, and the wizard has a page for it', () => {
    for (const [tab, mod] of Object.entries(STEP_MODULES)) {
      expect(PAGE_LAYOUTS, tab).toContain(mod.page.layout);
      if (mod.page.layout === 'people') expect(mod.page.people?.max, tab).toBeGreaterThan(0);
    }
    for (const step of WIZARD_STEPS) expect(layoutOf(step).Page, step.tab).toBeTruthy();
  });

  it('a custom tab is a form page read and saved through the generic calls', () => {
    const step = wizardStepByRoute('custom_carrier_questions', [{ tab_name: 'custom_carrier_questions', required: true, order: 3, title: 'Carrier Questions' }])!;
    expect(step).toMatchObject({ tab: 'custom_carrier_questions', route: 'custom_carrier_questions', title: 'Carrier Questions', savedTab: 'custom_carrier_questions' });
    expect(step.page.layout).toBe('form');
    expect(layoutOf(step)).toBe(layoutOf(WIZARD_STEPS.find((s) => s.tab === 'contact_info')!));
    expect(customWizardStep('custom_x').step).toEqual({ id: 'custom_x', fields: {}, order: [] });
    expect(wizardStepByRoute('custom_Bad!')).toBeUndefined();
  });

  it('the route and the layout registry name no tab and no step route', () => {
    for (const file of ['src/wizard/WizardStepRoute.tsx', 'src/wizard/page-layouts.tsx', 'src/wizard/FormStepPage.tsx']) {
      const source = readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
      for (const tab of TAB_NAMES) expect(source, `${file} names ${tab}`).not.toContain(`'${tab}'`);
      for (const route of Object.values(TAB_ROUTES)) expect(source, `${file} names ${route}`).not.toContain(`'${route}'`);
      expect(source).not.toMatch(/custom_[a-z0-9_]+/);
    }
  });
});
