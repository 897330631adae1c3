import type { FastifyInstance } from 'fastify';
import { normalizeDate } from '../../schemas/dates';
import { registerFlatSave, registerFormFields } from '../../server/routes/wizard/step-routes';
import { eligibleApplicant } from '../../server/services/group-eligibility';
import type { PrefillContext, StepKindServer } from '../../server/routes/wizard/step-kinds';
import { enrollerCodeRoutes } from './server-enroller-code';

/** Personal Information (001 section 7): its descriptors and its save, and the enroller code of its page. */
async function personalInfoRoutes(app: FastifyInstance): Promise<void> {
  registerFormFields(app, 'primary_info', '/get-form-fields-personal-info');
  // A group's applicant must be on its employee list and within its enrollment window (issue 30, decision 0290):
  // checked after the wizard's guard, which loads the enrollment.
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('/save-personal-info'))
      route.preHandler = [...[route.preHandler ?? []].flat(), eligibleApplicant(app.db)];
  });
  registerFlatSave(app, 'primary_info', '/save-personal-info');
  await app.register(enrollerCodeRoutes);
}

/** The quote's gender and date of birth, and an existing member's name. */
function prefill({ enrollment, member }: PrefillContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (enrollment.gender !== null) out.gender = String(enrollment.gender);
  if (enrollment.dob) out.birthdate = normalizeDate(enrollment.dob);
  if (member)
    Object.assign(out, { first_name: member.firstName, middle_name: member.middleName, last_name: member.lastName });
  return out;
}

export const personalInfoServer: StepKindServer = { tab: 'primary_info', routes: personalInfoRoutes, prefill };
