import type { PageAction, PeopleListField } from '../schemas/steps';
import type { FormAction, KindPage, KindPageExports } from '../src/wizard/form-actions';
import type { BoundPeopleList } from '../src/wizard/people-list';

/**
 * The browser's registry of step kinds, built from the folders: every steps/<kind>/page.tsx, found by
 * Vite at build time, so adding a kind's page adds no line here (docs/decisions/0160-step-kind-folders.md).
 */
const pages = import.meta.glob<KindPageExports>('./*/page.tsx', { eager: true });

/** A form page action by the name a step module declares, from the kind folder that implements it. */
export const FORM_ACTIONS: Readonly<Partial<Record<PageAction, FormAction>>> = Object.assign(
  {},
  ...Object.values(pages).map((page) => page.formActions ?? {}),
);

/** A kind's own page by its tab name (layout 'own'). */
export const KIND_PAGES: Readonly<Record<string, KindPage>> = Object.assign(
  {},
  ...Object.values(pages).map((page) => page.stepPages ?? {}),
);

/** A people page's list kind by the list field its step declares, from the kind folder that implements it. */
export const PEOPLE_LISTS: Readonly<Partial<Record<PeopleListField, BoundPeopleList>>> = Object.assign(
  {},
  ...Object.values(pages).map((page) => page.peopleLists ?? {}),
);
