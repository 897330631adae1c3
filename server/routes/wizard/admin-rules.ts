import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import { formRulesBodySchema, formRulesData, formRulesQuery, type FormRulesBody, type FormRulesData } from '../../../schemas/api/wizard';
import type { FormFieldRule } from '../../domain/form-rules';
import { ApiError } from '../../plugins/envelope';
import { adminGuard } from './admin-guard';
import { listFormRules, replaceFormRules } from '../../repositories/form-rules';
import { ruleSetProblems, toFormFieldRules } from '../../services/rules-file';

/**
 * GET/PUT /admin/form-field-rules: read and replace the form engine's rules without a rebuild.
 * Guarded by ADMIN_TOKEN (Authorization: Bearer); the routes answer 404 when it is unset.
 */

function toApiRule(r: FormFieldRule): FormRulesData['rules'][number] {
  const out: FormRulesData['rules'][number] = { tab: r.tab, field_name: r.fieldName, required: r.required, read_only: r.readOnly, visible: r.visible, sort: r.sort, scope: r.scope };
  if (r.scopeId !== null) out.scope_id = r.scopeId;
  return out;
}

/** The admin routes for form-field rules. */
export async function adminRuleRoutes(app: FastifyInstance): Promise<void> {
  const guard = adminGuard(app);

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
