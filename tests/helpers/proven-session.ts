import type { FastifyInstance } from 'fastify';
import { OPEN_SESSION, wizardClient, type WizardClient } from './wizard';

/**
 * A session that proves an enrollment (the `enr` claim add-filter-* and continue-enrollment put in
 * the token): only such a session reads the enrollment's health answers back.
 */

/** OPEN_SESSION's token with `enr` set to this enrollment. */
export function provenSession(
  app: FastifyInstance,
  enrollmentId: string,
  claims: Omit<Parameters<FastifyInstance['issueSession']>[0], 'enr'> = OPEN_SESSION,
): string {
  return app.issueSession({ ...claims, enr: enrollmentId });
}

/** A client whose session proves this enrollment. */
export function provenClient(app: FastifyInstance, enrollmentId: string): WizardClient {
  return wizardClient(app, provenSession(app, enrollmentId));
}
