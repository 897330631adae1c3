import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Field-level encryption for SSNs, account numbers and health answers (security.md):
 * AES-256-GCM, a fresh 96-bit IV per value, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url)
 * so the format can change later without guessing how an old value was written.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('field encryption key must be 32 bytes');
}

/** Encrypts a string; the same input never gives the same output. */
export function encryptField(plaintext: string, key: Buffer): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/** Decrypts what encryptField wrote; throws on a wrong key, a changed byte or an unknown format. */
export function decryptField(sealed: string, key: Buffer): string {
  assertKey(key);
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('not an encrypted field value');
  const [, ivText, tagText, bodyText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('not an encrypted field value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
}

/** True when the value looks like something encryptField wrote (never decrypts). */
export function isEncryptedField(value: string): boolean {
  return /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*$/.test(value);
}

/** What sealBytes adds to the plain bytes: the IV and the tag. */
export const SEALED_BYTES_OVERHEAD = IV_BYTES + TAG_BYTES;

/** Seals bytes (a screenshot) as `iv | tag | ciphertext`, AES-256-GCM like the fields. */
export function sealBytes(plain: Uint8Array, key: Buffer): Buffer {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Opens what sealBytes wrote; throws on a wrong key or a changed byte. */
export function openBytes(sealed: Uint8Array, key: Buffer): Buffer {
  assertKey(key);
  const buf = Buffer.from(sealed);
  if (buf.length < IV_BYTES + TAG_BYTES) throw new Error('not sealed bytes');
  const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(buf.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(buf.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
