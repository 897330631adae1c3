import { isPlainObject } from '../../schemas/field-values';
import type { StepDefinition } from '../../schemas/step-definition';
import { decryptField, encryptField, isEncryptedField } from './field-crypto';

/**
 * Sealing a wizard step's saved data (security.md: SSNs encrypted at field level, never plaintext
 * in the database). Which fields are sensitive comes from the step module: every 'oe-ssn' field,
 * and the signature, which is the applicant's own handwriting.
 */

/** The names of a step's fields that hold SSNs, a signature, or what a carrier marked sensitive. */
export function sensitiveFields(step: StepDefinition): string[] {
  return Object.entries(step.fields)
    .filter(([, field]) => field.schema.format === 'oe-ssn' || field.widget === 'signature' || field.sensitive === true)
    .map(([name]) => name);
}

/** The names of a step's 'oe-ssn' fields: answered masked, and a mask sent back means "unchanged". */
export function ssnFields(step: StepDefinition): string[] {
  return Object.entries(step.fields)
    .filter(([, field]) => field.schema.format === 'oe-ssn')
    .map(([name]) => name);
}

/** A copy of `data` with the sensitive string fields encrypted. */
export function sealFields(
  data: Readonly<Record<string, unknown>>,
  sensitive: readonly string[],
  key: Buffer,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const name of sensitive) {
    const value = out[name];
    if (typeof value === 'string' && value !== '' && !isEncryptedField(value)) out[name] = encryptField(value, key);
  }
  return out;
}

/** A whole record sealed as one value: health answers, whose very shape (which question has entries) tells the answers. */
export interface SealedDocument {
  sealed_document: string;
}

/** Seals a JSON value as one encrypted string. */
export function sealDocument(value: unknown, key: Buffer): SealedDocument {
  return { sealed_document: encryptField(JSON.stringify(value), key) };
}

/** True for what sealDocument wrote. */
export function isSealedDocument(value: unknown): value is SealedDocument {
  return (
    isPlainObject(value) &&
    Object.keys(value).length === 1 &&
    typeof value.sealed_document === 'string' &&
    isEncryptedField(value.sealed_document)
  );
}

/** The value sealDocument sealed (throws on a wrong key or a changed byte). */
export function openDocument(doc: SealedDocument, key: Buffer): unknown {
  return JSON.parse(decryptField(doc.sealed_document, key)) as unknown;
}

/** A copy of saved data with every encrypted string (at any depth) decrypted; unreadable values become null. */
export function openSealed(value: unknown, key: Buffer): unknown {
  if (isSealedDocument(value)) {
    try {
      return openDocument(value, key);
    } catch {
      return null;
    }
  }
  if (typeof value === 'string' && isEncryptedField(value)) {
    try {
      return decryptField(value, key);
    } catch {
      return null;
    }
  }
  if (Array.isArray(value)) return value.map((v) => openSealed(v, key));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, openSealed(v, key)]));
  return value;
}
