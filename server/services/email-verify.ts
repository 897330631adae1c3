import { isEmail } from '../../schemas/formats';
import { createRequire } from 'node:module';

/**
 * E-mail verification (POST /validate-email-neverbounce) without a paid service: the project's
 * e-mail syntax (schemas/formats), then domain rules: a dotted domain, no reserved or example
 * top-level domain (RFC 2606 / 6761), no disposable mailbox service (the list the
 * `disposable-email-domains` package ships: exact domains, and wildcard ones whose subdomains count
 * too). The documentation domains example.com, .net and .org get their own verdict, 'example': they
 * never receive mail, so a deployment that delivers mail refuses them, but the embedded demo (mail
 * kept in the outbox) accepts them, since its seeded members and reps all use them (issue 26).
 */

// RFC 2606 and RFC 6761 special-use names that can never receive real mail.
const RESERVED_TLDS = new Set([
  'test',
  'example',
  'invalid',
  'localhost',
  'local',
  'internal',
  'onion',
  'lan',
  'home',
  'corp',
]);
const EXAMPLE_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);
const require = createRequire(import.meta.url);
const DISPOSABLE = new Set<string>([
  ...(require('disposable-email-domains') as string[]),
  ...(require('disposable-email-domains/wildcard.json') as string[]),
]);

export type EmailVerdict = 'valid' | 'syntax' | 'reserved' | 'example' | 'disposable';

/** The domain of an address as typed (after the last @), lower-cased, for a message naming it. */
export function emailDomainOf(email: string): string {
  const value = email.trim();
  return value.slice(value.lastIndexOf('@') + 1).toLowerCase();
}

/** Why an address is refused, or 'valid'. */
export function verifyEmailAddress(email: string): EmailVerdict {
  const value = email.trim();
  if (!isEmail(value)) return 'syntax';
  const domain = value.slice(value.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  const tld = labels.at(-1);
  if (labels.length < 2 || tld === undefined) return 'syntax';
  if (RESERVED_TLDS.has(tld)) return 'reserved';
  // Subdomains of a reserved or disposable domain count as that domain.
  const suffixes = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  if (suffixes.some((s) => EXAMPLE_DOMAINS.has(s))) return 'example';
  if (suffixes.some((s) => DISPOSABLE.has(s))) return 'disposable';
  return 'valid';
}
