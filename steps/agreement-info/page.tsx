import type { KindPageExports } from '../../src/wizard/form-actions';
import {
  acceptedAgreementsQueryOptions,
  agreementFieldsQueryOptions,
  agreementTextsQueryOptions,
} from './api-get-agreement-step';
import { AgreementStepPage } from './AgreementStepPage';

/**
 * The kind's page, as the browser's registry (steps/pages.ts) finds it: the texts to accept, the carriers'
 * message and the verification section, with the three reads its route loader puts in the cache first.
 */
export const stepPages: KindPageExports['stepPages'] = {
  agreement_info: {
    Page: AgreementStepPage,
    queries: (_step, id) => [
      agreementFieldsQueryOptions(id),
      agreementTextsQueryOptions(id),
      acceptedAgreementsQueryOptions(id),
    ],
  },
};
