import type { FastifyInstance } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../../schemas/api/common';
import {
  cartPlanInfoData,
  groupInfoData,
  optionalEnrollmentQuery,
  optionListData,
  type CartPlanInfoData,
  type GroupInfoData,
} from '../../../schemas/api/wizard';
import { tierCovers } from '../../domain/tier';
import { enrollmentOf } from '../../plugins/enrollment';
import { cartProfile } from '../../repositories/form-rules';
import { optionList } from '../../repositories/lookups';
import { groupContact } from '../../repositories/wizard-prefill';
import { wizardGuard } from './step-routes';

/** Option-list calls (001 section 7) and the option_lists name each one answers. */
const OPTION_ROUTES: ReadonlyArray<readonly [path: string, listName: string]> = [
  ['/get-average-work-week', 'average_work_week'],
  ['/get-employment-status', 'employment_status'],
  ['/get-vacation-policy', 'vacation_policy'],
  ['/get-bargaining-unit', 'bargaining_unit'],
  ['/get-holiday-policy', 'holiday_policy'],
  ['/get-compensation-types', 'compensation_types'],
  ['/get-beneficiary-relationships', 'beneficiary_relationships'],
];

/** The employer and beneficiary option lists, the group's contact details and the cart's plan flags. */
export async function optionRoutes(app: FastifyInstance): Promise<void> {
  for (const [path, listName] of OPTION_ROUTES) {
    // Public reference lists, like /get-states: the enrollment_id some calls pass changes nothing.
    app.get(
      path,
      { schema: { querystring: optionalEnrollmentQuery, response: { 200: envelopeOf(optionListData) } } },
      async (_request, reply) => {
        const rows = await optionList(app.db, listName);
        return reply.ok({ result: rows.map((r) => ({ name: r.label, value: r.value })) });
      },
    );
  }

  app.get(
    '/get-group-info',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(groupInfoData) } },
    },
    async (request, reply) => {
      const { groupId } = enrollmentOf(request);
      const group = groupId === null ? null : await groupContact(app.db, groupId);
      const data: GroupInfoData = {
        general_info: { group_name: group?.name ?? null, group_phone: group?.phone ?? null },
        address_information: {
          address1: group?.address1 ?? null,
          address2: group?.address2 ?? null,
          city: group?.city ?? null,
          state: group?.state ?? null,
          zip: group?.zip ?? null,
        },
      };
      return reply.ok(data);
    },
  );

  app.get(
    '/get-cart-plan-info',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(cartPlanInfoData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const cart = await cartProfile(app.db, enrollment.id);
      const data: CartPlanInfoData = {
        is_IHA: cart.hasIha,
        has_spouse: enrollment.tier !== null && tierCovers(enrollment.tier).spouse,
      };
      return reply.ok(data);
    },
  );
}
