import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cardExpired, checkCard } from '../../schemas/card-check';
import { isAccountNumber, isSecurityCode } from '../../schemas/formats';
import type { Db } from '../db/client';
import { paymentVault } from '../db/schema';
import { encryptField } from './field-crypto';

/**
 * The payment vault of security.md: it takes a card number (or a bank account number), checks it,
 * keeps it where enrollments cannot see it, and answers a token, the brand and the last four, the
 * only data an enrollment stores. The security code is checked here and never kept or logged. The
 * embedded default keeps the numbers AES-GCM encrypted in payment_vault; a deployment passes a live
 * provider's client as the configuration's cardVault and nothing else changes.
 */

export interface CardToVault {
  number: string;
  /** Absent when the form did not ask for one (a carrier's rule hid it or left it optional and empty). */
  securityCode?: string;
  expirationMonth: number;
  expirationYear: number;
}

export type VaultRefusal = {
  ok: false;
  field: 'card_number' | 'security_code' | 'expiration_month' | 'account_number';
};
export type CardVaultResult = { ok: true; token: string; brand: string; last4: string } | VaultRefusal;
export type AccountVaultResult = { ok: true; token: string; last4: string } | VaultRefusal;

export interface CardVault {
  tokenizeCard(card: CardToVault, today: Date): Promise<CardVaultResult>;
  tokenizeAccount(accountNumber: string): Promise<AccountVaultResult>;
}

/** The checks every vault makes before storing a card: brand, length and Luhn digit; code; not expired. */
export function screenCard(card: CardToVault, today: Date): VaultRefusal | { ok: true; brand: string; digits: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  const check = checkCard(digits);
  if (!check.valid || !check.brand) return { ok: false, field: 'card_number' };
  // A carrier may leave the security code out of its form (card-on-file billing; the code is never kept):
  // a card without one is screened without it (docs/decisions/0150-security-code-optional-in-the-vault.md).
  if (card.securityCode !== undefined && !isSecurityCode(card.securityCode))
    return { ok: false, field: 'security_code' };
  // A carrier's rules may leave the expiry out of the form: then there is none to check or keep.
  if (Number.isInteger(card.expirationYear) && Number.isInteger(card.expirationMonth)) {
    if (cardExpired(card.expirationMonth, card.expirationYear, today)) return { ok: false, field: 'expiration_month' };
  }
  return { ok: true, brand: check.brand, digits };
}

const newToken = () => `tok_${randomBytes(16).toString('base64url')}`;

/** The embedded vault: numbers encrypted in payment_vault under random 128-bit tokens. */
export function databaseCardVault(db: Db, key: Buffer): CardVault {
  return {
    async tokenizeCard(card, today) {
      const screened = screenCard(card, today);
      if (!screened.ok) return screened;
      const token = newToken();
      const last4 = screened.digits.slice(-4);
      await db.insert(paymentVault).values({
        token,
        kind: 'card',
        secretEncrypted: encryptField(screened.digits, key),
        brand: screened.brand,
        last4,
        expirationMonth: Number.isInteger(card.expirationMonth) ? card.expirationMonth : null,
        expirationYear: Number.isInteger(card.expirationYear) ? card.expirationYear : null,
      });
      return { ok: true, token, brand: screened.brand, last4 };
    },
    async tokenizeAccount(accountNumber) {
      if (!isAccountNumber(accountNumber)) return { ok: false, field: 'account_number' };
      const token = newToken();
      const last4 = accountNumber.slice(-4);
      await db
        .insert(paymentVault)
        .values({ token, kind: 'bank_account', secretEncrypted: encryptField(accountNumber, key), last4 });
      return { ok: true, token, last4 };
    },
  };
}

// Keyed by the database handle, which route plugins share with the root instance (they get their own `app`).
const registered = new WeakMap<object, CardVault>();

/** The app's vault: the configured one (config.cardVault), else the embedded database vault. */
export function cardVaultOf(app: FastifyInstance): CardVault {
  let vault = registered.get(app.db);
  if (!vault) {
    vault = app.config.cardVault ?? databaseCardVault(app.db, app.config.encryptionKey);
    registered.set(app.db, vault);
  }
  return vault;
}
