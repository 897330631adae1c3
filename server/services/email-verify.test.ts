import { describe, expect, it } from 'vitest';
import { verifyEmailAddress } from './email-verify';
import { libphonePhoneVerifier } from './phone-verify';

describe('verifyEmailAddress', () => {
  it.each([
    ['pat.morgan@gmail.com', 'valid'],
    ['hr@acme-manufacturing.co', 'valid'],
    ['pat@', 'syntax'],
    ['pat@localhost', 'syntax'],
    ['pat @gmail.com', 'syntax'],
    ['pat@shop.invalid', 'reserved'],
    ['pat@mail.test', 'reserved'],
    ['pat@example.com', 'example'],
    ['pat@sub.example.org', 'example'],
    ['pat@mailinator.com', 'disposable'],
    ['pat@x.yopmail.com', 'disposable'],
  ])('%s is %s', (email, verdict) => {
    expect(verifyEmailAddress(email)).toBe(verdict);
  });
});

describe('libphonePhoneVerifier', () => {
  it.each([
    ['4045550101', true], // the demo's 555 numbers pass, so demo walkthroughs work
    ['(404) 853-2211', true],
    ['212-736-5000', true],
    ['1234567890', false],
    ['404853221', false],
    ['+44 20 7946 0958', false],
    ['abc', false],
  ])('%s -> %s', (phone, valid) => {
    expect(libphonePhoneVerifier.isValidUsPhone(phone)).toBe(valid);
  });
});
