import type { FastifyInstance } from 'fastify';

/** Sessions the homes tests use: open storefront, rep access code, signed-in rep / group admin, another rep. */
export async function homeSessions(app: FastifyInstance) {
  const signIn = async (path: string, email: string, password: string) =>
    (await app.inject({ method: 'POST', url: `/api/v1/${path}`, payload: { email, password } })).json().data
      .token as string;
  return {
    open: (await app.inject({ method: 'GET', url: '/api/v1/get-default-info' })).json().data.token as string,
    repCode: app.issueSession({ kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false }),
    rep: await signIn('rep-sign-in', 'jordan.avery@example.com', 'demo-rep-pass'),
    group: await signIn('group-sign-in', 'hr@acme.example.com', 'demo-group-pass'),
    otherRep: app.issueSession({
      kind: 'rep',
      agent_id: 1002,
      group_id: null,
      portal_id: 504,
      over65: false,
      signed_in: true,
    }),
  };
}

/** app.inject with an optional bearer token. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}
