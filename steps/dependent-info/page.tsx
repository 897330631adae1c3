import type { KindPageExports } from '../../src/wizard/form-actions';
import { bindPeopleList } from '../../src/wizard/PeoplePage';
import { dependentPeople } from './PeopleDependents';

/** The dependent list of the people page, as the browser's registry (steps/pages.ts) finds it. */
export const peopleLists: KindPageExports['peopleLists'] = { dependentList: bindPeopleList(dependentPeople) };
