import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../db/client';

/**
 * Text messages, sent like e-mail (docs/decisions/0090-remote-signing.md): a message is written to
 * the same transactional outbox (channel 'sms', body sealed) in the caller's transaction and
 * delivered by the outbox worker through an HTTP provider (a Twilio-compatible Messages API,
 * SMS_URL); without SMS_URL it stays 'kept' and /outbox shows it. A body holds a link and at most
 * the recipient's first name.
 */

export interface SmsMessage {
  /** E.164 (normalisePhone). */
  to: string;
  text: string;
  /** What the text is for: signing-link, signing-code, save-code ... */
  kind: string;
}

/** Writes text messages to the outbox; `delivers` when a provider is configured. */
export interface SmsSender {
  readonly delivers: boolean;
  /** Writes the message inside `tx`, so it exists exactly when the change that caused it commits. */
  enqueue(tx: Db, message: SmsMessage): Promise<void>;
  /** enqueue on the sender's own database, for a text that goes with no other change. */
  send(message: SmsMessage): Promise<void>;
}

/** Delivers one text (the provider adapter); throws an SmsDeliveryError when refused. */
export interface SmsTransport {
  send(message: { to: string; body: string }): Promise<void>;
}

/** A refusal or failure of the provider: a code and the HTTP status only, never the provider's text. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly responseCode: number | undefined,
  ) {
    super(responseCode === undefined ? code : `${code} ${responseCode}`);
  }
  /** A 5xx, a 429 or a network failure may pass on a later attempt; another 4xx will not. */
  get retryable(): boolean {
    return this.responseCode === undefined || this.responseCode >= 500 || this.responseCode === 429;
  }
}

/** Where and as whom the HTTP adapter sends. */
export interface SmsProviderSettings {
  /** The Messages endpoint: https://host/2010-04-01/Accounts/{sid}/Messages.json */
  endpoint: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * Reads SMS_URL (`https://SID:TOKEN@host[/base]?from=+15551234567`, or a full `.../Messages.json`
 * URL) with SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM filling what the URL leaves out.
 */
export function smsProviderSettings(
  smsUrl: string,
  fallback: { accountSid?: string; authToken?: string; from?: string } = {},
): SmsProviderSettings {
  const url = new URL(smsUrl);
  const accountSid = decodeURIComponent(url.username) || fallback.accountSid || '';
  const authToken = decodeURIComponent(url.password) || fallback.authToken || '';
  const fromRaw = url.searchParams.get('from') ?? url.searchParams.get('From') ?? fallback.from ?? '';
  const from = normalisePhone(fromRaw) ?? '';
  if (!accountSid || !authToken || !from)
    throw new Error(
      'SMS_URL needs an account, a token and a from number (in the URL or SMS_ACCOUNT_SID/SMS_AUTH_TOKEN/SMS_FROM)',
    );
  const base = url.pathname.replace(/\/+$/, '');
  const path = /\/Messages\.json$/.test(base)
    ? base
    : `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  return { endpoint: `${url.protocol}//${url.host}${path}`, accountSid, authToken, from };
}

/** The HTTP adapter: POST form-encoded To, From, Body with basic auth; a non-2xx throws SmsDeliveryError. */
export function createHttpSmsTransport(settings: SmsProviderSettings, timeoutMs = 10_000): SmsTransport {
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      let res: Response;
      try {
        res = await fetch(settings.endpoint, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const name = (err as { name?: unknown }).name;
        throw new SmsDeliveryError(name === 'TimeoutError' ? 'SMS_TIMEOUT' : 'SMS_NETWORK', undefined);
      }
      // The answer's text may quote the number or the body: it is read and dropped.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new SmsDeliveryError('SMS_HTTP', res.status);
    },
  };
}

/** A phone number as E.164 (US when no country code is given), or null when it is not a valid number. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  return parsed?.isValid() ? parsed.number : null;
}

/** A number shown without its digits but the last four: `***-***-0123`. */
export function maskPhone(e164: string): string {
  return `***-***-${e164.slice(-4)}`;
}

/** An address shown as its first letter and domain: `j***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0] ?? ''}***${email.slice(at)}`;
}
