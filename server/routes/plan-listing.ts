import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enrollmentIdQuery, envelopeOf } from '../../schemas/api/common';
import {
  DEFAULT_PAGE_SIZE,
  filteredPlansQuery,
  leftSideFilterData,
  listingCacheStatusData,
  menuFilteredPlansQuery,
  planCardItem,
  planCardsData,
  type FilteredPlansQuery,
  type MenuFilteredPlansQuery,
} from '../../schemas/api/plan-listing';
import { DEFAULT_USE_LEVEL, type UseLevel } from '../../schemas/plan-benefits';
import { CATEGORIES } from '../../schemas/categories';
import { success } from '../../schemas/envelope';
import { cardAudience, planCards, type CardAudience } from '../domain/plan-cards';
import type { PayContext } from '../domain/plan-figures';
import type { PricingFilter } from '../domain/eligibility';
import { SALARY_RATE_CAP } from '../domain/pricing';
import { enrollmentOf } from '../plugins/enrollment';
import { portalForEnrollment, requireScopedEnrollment } from '../plugins/enrollment-scope';
import { fieldError } from '../plugins/envelope';
import { acceptedEncoding, COMPRESS_THRESHOLD, noneMatch } from '../plugins/http-cache';
import { requireSession, sessionOf } from '../plugins/session';
import { planCountsByCategory, storefrontPortal } from '../repositories/catalogue';
import { catalogueRows, enrollmentWithCart, listingPage } from '../repositories/plan-listing';
import { RatePlaces } from '../repositories/rate-lookup';
import { rateScopeOf } from '../domain/rate-scope';
import { benefitValuesOfPortal, payContextOf } from '../repositories/plan-benefits';
import { openCatalogueVersion } from '../services/catalogue-version';
import { LISTING_ENROLLMENT_CHANNEL } from '../services/enrollment-cart-cache';
import { ListingCache } from '../services/listing-cache';
import { SerialisedListing } from '../services/serialised-listing';
import { ageBandOf, PricedCatalogue } from '../services/priced-catalogue';
import { adminGuard } from './wizard/admin-guard';

const NO_APPLICANT: PricingFilter = {
  zip: null,
  dob: null,
  state: null,
  tier: null,
  isSmoker: null,
  annualIncode: null,
  workingHours: null,
};

const NO_CART: ReadonlySet<number> = new Set();

/** Kept in the listing cache for a group without a payroll (the cache keeps no undefined). */
const NO_PAYROLL: PayContext = { groupId: 0, payFrequency: 'monthly', contributions: [] };

/**
 * Sends a cached listing as its JSON bytes (Fastify sends a Buffer as it is, no serialisation
 * again), with the ETag the listing derives from its digest, the tier and the cart marks (the
 * http-cache plugin takes that tag instead of hashing the body). The route keeps its response
 * schema: the cards and the envelope are serialised with it (fast-json-stringify). Compressed as
 * @fastify/compress would (same negotiation, threshold and settings) but from the answer's kept
 * bytes, so the plugin passes it on; a revalidation that will answer 304 is not compressed.
 */
function sendListing(
  request: FastifyRequest,
  reply: FastifyReply,
  listing: SerialisedListing,
  tier: string | null,
  inCart: ReadonlySet<number>,
): FastifyReply {
  const envelope = reply.getSerializationFunction('200');
  if (!envelope) throw new Error('a listing route without its 200 response schema');
  const answer = listing.answer(tier, inCart, (t, total, next) =>
    envelope({ ...success({ result: [], selected_tier: t, total, next }) }),
  );
  reply.code(200).header('ETag', answer.etag).type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD && !noneMatch(request.headers['if-none-match'], answer.etag)
      ? acceptedEncoding(request)
      : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('Content-Encoding', encoding).send(answer.encode(encoding));
}

/** Cart plan ids read with the enrollment (requireListingEnrollment). */
const cartOf = new WeakMap<FastifyRequest, ReadonlySet<number>>();

/**
 * requireScopedEnrollment for the listing, with the cart's plan ids read in the same statement:
 * the same 404 for unknown, expired and other storefronts' ids. The read is kept in process
 * (`app.listingEnrollments`, listing-cache.ts EnrollmentCartCache: forgotten by this process's
 * requests naming the enrollment and by the database's notifications), so a hit asks the database
 * nothing; the storefront check runs on every request.
 */
async function requireListingEnrollment(request: FastifyRequest): Promise<void> {
  const id = (request.query as { enrollment_id?: unknown }).enrollment_id;
  if (typeof id !== 'string' || id === '') throw fieldError(400, 'enrollment_id', 'Field is required');
  const { db, listingEnrollments } = request.server;
  const now = new Date();
  let found = await listingEnrollments.get(id, () => enrollmentWithCart(db, id, now));
  if (found && found.enrollment.expiresAt <= now) {
    // Kept while still valid: read again (another write may have extended it).
    listingEnrollments.forget(id);
    found = await listingEnrollments.get(id, () => enrollmentWithCart(db, id, now));
  }
  if (!found) throw fieldError(404, 'enrollment_id', 'Enrollment not found or expired');
  request.enrollment = found.enrollment;
  cartOf.set(request, found.cart);
  await requireScopedEnrollment(request);
}

/**
 * Other processes' (and non-request) writes of an enrollment or its cart reach the kept reads by
 * the database's `listing_enrollment` notifications (migration 0009); without LISTEN, the kept
 * reads' maxAgeMs alone bounds how long such a write goes unseen.
 */
async function listenForEnrollmentChanges(app: FastifyInstance): Promise<void> {
  const kept = app.listingEnrollments;
  try {
    const unlisten = await app.dbListen?.(LISTING_ENROLLMENT_CHANNEL, (id) =>
      id === '*' ? kept.forgetAll() : kept.forget(id),
    );
    if (unlisten) app.addHook('onClose', () => unlisten().catch(() => {}));
  } catch {
    // No notifications: the maxAgeMs bound alone.
  }
}

/**
 * Bound of the listing cache in bytes (LISTING_CACHE_BYTES, read when the routes register; the
 * entries' serialised size): 64 MiB hold about 14 priced catalogues of 4,000 plans, or some 1,000
 * of the demo's 41.
 */
const cacheBytes = () => Number(process.env.LISTING_CACHE_BYTES || 64 * 1024 * 1024);

/**
 * Plan listing: the left-side category filter and the plan cards of /plans and /new-plans. The
 * cards and counts every shopper with the same portal and filter shares come from the listing
 * cache (services/listing-cache.ts, keyed by the catalogue version); per request only the
 * enrollment's cart marks (`is_in_cart`) and `selected_tier` are laid over them.
 */
export async function planListingRoutes(app: FastifyInstance): Promise<void> {
  const version = await openCatalogueVersion(app.db, {
    maxAgeMs: app.config.catalogueVersionMaxAgeMs,
    listen: app.dbListen,
  });
  app.addHook('onClose', () => version.close());
  await listenForEnrollmentChanges(app);
  const cache = new ListingCache(version, cacheBytes());

  /**
   * A group's payroll (pay frequency, employer contributions), kept like the cards: its tables bump
   * the catalogue version (migration 0012), so a hit asks the database nothing.
   */
  const payContext = (groupId: number | null): Promise<PayContext | null> =>
    groupId === null
      ? Promise.resolve(null)
      : cache
          .get(['payroll', groupId], async () => (await payContextOf(app.db, groupId)) ?? NO_PAYROLL)
          .then((pay) => (pay === NO_PAYROLL ? null : pay));

  /**
   * A menu's cards (no enrollment: unpriced, one category, the session's age market), one query on
   * a miss, kept serialised with the route's card schema.
   */
  const menuListing = (reply: FastifyReply, portal: number, category: string, over65: boolean) =>
    cache.get(
      ['menu', portal, category, over65],
      async () => {
        const audience = cardAudience(NO_APPLICANT, new Date());
        const found = await listingPage(app.db, portal, { categories: [category], over65, audience });
        const cards = planCards(found.plans, found.rows, NO_APPLICANT, new Set(), new Date());
        const serialiseCard = reply.compileSerializationSchema(planCardItem as unknown as Record<string, unknown>);
        return SerialisedListing.of(cards, found.total, serialiseCard as (card: object) => string);
      },
      // The cards' bytes, and the one answer kept with them (its body and compressed bytes).
      (listing) => listing.bytes * 3,
    );

  /**
   * The priced catalogue shoppers of one portal share (services/priced-catalogue.ts): keyed by
   * what the cards show, the audience's age band and tobacco answer, whether basic details are
   * complete, the filter's tier and use level (the estimates), the group whose payroll the costs
   * per paycheck follow, the day whose rates apply (the effective date, rate-scope.ts), the place
   * where rates differ by state or rating area (RatePlaces: '' where only nationwide rows exist)
   * and, for a catalogue with salary-rated plans, the salary. Not by the state otherwise (it only
   * hides plans), the exact age, the categories, the order or the page: those are cut from it per
   * request. One query on a miss (two with the plans' benefits); weighed by its bytes.
   */
  const pricedCatalogue = async (
    reply: FastifyReply,
    portal: number,
    filter: PricingFilter,
    audience: CardAudience,
    view: { useLevel: UseLevel; pay: PayContext | null },
  ): Promise<PricedCatalogue> => {
    const band = ageBandOf(audience.age);
    const places = await cache.get(
      ['rate-places'],
      () => RatePlaces.read(app.db),
      (p) => p.bytes,
    );
    const scope = places.scopeOf(rateScopeOf(filter, new Date()));
    const priced = (salary: number | null) =>
      cache.get<PricedCatalogue>(
        [
          'priced',
          portal,
          audience.rated,
          band === null ? null : `${band[0]}-${band[1]}`,
          audience.smoker,
          filter.tier,
          view.useLevel,
          view.pay?.groupId ?? null,
          salary,
          scope.date,
          places.keyOf(scope),
        ],
        async () => {
          const found = await catalogueRows(app.db, portal, band, scope);
          const benefits = filter.tier === null ? new Map() : await benefitValuesOfPortal(app.db, portal);
          const serialiseCard = reply.compileSerializationSchema(planCardItem as unknown as Record<string, unknown>);
          return PricedCatalogue.build({
            plans: found.plans,
            rows: found.rows,
            filter: { ...filter, annualIncode: salary },
            band,
            figures: { benefits, useLevel: view.useLevel, pay: view.pay },
            today: new Date(),
            serialiseCard: serialiseCard as (card: object) => string,
          });
        },
        (catalogue) => catalogue.bytes,
      );
    const reference = await priced(null);
    // Salaries above the cap price alike: one entry for all of them.
    const salary = filter.annualIncode === null ? null : Math.min(filter.annualIncode, SALARY_RATE_CAP);
    return reference.salaryRated && salary !== null ? priced(salary) : reference;
  };

  app.get(
    '/admin/listing-cache-status',
    {
      preHandler: adminGuard(app, { roles: ['staff'] }),
      schema: { response: { 200: envelopeOf(listingCacheStatusData) } },
    },
    async (_request, reply) =>
      reply.ok({
        bytes: cache.bytes,
        max_bytes: cache.maxBytes,
        entries: cache.size,
        version: cache.stats.version,
        kinds: Object.entries(cache.stats.byKind).map(([kind, counted]) => ({ kind, ...counted })),
      }),
  );

  app.get(
    '/get-left-side-filter-fields',
    {
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(leftSideFilterData) } },
      config: { etag: true, enrollmentReadOnly: true },
      preHandler: [requireSession(), requireScopedEnrollment],
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const portal = await portalForEnrollment(request, enrollment);
      const over65 = enrollment.over65 || sessionOf(request).over65;
      const categories =
        portal === null
          ? []
          : await cache.get(['categories', portal, over65], async () => {
              const counts = await planCountsByCategory(app.db, portal, over65);
              return CATEGORIES.filter((c) => (counts.get(c.code) ?? 0) > 0).map((c) => ({
                category: c.code,
                label: c.label,
                plan_count: counts.get(c.code) ?? 0,
              }));
            });
      return reply.ok({ result: { categories } });
    },
  );

  app.get<{ Querystring: FilteredPlansQuery }>(
    '/get-filtered-plans',
    {
      schema: { querystring: filteredPlansQuery, response: { 200: envelopeOf(planCardsData) } },
      config: { etag: true, enrollmentReadOnly: true },
      // sendListing compresses from the kept bytes: no per-request hooks of @fastify/compress.
      compress: false,
      decompress: false,
      preHandler: [requireSession(), requireListingEnrollment],
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const portal = await portalForEnrollment(request, enrollment);
      // Order does not change the answer (cards come in category order): one key per set.
      const categories = [...new Set((request.query.categories ?? '').split(',').filter(Boolean))].sort();
      const { page, page_size } = request.query;
      // Every category is answered a page at a time (the first without page parameters); a chosen
      // category or set of them whole unless a page is asked for, as the specification has it.
      const paged = page !== undefined || page_size !== undefined || categories.length === 0;
      const query = {
        categories,
        sort: request.query.sort ?? null,
        page: page ?? 1,
        size: paged ? (page_size ?? DEFAULT_PAGE_SIZE) : undefined,
      };
      const audience = cardAudience(enrollment, new Date());
      const listing =
        // No portal, or complete basic details in an unknown area (metError): no plan shows.
        portal === null || (audience.rated && !audience.state)
          ? SerialisedListing.EMPTY
          : (
              await pricedCatalogue(reply, portal, enrollment, audience, {
                useLevel: enrollment.useLevel ?? DEFAULT_USE_LEVEL,
                pay: await payContext(enrollment.groupId),
              })
            ).page(audience.age, { ...query, state: audience.state });
      return sendListing(request, reply, listing, enrollment.tier, cartOf.get(request) ?? NO_CART);
    },
  );

  app.get<{ Querystring: MenuFilteredPlansQuery }>(
    '/get-menu-filtered-plans',
    {
      schema: { querystring: menuFilteredPlansQuery, response: { 200: envelopeOf(planCardsData) } },
      config: { etag: true, enrollmentReadOnly: true },
      compress: false,
      decompress: false,
      preHandler: requireSession(),
    },
    async (request, reply) => {
      // No enrollment yet: the storefront's plans of a category, without prices (no applicant to rate).
      const session = sessionOf(request);
      const portal = await storefrontPortal(app.db, session);
      const listing =
        portal === null
          ? SerialisedListing.EMPTY
          : await menuListing(reply, portal, request.query.category, session.over65);
      return sendListing(request, reply, listing, null, NO_CART);
    },
  );
}
