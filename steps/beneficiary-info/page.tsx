import type { KindPageExports } from '../../src/wizard/form-actions';
import { bindPeopleList } from '../../src/wizard/PeoplePage';
import { beneficiaryPeople } from './PeopleBeneficiaries';

/** The beneficiary list of the people page, as the browser's registry (steps/pages.ts) finds it. */
export const peopleLists: KindPageExports['peopleLists'] = { beneficiaryList: bindPeopleList(beneficiaryPeople) };
