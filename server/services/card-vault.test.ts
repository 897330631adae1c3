import { describe, expect, it } from 'vitest';
import { screenCard } from './card-vault';

const TODAY = new Date(2026, 10, 23);
const card = (over: Partial<Parameters<typeof screenCard>[0]> = {}) => ({
  number: '4111111111111111',
  securityCode: '123',
  expirationMonth: 12,
  expirationYear: 2027,
  ...over,
});

describe('screenCard (every vault checks before storing)', () => {
  it('accepts a well-formed card and names its brand', () => {
    expect(screenCard(card(), TODAY)).toEqual({ ok: true, brand: 'visa', digits: '4111111111111111' });
    expect(screenCard(card({ number: '4111 1111-1111 1111' }), TODAY)).toMatchObject({
      ok: true,
      digits: '4111111111111111',
    });
    expect(screenCard(card({ number: '5555555555554444' }), TODAY)).toMatchObject({ ok: true, brand: 'mastercard' });
  });

  it('refuses a wrong Luhn digit, an unknown brand, a bad security code', () => {
    expect(screenCard(card({ number: '4111111111111112' }), TODAY)).toEqual({ ok: false, field: 'card_number' });
    expect(screenCard(card({ number: '1234567890123' }), TODAY)).toEqual({ ok: false, field: 'card_number' });
    expect(screenCard(card({ securityCode: '12' }), TODAY)).toEqual({ ok: false, field: 'security_code' });
  });

  it('screens a card without a security code when the form asked for none (a carrier hid it)', () => {
    const { securityCode: _code, ...withoutCode } = card();
    expect(screenCard(withoutCode, TODAY)).toEqual({ ok: true, brand: 'visa', digits: '4111111111111111' });
    expect(screenCard(card({ securityCode: '' }), TODAY)).toEqual({ ok: false, field: 'security_code' });
  });

  it('accepts a card through its expiry month and refuses it after', () => {
    expect(screenCard(card({ expirationMonth: 11, expirationYear: 2026 }), TODAY).ok).toBe(true);
    expect(screenCard(card({ expirationMonth: 10, expirationYear: 2026 }), TODAY)).toEqual({
      ok: false,
      field: 'expiration_month',
    });
  });
});
