import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { envelopeOf } from '../../schemas/api/common';
import {
  REP_LANDING_KEYS,
  repLandingBody,
  repLandingData,
  type RepLandingBody,
  type RepLandingData,
} from '../../schemas/api/rep-admin';
import { agents } from '../db/schema';
import { auditDiff } from '../domain/audit-diff';
import { ApiError, fieldError } from '../plugins/envelope';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { landingTextsOf, repFieldsOf, writeLandingTexts, writeRepImage } from '../repositories/rep-admin';
import { storeImage } from '../services/site-assets';
import { IMAGE_BODY_TYPES } from './admin/sites';
import { SITE_IMAGE_MAX_BYTES } from '../../schemas/api/site-admin';
import { recordAudit, type AuditActor } from '../services/audit';
import { repAccount } from '../services/session-revocations';

/**
 * What a signed-in rep may change (issue 30 "Reps and sites", decision 0320): their own landing
 * page's texts and photo, nothing else. The rep is the session's (`rep-sign-in`: kind rep, signed in, sub
 * `rep:<id>`), never a parameter; a visitor who only typed the access code, a group administrator
 * or another rep's id in the query gets 403, and a body naming any other field is refused by name.
 */
export async function repLandingRoutes(app: FastifyInstance): Promise<void> {
  const signedIn = requireSession({ scope: 'signed-in' });

  async function ownRep(request: FastifyRequest): Promise<{ agentId: number; who: AuditActor }> {
    const s = sessionOf(request);
    if (s.kind !== 'rep' || s.agent_id === null || s.sub !== repAccount(s.agent_id)) throw forbidden();
    const [a] = await app.db
      .select({ first: agents.firstName, last: agents.lastName, active: agents.active })
      .from(agents)
      .where(eq(agents.id, s.agent_id))
      .limit(1);
    if (!a?.active) throw forbidden();
    return { agentId: s.agent_id, who: { actor: repAccount(s.agent_id), name: `${a.first} ${a.last} (rep)` } };
  }

  const pageOf = async (agentId: number): Promise<RepLandingData> => {
    const fields = await repFieldsOf(app.db, agentId);
    const [a] = await app.db.select({ image: agents.image }).from(agents).where(eq(agents.id, agentId)).limit(1);
    if (!fields) throw forbidden();
    return { agent_id: agentId, texts: landingTextsOf(fields), image: a?.image ?? null };
  };

  app.addContentTypeParser(
    IMAGE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: SITE_IMAGE_MAX_BYTES + 1 },
    (_r, body, done) => done(null, body),
  );

  app.put(
    '/rep-admin/landing-page/photo',
    {
      preHandler: signedIn,
      schema: {
        response: { 200: envelopeOf(repLandingData) },
        description: `The photo itself as the body (PNG, JPEG, WebP or GIF, at most ${SITE_IMAGE_MAX_BYTES} bytes).`,
      },
    },
    async (request, reply) => {
      const { agentId, who } = await ownRep(request);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw fieldError(415, 'file', 'Send the photo itself as the body.');
      await app.db.transaction(async (tx) => {
        const [a] = await tx.select({ image: agents.image }).from(agents).where(eq(agents.id, agentId)).limit(1);
        const path = await storeImage(tx, 'photo', bytes);
        await writeRepImage(tx, agentId, path);
        await recordAudit(tx, who, {
          entity: 'rep_landing',
          entityId: agentId,
          action: 'photo',
          summary: 'Landing page photo uploaded',
          changes: auditDiff({ image: a?.image ?? null }, { image: path }),
        });
      });
      return reply.ok(await pageOf(agentId));
    },
  );

  app.get(
    '/rep-admin/landing-page',
    { preHandler: signedIn, schema: { response: { 200: envelopeOf(repLandingData) } } },
    async (request, reply) => reply.ok(await pageOf((await ownRep(request)).agentId)),
  );

  app.put<{ Body: RepLandingBody }>(
    '/rep-admin/landing-page',
    {
      preHandler: signedIn,
      // Before the schema would drop unknown fields: a rep asking to change another field is told no.
      preValidation: async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const other = Object.keys(body).filter((k) => !REP_LANDING_KEYS.has(k));
        if (other.length)
          throw new ApiError(
            403,
            other.map((k) => ({
              target_element: k,
              error_message: "A rep may change only their landing page's texts and photo.",
            })),
          );
      },
      schema: { body: repLandingBody, response: { 200: envelopeOf(repLandingData) } },
    },
    async (request, reply) => {
      const { agentId, who } = await ownRep(request);
      await app.db.transaction(async (tx) => {
        const fields = await repFieldsOf(tx, agentId);
        const before = fields ? landingTextsOf(fields) : null;
        const after = landingTextsOf(request.body);
        const changes = auditDiff(before, after);
        if (!changes.length) return;
        await writeLandingTexts(tx, agentId, after);
        await recordAudit(tx, who, {
          entity: 'rep_landing',
          entityId: agentId,
          action: 'update',
          summary: `Landing page texts: ${changes.length} field(s) changed`,
          changes,
        });
      });
      return reply.ok(await pageOf(agentId));
    },
  );
}
