import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CENSUS_COLUMNS, censusFileName, censusQuery, type CensusQuery } from '../../schemas/api/census';
import { isPlainObject } from '../../schemas/field-values';
import { censusRows, type CensusCoverage, type CensusDependent } from '../domain/census';
import { csvDocument } from '../domain/csv';
import { ApiError } from '../plugins/envelope';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { censusPolicies, type CensusPolicyRecord } from '../repositories/census';
import { openSealed } from '../services/step-crypto';
import { memberScopeOf } from './filter-scope';

/**
 * GET /group-census.csv: the signed-in group administrator's census (schemas/api/census.ts), read
 * like the group's current-member table: only a group administrator's signed-in session, only their
 * own group. The answer is CSV with no SSN: the sealed steps are opened in memory for names and
 * birth dates only.
 */

const signInFirst = () =>
  new ApiError(401, { message: "Please sign in with your group administrator's e-mail and password." });

/** Not signed in (no token, or a storefront session without a sign-in) answers 401, not 403. */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.session?.signed_in) throw signInFirst();
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A saved dependent list's people (dependent_info: `dependents[].primary_info`). */
function stepDependents(step: Record<string, unknown> | null): CensusDependent[] | null {
  if (!step || !Array.isArray(step.dependents)) return null;
  return step.dependents.flatMap((item: unknown) => {
    const p = isPlainObject(item) && isPlainObject(item.primary_info) ? item.primary_info : null;
    if (!p || (p.relationship !== 'spouse' && p.relationship !== 'child')) return [];
    return [
      {
        firstName: text(p.first_name),
        lastName: text(p.last_name),
        dob: text(p.birthdate) || null,
        relationship: p.relationship,
      },
    ];
  });
}

/** A policy as census coverage: the completed enrollment's steps first, else the member on file. */
function coverageOf(record: CensusPolicyRecord, groupId: number, key: Buffer): CensusCoverage | null {
  const open = (step: Record<string, unknown> | undefined) => {
    const opened = step ? openSealed(step, key) : null;
    return isPlainObject(opened) ? opened : null;
  };
  const primary = open(record.enrollment?.steps.primary_info);
  const member = record.member;
  const firstName = text(primary?.first_name) || member?.firstName || '';
  const lastName = text(primary?.last_name) || member?.lastName || '';
  if (!firstName && !lastName) return null;
  const dependents =
    stepDependents(open(record.enrollment?.steps.dependent_info)) ??
    (member?.dependents ?? []).map((d) => ({ ...d, dob: d.birthdate }));
  return {
    groupId,
    subscriberId: member?.userId ?? String(record.policyId),
    subscriber: { firstName, lastName, dob: text(primary?.birthdate) || record.enrollment?.dob || member?.dob || null },
    dependents,
    tier: record.tier,
    effectiveDate: record.effectiveDate,
    plans: record.plans,
  };
}

export async function censusRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CensusQuery }>(
    '/group-census.csv',
    {
      schema: { querystring: censusQuery },
      // requireSession checks a given group_id against the token (403 for another group).
      preHandler: [requireSignedIn, requireSession({ scope: 'signed-in' })],
    },
    async (request, reply) => {
      const scope = memberScopeOf(sessionOf(request));
      if (scope?.kind !== 'group') throw forbidden();
      const coverages = (await censusPolicies(app.db, scope.groupId)).flatMap((r) => {
        const c = coverageOf(r, scope.groupId, app.config.encryptionKey);
        return c ? [c] : [];
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${censusFileName(scope.groupId, day)}"`)
        .send(csvDocument(CENSUS_COLUMNS, censusRows(coverages)));
    },
  );
}
