import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phone verification (GET /validate-phone-numverify): a real check on libphonenumber-js metadata
 * instead of a call to a paid service. A deployment can put a live provider behind the same
 * interface.
 */
export interface PhoneVerifier {
  /** True when `phone` is a valid, dialable US number. */
  isValidUsPhone(phone: string): boolean;
}

/** The libphonenumber-js verifier: valid for the US numbering plan (area code and exchange rules). */
export const libphonePhoneVerifier: PhoneVerifier = {
  isValidUsPhone(phone) {
    const trimmed = phone.trim();
    if (trimmed === '' || trimmed.length > 40 || !/^[\d\s().+-]+$/.test(trimmed)) return false;
    const parsed = parsePhoneNumberFromString(trimmed, 'US');
    return parsed !== undefined && parsed.country === 'US' && parsed.isValid();
  },
};
