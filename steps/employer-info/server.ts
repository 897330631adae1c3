import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { saveEmployerBody, saveStepData, type SaveEmployerBody } from '../../schemas/api/wizard';
import { employerSkipRecord } from './module';
import { fieldError } from '../../server/plugins/envelope';
import { enrollmentOf } from '../../server/plugins/enrollment';
import { cartProfile } from '../../server/repositories/form-rules';
import { registerFormFields, stepFieldsOf, wizardGuard } from '../../server/routes/wizard/step-routes';
import type { PrefillContext, StepKindServer } from '../../server/routes/wizard/step-kinds';
import { saveStep, storeStep } from '../../server/routes/wizard/step-support';
import { groupContact } from '../../server/repositories/wizard-prefill';

/** Employer Information (001 section 7): descriptors, save, and Skip when the cart holds an IHA plan. */
async function employerInfoRoutes(app: FastifyInstance): Promise<void> {
  registerFormFields(app, 'employer_info', '/get-form-fields-employer-info');

  app.post(
    '/save-employer-info',
    { preHandler: wizardGuard, schema: { body: saveEmployerBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveEmployerBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      const data = stepFieldsOf(request.body, ['enrollment_id', 'skip']);
      if (request.body.skip === true) {
        // Skip is offered only with an IHA plan in the cart (001 section 2); elsewhere it would bypass the step.
        if (!(await cartProfile(app.db, enrollment.id)).hasIha)
          throw fieldError(400, 'skip', 'Skip is available only with an IHA plan in the cart');
        const savedTab = await storeStep(app, enrollment, 'employer_info', employerSkipRecord(data));
        return reply.ok({ message: 'Saved', saved_tab: savedTab });
      }
      const savedTab = await saveStep(app, request, enrollment, 'employer_info', data);
      return reply.ok({ message: 'Saved', saved_tab: savedTab });
    },
  );
}

/** The group's employer details, for a group's enrollment. */
async function prefill({ app, enrollment }: PrefillContext): Promise<Record<string, unknown>> {
  if (enrollment.groupId === null) return {};
  return (await groupContact(app.db, enrollment.groupId)) ?? {};
}

export const employerInfoServer: StepKindServer = { tab: 'employer_info', routes: employerInfoRoutes, prefill };
