import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import { formRulesBodySchema, formRulesData, formRulesQuery, type FormRulesBody, type FormRulesData } from '../../../schemas/api/wizard';
import type { FormFieldRule } from '../../domain/form-rules';
import { ApiError } from '../../plugins/envelope';
import { listFormRules, replaceFormRules } from '../../repositories/form-rules';
import { ruleSetProblems, toFormFieldRules } from '../../services/rules-file';

/**
 * GET/PUT /admin/form-field-rules: read and replace the form engine's rules without a rebuild.
 * Guarded by ADMIN_TOKEN (Authorization: Bearer); the routes answer 404 when it is unset.
 */

function sameSecret(given: string, expected: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function toApiRule(r: FormFieldRule): FormRulesData['rules'][number] {
  const out: FormRulesData['rules'][number] = { tab: r.tab, field_name: r.fieldName, required: r.required, read_only: r.readOnly, visible: r.visible, sort: r.sort, scope: r.scope };
  if (r.scopeId !== null) out.scope_id = r.scopeId;
  return out;
}

/** The admin routes for form-field rules. */
export async function adminRuleRoutes(app: FastifyInstance): Promise<void> {
  const guard = async (request: FastifyRequest) => {
    const token = app.config.adminToken;
    if (!token) throw new ApiError(404, { message: 'Not found' });
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7).trim(), token)) throw new ApiError(401, { message: 'Admin token required' });
  };

  app.get('/admin/form-field-rules', { preHandler: guard, schema: { querystring: formRulesQuery, response: { 200: envelopeOf(formRulesData) } } }, async (request: FastifyRequest<{ Querystring: { tab?: string } }>, reply) => {
    const rules = await listFormRules(app.db, request.query.tab);
    return reply.ok({ rules: rules.map(toApiRule) });
  });

  app.put('/admin/form-field-rules', { preHandler: guard, schema: { body: formRulesBodySchema, response: { 200: envelopeOf(formRulesData) } } }, async (request: FastifyRequest<{ Body: FormRulesBody }>, reply) => {
    const rules = toFormFieldRules(request.body);
    const problems = ruleSetProblems(rules);
    if (problems.length > 0) throw new ApiError(400, problems.map((p) => ({ target_element: 'rules', error_message: p })));
    const replaced = await replaceFormRules(app.db, rules);
    const current = (await listFormRules(app.db)).filter((r) => replaced.includes(r.tab));
    return reply.ok({ rules: current.map(toApiRule), replaced_tabs: replaced });
  });
}
