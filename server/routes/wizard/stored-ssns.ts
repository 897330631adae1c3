import type { FieldError } from '../../../schemas/envelope';
import { isMaskedSsn } from '../../../schemas/masked-values';
import { decryptField } from '../../services/field-crypto';

/**
 * The list steps' side of "a masked SSN sent back means unchanged", what every list kind uses (its own
 * restore is in its folder: steps/beneficiary-info/server-ssns.ts, steps/dependent-info/server-ssns.ts):
 * each person is matched to what is stored (the list the form showed, then the finished one) by its id
 * (as the steps store them: its own id, else its position from 1), then, for an existing member, to the
 * person on file with that id (the lists the browser loads from get-*-existing-user-enrollment carry
 * their SSNs masked too).
 */

type Row = Record<string, unknown>;

/** Whether any of the rows sends a masked SSN in one of the fields. */
export const anyMasked = (rows: readonly Row[], fields: readonly string[]) =>
  rows.some((r) => fields.some((f) => isMaskedSsn(r[f])));

/** Filed people of an existing member as { id -> { ssn } }, decrypted; empty for a new member. */
export function filedSsns(
  rows: ReadonlyArray<{ id: number; ssnEncrypted: string | null }>,
  key: Buffer,
): Map<string, Row> {
  return new Map(
    rows.flatMap((r): Array<[string, Row]> =>
      r.ssnEncrypted ? [[String(r.id), { ssn: decryptField(r.ssnEncrypted, key) }]] : [],
    ),
  );
}

/** What a list kind's restore (restoreBeneficiarySsns, restoreDependentSsns) gives back for a single item: that item and its errors. */
export function onlyRestored<T>(restored: { items: T[]; errors: FieldError[][] }): { item: T; errors: FieldError[] } {
  const [item] = restored.items;
  if (item === undefined) throw new Error('one item was restored, none came back');
  return { item, errors: restored.errors[0] ?? [] };
}
