import { openBytes, sealBytes } from './field-crypto';

/** A member list's keyset position: the sort key (last name, first name) and id of a page's last row. */
export interface MemberCursor {
  lastName: string;
  firstName: string;
  id: number;
}

/**
 * The opaque `after` / `next` of the member lists (issue 27): the position sealed with the server's
 * key (AES-256-GCM, field-crypto's sealBytes), as base64url. The names it holds are personal data,
 * which never shows in a URL or a log (security.md); a changed byte fails to open.
 */
export function sealMemberCursor(cursor: MemberCursor, key: Buffer): string {
  const plain = Buffer.from(JSON.stringify([cursor.lastName, cursor.firstName, cursor.id]), 'utf8');
  return sealBytes(plain, key).toString('base64url');
}

/** The position a cursor holds, or null when it was not sealed by this server's key or is not one. */
export function openMemberCursor(text: string, key: Buffer): MemberCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(openBytes(Buffer.from(text, 'base64url'), key).toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [lastName, firstName, id] = value as unknown[];
  if (typeof lastName !== 'string' || typeof firstName !== 'string') return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  return { lastName, firstName, id };
}
