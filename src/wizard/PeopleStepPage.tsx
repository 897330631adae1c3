import type { PeopleDeclaration } from '../../schemas/steps';
import { PEOPLE_LISTS } from '../../steps/pages';
import type { BoundPeopleList, PeoplePageProps, PeopleQuery } from './people-list';
import type { WizardStep } from './wizard-steps';

/** The step module's people declaration (the layout registry sends only people pages here). */
function peopleOf(step: WizardStep): PeopleDeclaration {
  if (step.page.layout !== 'people') throw new Error(`${step.tab} declares no people list`);
  return step.page.people;
}

/** The list kind of a people list field, from the kind folder that implements it (steps/pages.ts). */
function listOf(declared: PeopleDeclaration): BoundPeopleList {
  const list = PEOPLE_LISTS[declared.field];
  if (!list) throw new Error(`no step kind folder draws the people list ${declared.field}`);
  return list;
}

/** What the route loader reads first for a people page: its list kind's reads. */
export function peopleQueries(step: WizardStep, enrollmentId: string): readonly PeopleQuery[] {
  return listOf(peopleOf(step)).queries(step, enrollmentId);
}

/**
 * The people page of a step: the list kind its declaration names (beneficiaries 001, dependents 002),
 * implemented by its kind's folder (steps/<kind>/page.tsx, `peopleLists`) and drawn by the one PeoplePage.
 */
export function PeopleStepPage({ wizardStep, enrollmentId }: PeoplePageProps) {
  const declared = peopleOf(wizardStep);
  const list = listOf(declared);
  return list.render({ wizardStep, enrollmentId, declared, field: list.field });
}
