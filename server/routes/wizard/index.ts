import type { FastifyInstance } from 'fastify';
import { rulesWatcherOf } from '../../services/rules-file';
import { adminRuleRoutes } from './admin-rules';
import { adminScreenshotRoutes } from './admin-screenshots';
import { adminVersionRoutes } from './admin-versions';
import { customStepRoutes } from './custom-steps';
import { documentRoutes } from './documents';
import { optionRoutes } from './options';
import { registerWizardSaveLater } from './save-later';
import { tabRoutes } from './tabs';
import { STEP_KIND_SERVERS } from '../../../steps/servers';
import { registerStepKind } from './step-kinds';

/** The wizard's calls (001 and 002 section 7): tabs, one module per step, lookups, codes, admin rules. */
export async function wizardRoutes(app: FastifyInstance): Promise<void> {
  // The rules file is loaded at start; later changes are picked up on the next descriptor read.
  app.addHook('onReady', async () => rulesWatcherOf(app).refresh());
  registerWizardSaveLater();
  await app.register(tabRoutes);
  // The step kinds' folders (steps/<kind>/server.ts): their hooks, then their routes.
  for (const kind of STEP_KIND_SERVERS) {
    registerStepKind(kind);
    if (kind.routes) await app.register(kind.routes);
  }
  await app.register(customStepRoutes);
  await app.register(documentRoutes);
  await app.register(optionRoutes);
  await app.register(adminRuleRoutes);
  await app.register(adminVersionRoutes);
  await app.register(adminScreenshotRoutes);
}
