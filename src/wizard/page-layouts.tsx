import { lazy, type ComponentType } from 'react';
import type { PageLayout, PeopleListField } from '../../schemas/steps';
import { billingStepQueries } from './api/billing';
import { acceptedAgreementsQueryOptions, agreementFieldsQueryOptions, agreementTextsQueryOptions } from './api/get-agreement-step';
import { dependentStepQueries } from './api/get-dependent-step';
import { formFieldsQueryOptions } from './api/get-form-fields';
import { healthQuestionsQueryOptions, savedHealthInfoQueryOptions } from './api/get-health-step';
import { savedBeneficiariesQueryOptions } from './api/get-saved-beneficiaries';
import { AgreementStepPage } from './AgreementStepPage';
import { BeneficiaryStepPage } from './BeneficiaryStepPage';
import { DependentStepPage } from './DependentStepPage';
import { FormStepPage } from './FormStepPage';
import { HealthStepPage } from './HealthStepPage';
import type { WizardStep } from './wizard-steps';

/**
 * The page layouts, chosen by a step's declared `page` (schemas/steps): the layout's component and
 * the queries its route loader puts in the cache first. Nothing here names a tab: a new step with
 * a known layout needs no line here, a new layout one entry.
 */

export interface PageProps {
  wizardStep: WizardStep;
  enrollmentId: string;
}

type Query = { queryKey: readonly unknown[] };

interface Layout {
  Page: ComponentType<PageProps>;
  queries: (step: WizardStep, enrollmentId: string) => readonly Query[];
}

// Its own chunk: the card and bank pages load only when billing is reached.
const BillingStepPage = lazy(() => import('./billing/BillingStepPage').then((m) => ({ default: m.BillingStepPage })));

/** The people layouts by the list field they edit (widgets/fields), with their calls. */
const PEOPLE: Readonly<Record<PeopleListField, Layout>> = {
  beneficiaryList: {
    Page: BeneficiaryStepPage,
    queries: (step, id) => [formFieldsQueryOptions(step.fieldsCall, id), savedBeneficiariesQueryOptions(id)],
  },
  dependentList: { Page: DependentStepPage, queries: (_step, id) => dependentStepQueries(id) },
};

const formLayout: Layout = { Page: FormStepPage, queries: (step, id) => [formFieldsQueryOptions(step.fieldsCall, id, step.callParams)] };

export const LAYOUTS: Readonly<Record<Exclude<PageLayout, 'people'>, Layout>> = {
  form: formLayout,
  questions: { Page: HealthStepPage, queries: (_step, id) => [healthQuestionsQueryOptions(id), savedHealthInfoQueryOptions(id)] },
  payment: { Page: BillingStepPage, queries: (_step, id) => billingStepQueries(id) },
  agreement: { Page: AgreementStepPage, queries: (_step, id) => [agreementFieldsQueryOptions(id), agreementTextsQueryOptions(id), acceptedAgreementsQueryOptions(id)] },
};

/** The layout a step declares. */
export function layoutOf(step: WizardStep): Layout {
  const { layout, people } = step.page;
  if (layout === 'people') return people ? PEOPLE[people.field] : formLayout;
  return LAYOUTS[layout];
}
