import type { FastifyInstance } from 'fastify';
import { themeContrastErrors } from '../../../schemas/colour-contrast';
import { envelopeOf } from '../../../schemas/api/common';
import {
  SITE_IMAGE_MAX_BYTES,
  mediaParams,
  siteDetail,
  siteFields,
  siteIdParams,
  siteImageParams,
  siteListData,
  type MediaParams,
  type SiteFields,
  type SiteIdParams,
  type SiteImageParams,
} from '../../../schemas/api/site-admin';
import { auditDiff } from '../../domain/audit-diff';
import { ApiError, fieldError } from '../../plugins/envelope';
import { HASHED_ASSET_CACHE } from '../../plugins/spa';
import {
  entriesTaken,
  hostsTaken,
  listSites,
  referralAgentOf,
  siteDetailOf,
  writeSite,
  writeSiteImage,
} from '../../repositories/site-admin';
import { recordAudit } from '../../services/audit';
import { findImage, storeImage } from '../../services/site-assets';
import { adminCallerOf, adminGuard } from '../wizard/admin-guard';
import { staffActor } from './groups';

const notFound = () => new ApiError(404, { message: 'No such site.' });
/** The image types an upload may be sent as; the bytes decide what it is (services/site-assets.ts). */
export const IMAGE_BODY_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream'];

/** What a site's fields look like in the audit log: lists as sorted text, the theme per colour. */
const audited = (f: SiteFields) => ({
  label: f.label,
  ...Object.fromEntries(Object.entries(f.theme).map(([k, v]) => [k, v.toLowerCase()])),
  domains: [...f.domains].sort().join(', '),
  external_sites: [...f.external_sites].sort().join(', '),
  referrals: f.referrals
    .map((r) => `${r.code.toUpperCase()} ${r.referrer_name}${r.active === false ? ' (inactive)' : ''}`)
    .sort()
    .join('; '),
});

/**
 * Sites in the staff console (issue 30 "Reps and sites", decision 0320), staff only: label, theme
 * colours (AA contrast of the text colour on every background it is written on), images (uploaded,
 * checked by content and size, served by hash), custom domains (unique), external-site names and
 * referral links. Every write is audited. GET /media/:file serves the uploaded images to anyone.
 */
export async function adminSiteRoutes(app: FastifyInstance): Promise<void> {
  const staffOnly = adminGuard(app, { roles: ['staff'] });
  app.addContentTypeParser(
    IMAGE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: SITE_IMAGE_MAX_BYTES + 1 },
    (_r, body, done) => done(null, body),
  );

  app.get(
    '/admin/sites',
    { preHandler: staffOnly, schema: { response: { 200: envelopeOf(siteListData) } } },
    async (_request, reply) => reply.ok(await listSites(app.db)),
  );

  app.get<{ Params: SiteIdParams }>(
    '/admin/sites/:id',
    { preHandler: staffOnly, schema: { params: siteIdParams, response: { 200: envelopeOf(siteDetail) } } },
    async (request, reply) => {
      const site = await siteDetailOf(app.db, request.params.id);
      if (!site) throw notFound();
      return reply.ok(site);
    },
  );

  app.put<{ Params: SiteIdParams; Body: SiteFields }>(
    '/admin/sites/:id',
    {
      preHandler: staffOnly,
      schema: { params: siteIdParams, body: siteFields, response: { 200: envelopeOf(siteDetail) } },
    },
    async (request, reply) => {
      const f = request.body;
      const contrast = themeContrastErrors(f.theme);
      if (contrast.length) throw new ApiError(400, contrast);
      await app.db.transaction(async (tx) => {
        const site = await siteDetailOf(tx, request.params.id);
        if (!site) throw notFound();
        const taken = await hostsTaken(tx, site.id, f.domains);
        if (taken.length) throw fieldError(409, 'domains', `Another site answers to ${taken.join(', ')}.`);
        const agentId = await referralAgentOf(tx, site);
        if (f.referrals.length && agentId === null)
          throw fieldError(400, 'referrals', 'This site has no rep to credit referrals to.');
        const other = await entriesTaken(
          tx,
          site.id,
          agentId,
          f.external_sites,
          f.referrals.map((r) => r.code),
        );
        if (other.names.length)
          throw fieldError(409, 'external_sites', `Another site has the external name ${other.names.join(', ')}.`);
        if (other.codes.length)
          throw fieldError(409, 'referrals', `Another rep has the referral code ${other.codes.join(', ')}.`);
        await writeSite(tx, site, agentId, f);
        const changes = auditDiff(audited(site.fields), audited(f));
        if (changes.length)
          await recordAudit(tx, staffActor(adminCallerOf(request)), {
            entity: 'sites',
            entityId: site.id,
            action: 'update',
            summary: `Site ${f.label}: ${changes.length} field(s) changed`,
            changes,
          });
      });
      return reply.ok(await siteDetailOf(app.db, request.params.id));
    },
  );

  app.put<{ Params: SiteImageParams }>(
    '/admin/sites/:id/images/:key',
    {
      preHandler: staffOnly,
      schema: {
        params: siteImageParams,
        response: { 200: envelopeOf(siteDetail) },
        description: `The image itself as the body (PNG, JPEG, WebP or GIF, at most ${SITE_IMAGE_MAX_BYTES} bytes).`,
      },
    },
    async (request, reply) => {
      const { id, key } = request.params;
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw fieldError(415, 'file', 'Send the image itself as the body.');
      await app.db.transaction(async (tx) => {
        const site = await siteDetailOf(tx, id);
        if (!site) throw notFound();
        const path = await storeImage(tx, key, bytes);
        await writeSiteImage(tx, id, key, path);
        await recordAudit(tx, staffActor(adminCallerOf(request)), {
          entity: 'sites',
          entityId: id,
          action: 'image',
          summary: `Site ${site.fields.label}: ${key} uploaded`,
          changes: auditDiff({ [key]: site.images[key] ?? null }, { [key]: path }),
        });
      });
      return reply.ok(await siteDetailOf(app.db, id));
    },
  );

  app.get<{ Params: MediaParams }>('/media/:file', { schema: { params: mediaParams } }, async (request, reply) => {
    const hash = /-([0-9a-f]{16})\./.exec(request.params.file)?.[1] ?? '';
    const image = await findImage(app.db, hash);
    if (!image) throw new ApiError(404, { message: 'Not found' });
    return reply
      .header('cache-control', HASHED_ASSET_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(image.contentType)
      .send(Buffer.from(image.bytes));
  });
}
