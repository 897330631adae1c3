import type { StepKindServer } from '../server/routes/wizard/step-kinds';
import { beneficiaryInfoServer } from './beneficiary-info/server';
import { agreementInfoServer } from './agreement-info/server';
import { billingInfoServer } from './billing-info/server';
import { contactInfoServer } from './contact-info/server';
import { dependentInfoServer } from './dependent-info/server';
import { employerInfoServer } from './employer-info/server';
import { healthInfoServer } from './health-info/server';
import { personalInfoServer } from './personal-info/server';

/**
 * The server's registry of step kinds: one line per kind folder with a server part (steps/<kind>/server.ts).
 * wizardRoutes registers each kind's routes and hooks (docs/decisions/0160-step-kind-folders.md).
 */
export const STEP_KIND_SERVERS: readonly StepKindServer[] = [
  personalInfoServer,
  contactInfoServer,
  employerInfoServer,
  beneficiaryInfoServer,
  dependentInfoServer,
  healthInfoServer,
  agreementInfoServer,
  billingInfoServer,
];
