import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../../schemas/api/common';
import { saveStepBody, saveStepData, type SaveStepBody } from '../../../schemas/api/wizard';
import { formFieldsData } from '../../../schemas/descriptors';
import type { StepTabName } from '../../../schemas/steps';
import { enrollmentOf } from '../../plugins/enrollment';
import { requireSession } from '../../plugins/session';
import { requireScopedEnrollment } from '../../plugins/enrollment-scope';
import { describeStepForBrowser, saveStep } from './step-support';

/**
 * The guard of every wizard call: a session (403), the enrollment capability (404), and the
 * enrollment belonging to the session's storefront (another storefront's id answers 404 too).
 */
export const wizardGuard = [requireSession(), requireScopedEnrollment];

/** The step's fields without enrollment_id (the body's other keys). */
export function stepFieldsOf(
  body: Readonly<Record<string, unknown>>,
  omit: readonly string[] = ['enrollment_id'],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !omit.includes(k)));
}

/** Registers GET /get-form-fields-<name> for a step tab. */
export function registerFormFields(app: FastifyInstance, tab: StepTabName, path: string): void {
  app.get(
    path,
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(formFieldsData) } },
    },
    async (request, reply) => {
      const result = await describeStepForBrowser(app, request, enrollmentOf(request), tab);
      return reply.ok({ result });
    },
  );
}

/** Registers POST /save-<name> for a step whose body is its flat fields plus enrollment_id. */
export function registerFlatSave(app: FastifyInstance, tab: StepTabName, path: string): void {
  app.post(
    path,
    { preHandler: wizardGuard, schema: { body: saveStepBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveStepBody }>, reply) => {
      const savedTab = await saveStep(app, request, enrollmentOf(request), tab, stepFieldsOf(request.body));
      return reply.ok({ message: 'Saved', saved_tab: savedTab });
    },
  );
}
