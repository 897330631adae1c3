import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { tempInfoData, tempInfoQuery, type TempInfoQuery } from '../../schemas/api/filters';
import { DEFAULT_USE_LEVEL } from '../../schemas/plan-benefits';
import { isoToUsDate } from '../domain/filters';
import { enrollmentOf } from '../plugins/enrollment';
import { provesEnrollment, requireSession } from '../plugins/session';
import { readStep, type EnrollmentRow } from '../repositories/enrollments';
import { openForBrowser } from '../services/browser-view';
import { carrierSensitiveFields } from '../services/pinned-form';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';

/** filter_info as the contract names it (001 section 3, temporary enrollment). */
function filterInfo(e: EnrollmentRow) {
  return {
    zip: e.zip,
    dob: isoToUsDate(e.dob),
    state: e.state,
    tier: e.tier,
    gender: e.gender,
    is_smoker: e.isSmoker,
    annual_incode: e.annualIncode,
    working_hours: e.workingHours,
    use_level: e.useLevel ?? DEFAULT_USE_LEVEL,
    spouse_dop: isoToUsDate(e.spouseDob),
    child_num: e.childNum,
    eprocess: e.eprocess,
    agent_id: e.agentId,
    group_id: e.groupId,
    platform_group_id: e.portalId,
    type: e.type,
    open_type: e.openType,
  };
}

/** GET /get-enrollment-temp-info: one column of a valid (unexpired) temporary enrollment, as the browser may see it (openForBrowser). */
export async function filterTempInfoRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: TempInfoQuery }>(
    '/get-enrollment-temp-info',
    {
      schema: { querystring: tempInfoQuery, response: { 200: envelopeOf(tempInfoData) } },
      preHandler: [requireSession(), requireScopedEnrollment],
    },
    async (request, reply) => {
      const e = enrollmentOf(request);
      const column = request.query.column;
      let result: unknown;
      if (column === 'filter_info') result = filterInfo(e);
      else if (column === 'type') result = e.type;
      else if (column === 'eprocess') result = e.eprocess;
      else if (column === 'group_id') result = e.groupId;
      else if (column === 'effective_date') result = isoToUsDate(e.effectiveDate);
      else {
        // Secrets masked, health answers only to a session that proves the enrollment (security review).
        const saved = await readStep(app.db, e.id, column);
        const sensitive = await carrierSensitiveFields(app.db, e);
        result = openForBrowser(saved, column, app.config.encryptionKey, {
          healthAnswers: provesEnrollment(request, e.id),
          sensitive,
        });
      }
      return reply.ok({ result });
    },
  );
}
