import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StepTabName } from '../../../schemas/steps';
import type { EnrollmentRow } from '../../repositories/enrollments';
import type { memberContact } from '../../repositories/wizard-prefill';
import { SAVED_TAB_OF } from '../../../schemas/steps/tabs';
import { registerSaveEnrollmentTab, type SaveEnrollmentTabHandler } from '../save-enrollment';

type MemberContact = NonNullable<Awaited<ReturnType<typeof memberContact>>>;

/**
 * What a step kind's folder adds to the server (steps/<kind>/server.ts): its routes, and the hooks the
 * generic wizard code asks a step for instead of branching on its tab name. The server's registry
 * (steps/servers.ts) lists the kinds; wizardRoutes registers them at start
 * (docs/decisions/0160-step-kind-folders.md).
 */

/** What a prefill hook is given: the enrollment and the existing member the session may see, if any. */
export interface PrefillContext {
  app: FastifyInstance;
  enrollment: EnrollmentRow;
  /** The enrollment's existing member, only for the rep or group administrator who owns it. */
  member: MemberContact | null;
}

export interface StepKindServer {
  /** The step (tab_name) the hooks are for; a kind of routes alone names none. */
  tab?: StepTabName;
  /** Its routes (the kind's calls), registered with the wizard's. */
  routes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Whether the client signed the enrollment on this step themselves (a drawn or typed signature, or their
   * own verification; a rep's or group's is not theirs): the review's and the cart's signing-link rules.
   */
  clientSigned?: (app: FastifyInstance, enrollmentId: string) => Promise<boolean>;
  /** Values the server knows without the applicant, laid under the saved ones on GET /get-form-fields-<step>. */
  prefill?: (context: PrefillContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Whether the step's saved record (a save for later may have left a draft) is complete, for a kind whose
   * completion its module's review declaration does not describe (health answers, dependents' answers).
   */
  complete?: (app: FastifyInstance, request: FastifyRequest, enrollment: EnrollmentRow) => Promise<boolean>;
  /**
   * Save for later of a step whose saved record is not its flat fields (a list of people): checks the
   * data's shape and stores it as a draft under the step's saved-tab name (POST /save-enrollment). One
   * function for the process (every app built in it registers the same one).
   */
  saveLater?: SaveEnrollmentTabHandler;
}

const kinds = new Map<string, StepKindServer>();

/** Registers a kind's hooks (idempotent: every app instance of a test process registers the same ones). */
export function registerStepKind(kind: StepKindServer): void {
  if (!kind.tab) return;
  kinds.set(kind.tab, kind);
  if (kind.saveLater) registerSaveEnrollmentTab(SAVED_TAB_OF[kind.tab], kind.saveLater);
}

/** The hooks a step's kind declares, or none. */
export function stepKindOf(tab: string): StepKindServer | undefined {
  return kinds.get(tab);
}

/** Whether the client has signed on a step of any kind that takes a signature (clientSigned). */
export async function clientSignedAnywhere(app: FastifyInstance, enrollmentId: string): Promise<boolean> {
  for (const kind of kinds.values()) if (kind.clientSigned && (await kind.clientSigned(app, enrollmentId))) return true;
  return false;
}
