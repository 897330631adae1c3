import cardValidator from 'card-validator';
import { luhnValid } from './formats';

/**
 * A deeper card check than the specification's 13-25 character rule: brand, length for that brand
 * and the Luhn digit, from `card-validator`. Kept out of FORMATS on purpose: the specification's
 * message ('Card number must be Min-13 and Max-25') is about length only, and the vault decides
 * whether a well-formed number is a real card.
 */
export interface CardCheck {
  /** True when card-validator knows the brand, the length fits it and the Luhn digit is right. */
  valid: boolean;
  luhn: boolean;
  /** card-validator's brand key ('visa', 'mastercard', ...) or null when unknown. */
  brand: string | null;
}

/**
 * True when a card expiring at the end of `month` (1-12) of `year` has expired by today's calendar
 * month: a card is good through its expiration month. Browser and server (the billing step's rule
 * and the vault) pass their own today, the server's clock being the one that decides.
 */
export function cardExpired(month: number, year: number, today: Date): boolean {
  return year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1;
}

/** Checks a card number (spaces and dashes ignored) for brand, length and Luhn digit. */
export function checkCard(number: string): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  const result = cardValidator.number(digits);
  return { valid: result.isValid, luhn: luhnValid(digits), brand: result.card?.type ?? null };
}
