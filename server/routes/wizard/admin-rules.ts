import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import {
  FORM_ADMIN_MESSAGES as M,
  formRulesBodySchema,
  formRulesData,
  formRulesQuery,
  previewBody,
  previewData,
  type FormRulesBody,
  type FormRulesData,
  type FormRulesQuery,
  type PreviewBody,
} from '../../../schemas/api/form-admin';
import { exceedsPageFields, PAGE_FIELDS_EXCEEDED } from '../../../schemas/api/wizard';
import { normalizeDescriptors } from '../../../schemas/descriptors';
import type { FieldError } from '../../../schemas/envelope';
import { adjustStepDescriptors, customStep, isStepTab, rulesTabOf, STEP_MODULES } from '../../../schemas/steps';
import type { StepDefinition } from '../../../schemas/step-definition';
import { validateStepData } from '../../../schemas/validate-step-data';
import { plans } from '../../db/schema';
import { resolveFormFields } from '../../domain/form-rules';
import { ApiError } from '../../plugins/envelope';
import { listDraftTabs, listFormRules, listVersions, readVersion } from '../../repositories/form-rules';
import { draftRuleSetErrors, saveDraft, toApiRule, toApiTab } from '../../services/form-versions';
import { rulesWatcherOf } from '../../services/rules-file';
import { adminCallerOf, adminGuard, callerScopes, scopeAllowed, type CallerScopes } from './admin-guard';
import { rowFilterOf, versionAuthorship } from './admin-versions';
import { versionForm } from '../../services/pinned-form';

/**
 * The form engine's admin API (docs/decisions/0060-form-engine-v2.md): read and edit the
 * DRAFT rules and custom tabs (publishing and the history: admin-versions.ts), read a published version, its
 * differences, and preview a step as the server would resolve and validate it. Bearer ADMIN_TOKEN
 * or a staff session; a carrier admin reads and writes only their carrier's scopes.
 */

const forbidden = (target: string, what: string) =>
  new ApiError(403, [{ target_element: target, error_message: M.outsideScope(what) }]);
const noVersion = (version: number) =>
  new ApiError(404, [{ target_element: 'version', error_message: M.noSuchVersion(version) }]);

/** The step module a tab renders with: its own, or for a carrier's custom tab one with no fields of its own. */
export function stepOfTab(tab: string): StepDefinition {
  return isStepTab(tab) ? STEP_MODULES[tab].step : customStep(tab);
}

export async function adminRuleRoutes(app: FastifyInstance): Promise<void> {
  const guard = adminGuard(app);
  const scopesOf = (request: FastifyRequest): Promise<CallerScopes> => callerScopes(app, adminCallerOf(request));
  async function draftAnswer(scopes: CallerScopes, tab?: string): Promise<FormRulesData> {
    const [rules, tabs, version] = await Promise.all([
      listFormRules(app.db, tab),
      listDraftTabs(app.db),
      latestPublished(),
    ]);
    return {
      version,
      rules: rules.filter((r) => scopeAllowed(scopes, r.scope, r.scopeId)).map(toApiRule),
      tabs: tabs.filter((t) => scopeAllowed(scopes, t.scope, t.scopeId)).map(toApiTab),
    };
  }

  async function latestPublished(): Promise<number> {
    const [newest] = await listVersions(app.db);
    return newest?.version ?? 0;
  }

  app.get(
    '/admin/form-field-rules',
    { preHandler: guard, schema: { querystring: formRulesQuery, response: { 200: envelopeOf(formRulesData) } } },
    async (request: FastifyRequest<{ Querystring: FormRulesQuery }>, reply) => {
      const scopes = await scopesOf(request);
      // A rules file dropped beside the server is imported into the draft first.
      await rulesWatcherOf(app).refresh();
      const { tab, version } = request.query;
      if (version === undefined) return reply.ok(await draftAnswer(scopes, tab));
      const [form, row] = await Promise.all([versionForm(app.db, version), readVersion(app.db, version)]);
      if (!form || !row) throw noVersion(version);
      const sees = await versionAuthorship(app, request);
      return reply.ok({
        version,
        ...sees(row),
        published_at: row.publishedAt.toISOString(),
        rules: form.rules
          .filter((r) => (tab === undefined || r.tab === tab) && scopeAllowed(scopes, r.scope, r.scopeId))
          .map(toApiRule),
        tabs: form.tabs.filter((t) => scopeAllowed(scopes, t.scope, t.scopeId)).map(toApiTab),
      });
    },
  );

  app.put(
    '/admin/form-field-rules',
    { preHandler: guard, schema: { body: formRulesBodySchema, response: { 200: envelopeOf(formRulesData) } } },
    async (request: FastifyRequest<{ Body: FormRulesBody }>, reply) => {
      const scopes = await scopesOf(request);
      const body = request.body;
      const errors: FieldError[] = await draftRuleSetErrors(app.db, body);
      if (errors.length > 0) throw new ApiError(400, errors);
      body.rules.forEach((r, i) => {
        if (!scopeAllowed(scopes, r.scope ?? 'default', r.scope_id))
          throw forbidden(`rules[${i}].scope`, `${r.tab}.${r.field_name}`);
      });
      (body.tabs ?? []).forEach((t, i) => {
        if (!scopeAllowed(scopes, t.scope ?? 'default', t.scope_id)) throw forbidden(`tabs[${i}].scope`, t.tab);
      });
      // Only the caller's rows of the named tabs are replaced (replace_tabs included): other scopes keep theirs.
      const replaced = await saveDraft(app.db, body, rowFilterOf(scopes));
      const answer = await draftAnswer(scopes);
      return reply.ok({
        ...answer,
        rules: answer.rules.filter((r) => replaced.includes(r.tab)),
        replaced_tabs: replaced,
      });
    },
  );

  app.post(
    '/admin/form-field-rules/preview',
    { preHandler: guard, schema: { body: previewBody, response: { 200: envelopeOf(previewData) } } },
    async (request: FastifyRequest<{ Body: PreviewBody }>, reply) => {
      const scopes = await scopesOf(request);
      const { tab, plan_id: planId, group_id: groupId, data } = request.body;
      if (!isStepTab(tab) && !tab.startsWith('custom_'))
        throw new ApiError(400, [{ target_element: 'tab', error_message: M.noSuchTab(tab) }]);
      if (scopes.kind === 'carrier' && (planId === undefined || !scopes.planIds.includes(planId)))
        throw forbidden('plan_id', 'This plan');
      let carrierIds: number[] = [];
      if (planId !== undefined) {
        const [plan] = await app.db.select({ carrierId: plans.carrierId }).from(plans).where(eq(plans.id, planId));
        if (!plan) throw new ApiError(400, [{ target_element: 'plan_id', error_message: M.noSuchPlan(planId) }]);
        carrierIds = [plan.carrierId];
      }
      const rulesTab = isStepTab(tab) ? rulesTabOf(tab) : tab;
      const rules = await listFormRules(app.db, rulesTab);
      const resolved = resolveFormFields(rules, rulesTab, {
        carrierIds,
        planIds: planId === undefined ? [] : [planId],
        groupId: groupId ?? null,
      });
      const listed = normalizeDescriptors(resolved.map((f) => ({ ...f, value: null })));
      const descriptors = isStepTab(tab) ? adjustStepDescriptors(tab, listed) : listed;
      // The data is bounded by the page's declared fields (a 2,000-field questionnaire previews), not a constant.
      if (data !== undefined && exceedsPageFields(data, descriptors.length))
        throw new ApiError(400, [{ target_element: 'data', error_message: PAGE_FIELDS_EXCEEDED }]);
      const errors = data === undefined ? [] : validateStepData(stepOfTab(tab), descriptors, data);
      return reply.ok({ descriptors, errors });
    },
  );
}
