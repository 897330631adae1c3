import { isPlainObject } from '../../schemas/field-values';
import { maskSecret, maskSensitiveText, withheldHealthInfo, type SecretKind } from '../../schemas/masked-values';
import { STEPS } from '../../schemas/steps';
import { HEALTH_ANSWERS_KEY } from '../../schemas/steps/health-info';
import { openSealed, ssnFields } from './step-crypto';

/**
 * Saved step data as the browser may see it (security review): every read that answers saved data
 * goes through openForBrowser, never openSealed. SSNs, account and card numbers leave masked to
 * their last four, vault tokens not at all, and health answers only to a session that proves the
 * enrollment (started it or proved its save-for-later code). Server-internal reads (validation,
 * completion, pricing) keep using openSealed / savedStepData and see the real values.
 */

// By field name at any depth: a dependent's SSN sits in dependents[i].primary_info, a stashed
// spouse's in stashed_spouse.primary_info, and a field added by a carrier rule keeps its step's name.
const SECRET_FIELDS: ReadonlyMap<string, SecretKind> = new Map<string, SecretKind>([
  ...Object.values(STEPS).flatMap((step) => ssnFields(step).map((name): [string, SecretKind] => [name, 'ssn'])),
  ['ssn', 'ssn'],
  ['account_number', 'number'],
  ['card_number', 'number'],
]);

// Vault references and the security code are for the server alone (the code is never stored anyway).
const SERVER_ONLY: ReadonlySet<string> = new Set(['account_token', 'card_token', 'security_code']);

/** The saved tab whose whole record is health answers, and the key of each dependent's answers. */
const HEALTH_TAB = HEALTH_ANSWERS_KEY;

export interface BrowserViewOptions {
  /** True when the session proves the enrollment (provesEnrollment): health answers go back as saved. */
  healthAnswers: boolean;
  /** Field names carriers marked sensitive (published definitions): masked to their last four characters. */
  sensitive?: ReadonlySet<string>;
}

/** Opened (decrypted) step data with secrets masked by field at any depth and, unless allowed, health answers withheld. */
export function maskForBrowser(value: unknown, options: BrowserViewOptions): unknown {
  if (Array.isArray(value)) return value.map((v) => maskForBrowser(v, options));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SERVER_ONLY.has(key)) continue;
    const kind = SECRET_FIELDS.get(key);
    if (kind && (typeof v === 'string' || typeof v === 'number') && v !== '') out[key] = maskSecret(kind, String(v));
    else if (options.sensitive?.has(key) && (typeof v === 'string' || typeof v === 'number') && v !== '')
      out[key] = maskSensitiveText(String(v));
    else if (key === HEALTH_TAB && !options.healthAnswers && v !== null && v !== undefined)
      out[key] = withheldHealthInfo();
    else out[key] = maskForBrowser(v, options);
  }
  return out;
}

/** A saved tab's stored record (`savedTab` as enrollment_steps names it) opened for the browser: see maskForBrowser. */
export function openForBrowser(stored: unknown, savedTab: string, key: Buffer, options: BrowserViewOptions): unknown {
  if (stored === null || stored === undefined) return null;
  if (savedTab === HEALTH_TAB && !options.healthAnswers) return withheldHealthInfo();
  return maskForBrowser(openSealed(stored, key), options);
}
