import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import { saveEmployerBody, saveStepData, type SaveEmployerBody } from '../../../schemas/api/wizard';
import { employerSkipRecord } from '../../../schemas/steps/employer-info';
import { fieldError } from '../../plugins/envelope';
import { enrollmentOf } from '../../plugins/enrollment';
import { cartProfile } from '../../repositories/form-rules';
import { registerFormFields, stepFieldsOf, wizardGuard } from './step-routes';
import { saveStep, storeStep } from './step-support';

/** Employer Information (001 section 7): descriptors, save, and Skip when the cart holds an IHA plan. */
export async function employerInfoRoutes(app: FastifyInstance): Promise<void> {
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
        const savedTab = await storeStep(app, enrollment.id, 'employer_info', employerSkipRecord(data));
        return reply.ok({ message: 'Saved', saved_tab: savedTab });
      }
      const savedTab = await saveStep(app, request, enrollment, 'employer_info', data);
      return reply.ok({ message: 'Saved', saved_tab: savedTab });
    },
  );
}
