import type { ComponentType } from 'react';
import type { PageLayout } from '../../schemas/steps';
import { formFieldsQueryOptions } from './api/get-form-fields';
import { KIND_PAGES } from '../../steps/pages';
import { FormStepPage } from './FormStepPage';
import { PeopleStepPage, peopleQueries } from './PeopleStepPage';
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

export interface Layout {
  Page: ComponentType<PageProps>;
  queries: (step: WizardStep, enrollmentId: string) => readonly Query[];
}

export const LAYOUTS: Readonly<Record<PageLayout, Layout>> = {
  form: { Page: FormStepPage, queries: (step, id) => [formFieldsQueryOptions(step.fieldsCall, id, step.callParams)] },
  // One page for every list of people; the list kind its declaration names supplies the reads.
  people: { Page: PeopleStepPage, queries: peopleQueries },
  // A kind's own page (steps/<kind>/page.tsx, `stepPages`), found through the browser's registry.
  own: {
    Page: (props) => {
      const Page = KIND_PAGES[props.wizardStep.tab]?.Page;
      return Page ? <Page {...props} /> : null;
    },
    queries: (step, id) => KIND_PAGES[step.tab]?.queries(step, id) ?? [],
  },
};

/** The layout a step declares. */
export function layoutOf(step: WizardStep): Layout {
  return LAYOUTS[step.page.layout];
}
