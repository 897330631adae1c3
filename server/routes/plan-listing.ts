import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enrollmentIdQuery, envelopeOf } from '../../schemas/api/common';
import {
  DEFAULT_PAGE_SIZE,
  filteredPlansQuery,
  leftSideFilterData,
  menuFilteredPlansQuery,
  planCardItem,
  planCardsData,
  type FilteredPlansQuery,
  type ListingSort,
  type MenuFilteredPlansQuery,
} from '../../schemas/api/plan-listing';
import { DEFAULT_USE_LEVEL, type UseLevel } from '../../schemas/plan-benefits';
import { CATEGORIES } from '../../schemas/categories';
import { success } from '../../schemas/envelope';
import { byYearlyCost, cardAudience, planCards, type CardAudience } from '../domain/plan-cards';
import type { PayContext } from '../domain/plan-figures';
import type { PricingFilter } from '../domain/eligibility';
import { SALARY_RATE_CAP } from '../domain/pricing';
import { enrollmentOf } from '../plugins/enrollment';
import { portalForEnrollment, requireScopedEnrollment } from '../plugins/enrollment-scope';
import { fieldError } from '../plugins/envelope';
import { acceptedEncoding, COMPRESS_THRESHOLD, noneMatch } from '../plugins/http-cache';
import { requireSession, sessionOf } from '../plugins/session';
import { planCountsByCategory, storefrontPortal } from '../repositories/catalogue';
import { enrollmentWithCart, listingPage } from '../repositories/plan-listing';
import { benefitValuesByPlan, payContextOf } from '../repositories/plan-benefits';
import { openCatalogueVersion } from '../services/catalogue-version';
import { LISTING_ENROLLMENT_CHANNEL, ListingCache, SerialisedListing } from '../services/listing-cache';

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

/** The menu listing's view: no enrollment, so no tier to estimate and no payroll. */
const NO_VIEW = { useLevel: DEFAULT_USE_LEVEL, pay: null, sort: null } as const;

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
  const answer = listing.answer(tier, inCart, (t, total) =>
    envelope({ ...success({ result: [], selected_tier: t, total }) }),
  );
  reply.code(200).header('ETag', answer.etag).type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD && !noneMatch(request.headers['if-none-match'], answer.etag)
      ? acceptedEncoding(request)
      : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('Content-Encoding', encoding).send(answer.encode(encoding));
}

/** A kept listing and whether it holds salary-rated plans (priced per salary, sharedListing). */
interface PricedListing {
  listing: SerialisedListing;
  salaryRated: boolean;
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

/** Bound of the listing cache, in cards (about 0.5 KB each): a few thousand shared listings. */
const CACHE_CARDS = Number(process.env.LISTING_CACHE_CARDS ?? 50_000);

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
  const cache = new ListingCache(version, CACHE_CARDS);

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
   * The shared cards of a listing (is_in_cart false), one query on a miss (two with the plans'
   * benefits), kept serialised with the route's card schema (`serialiseCard`, the reply's compiled
   * fast-json-stringify function). Keyed by what the cards show: the audience, the filter's tier and
   * use level (the estimates), the group whose payroll the costs per paycheck follow, the order and,
   * for a listing with salary-rated plans, the salary.
   */
  const sharedListing = async (
    reply: FastifyReply,
    portal: number,
    filter: PricingFilter,
    audience: CardAudience,
    q: { categories: string[]; over65?: boolean; offset?: number; limit?: number },
    view: { useLevel: UseLevel; pay: PayContext | null; sort: ListingSort | null } = NO_VIEW,
  ): Promise<SerialisedListing> => {
    /**
     * The cards at this salary (null: salary-rated plans at their filed reference rate). Only a
     * listing that holds salary-rated plans (disability income) is kept per salary, so the cards
     * show the price the plan page, compare and the cart charge; every other listing is shared.
     */
    const priced = (salary: number | null) =>
      cache.get<PricedListing>(
        [
          'cards',
          portal,
          q.categories.join(','),
          q.over65 ?? null,
          q.offset ?? 0,
          q.limit ?? null,
          audience.rated,
          audience.state,
          audience.age,
          audience.smoker,
          filter.tier,
          view.useLevel,
          view.pay?.groupId ?? null,
          view.sort,
          salary,
        ],
        async () => {
          const today = new Date();
          // Sorted by cost, the page is cut after sorting the whole listing.
          const paged = view.sort === null;
          const found = await listingPage(app.db, portal, {
            ...q,
            ...(paged ? {} : { offset: undefined, limit: undefined }),
            audience,
          });
          const benefits =
            filter.tier === null
              ? new Map()
              : await benefitValuesByPlan(
                  app.db,
                  found.plans.map((p) => p.id),
                );
          const figures = { benefits, useLevel: view.useLevel, pay: view.pay };
          const rated = { ...filter, annualIncode: salary };
          let cards = planCards(found.plans, found.rows, rated, new Set(), today, figures);
          if (!paged) {
            const start = q.offset ?? 0;
            cards = byYearlyCost(cards).slice(start, q.limit === undefined ? undefined : start + q.limit);
          }
          const serialiseCard = reply.compileSerializationSchema(planCardItem as unknown as Record<string, unknown>);
          return {
            listing: SerialisedListing.of(cards, found.total, serialiseCard as (card: object) => string),
            salaryRated: found.plans.some((p) => p.salaryRequired),
          };
        },
        (kept) => kept.listing.planIds.length + 1,
      );
    const reference = await priced(null);
    // Salaries above the cap price alike: one entry for all of them.
    const salary = filter.annualIncode === null ? null : Math.min(filter.annualIncode, SALARY_RATE_CAP);
    return reference.salaryRated && salary !== null ? (await priced(salary)).listing : reference.listing;
  };

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
      const limit = page === undefined && page_size === undefined ? undefined : (page_size ?? DEFAULT_PAGE_SIZE);
      const offset = limit === undefined ? undefined : ((page ?? 1) - 1) * limit;
      const listing =
        portal === null
          ? SerialisedListing.EMPTY
          : await sharedListing(
              reply,
              portal,
              enrollment,
              cardAudience(enrollment, new Date()),
              { categories, offset, limit },
              {
                useLevel: enrollment.useLevel ?? DEFAULT_USE_LEVEL,
                pay: await payContext(enrollment.groupId),
                sort: request.query.sort ?? null,
              },
            );
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
          : await sharedListing(reply, portal, NO_APPLICANT, cardAudience(NO_APPLICANT, new Date()), {
              categories: [request.query.category],
              over65: session.over65,
            });
      return sendListing(request, reply, listing, null, NO_CART);
    },
  );
}
