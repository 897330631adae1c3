import type { FastifyInstance } from 'fastify';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { createEnrollment, type NewEnrollment } from '../../server/repositories/enrollments';

/** A storefront session as get-default-info and validate-landing-page answer it. */
export interface TestSession {
  token: string;
  agent_id: number;
  portal_id: number;
}

/** A rep storefront's session by landing name (validate-landing-page). */
export async function landingSession(app: FastifyInstance, landing: string): Promise<TestSession> {
  return (await app.inject({ method: 'GET', url: `/api/v1/validate-landing-page?landing_page=${landing}` })).json()
    .data as TestSession;
}

/** A quote enrollment of the session's storefront: a 40-year-old (born 1986) in Atlanta on Member Only, unless patched. */
export async function quoteEnrollment(
  app: FastifyInstance,
  session: TestSession,
  patch: Partial<NewEnrollment> = {},
): Promise<string> {
  return createEnrollment(app.db, {
    eprocess: 'applicant',
    type: 'new-member',
    agentId: session.agent_id,
    portalId: session.portal_id,
    zip: '30301',
    state: 'GA',
    dob: '1986-03-15',
    tier: 'IO',
    gender: 0,
    storefront:
      patch.agentId !== undefined || patch.groupId !== undefined || patch.portalId !== undefined
        ? null
        : storefrontKeyOf({ kind: 'open', agent_id: session.agent_id, group_id: null, portal_id: session.portal_id }),
    ...patch,
  });
}

/** GET with the session's bearer token. */
export function getAs(app: FastifyInstance, token: string | undefined, url: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** POST JSON with the session's bearer token. */
export function postAs(app: FastifyInstance, token: string | undefined, url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
