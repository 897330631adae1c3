import {
  FILE_NAME_PATTERN,
  ID_QUALIFIERS,
  LINE_OF_BUSINESS_PATTERN,
  PLAN_CODE_PATTERN,
  X12_ID_PATTERN,
  type CarrierFileMode,
  type CarrierProfile,
  type CarrierProfileUpdate,
  type CarrierSchedule,
  type DeliveryMethod,
} from '../../../schemas/api/carrier-files';
import { CATEGORIES } from '../../../schemas/categories';
import { CARRIER_FILE_MESSAGES } from '../../../schemas/messages';

/**
 * The carrier profile editor's model: the profile as form text, the checks the contract's patterns
 * state (with the server's own messages, so both sides say the same), and the PUT body. The server
 * checks everything again; its field errors land on the same keys (`sender_id`,
 * `line_of_business.DENTAL`, `plan_codes.101`, `delivery.host`, ...).
 */

export type IdQualifier = (typeof ID_QUALIFIERS)[number];

/** A stored qualifier outside the guide's list reads as ZZ (mutually defined), which the editor then shows. */
export const asQualifier = (value: string): IdQualifier =>
  (ID_QUALIFIERS as readonly string[]).includes(value) ? (value as IdQualifier) : 'ZZ';

export interface PlanCodeRow {
  planId: string;
  code: string;
}

export interface ProfileForm {
  sender_id: string;
  sender_qualifier: IdQualifier;
  receiver_id: string;
  receiver_qualifier: IdQualifier;
  /** HD03 by category code; an empty code is not sent. */
  lineOfBusiness: Record<string, string>;
  planCodes: PlanCodeRow[];
  file_name_pattern: string;
  default_mode: CarrierFileMode;
  schedule: CarrierSchedule;
  method: DeliveryMethod;
  host: string;
  port: string;
  username: string;
  remote_dir: string;
  /** A new SFTP password or private key; empty keeps the stored one. Never filled from the server. */
  secret: string;
  /** The name of the private key file `secret` was read from ('' when a password was typed). */
  secretFile: string;
  clearSecret: boolean;
}

/** Categories that can carry an insurance line code (a bundle's own category included). */
export const LINE_CATEGORIES = CATEGORIES;

// Only the editor meets these: a form row has no server counterpart (the body is an object).
export const CLIENT_MESSAGES = {
  keyFile: 'Choose a private key file in PEM or OpenSSH form',
  planId: 'Enter the plan id (digits)',
  duplicatePlan: 'This plan is already listed',
  port: 'Enter a port from 1 to 65535',
} as const;

export function toProfileForm(p: CarrierProfile): ProfileForm {
  return {
    sender_id: p.sender_id,
    sender_qualifier: asQualifier(p.sender_qualifier),
    receiver_id: p.receiver_id,
    receiver_qualifier: asQualifier(p.receiver_qualifier),
    lineOfBusiness: { ...p.line_of_business },
    planCodes: Object.entries(p.plan_codes)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([planId, code]) => ({ planId, code })),
    file_name_pattern: p.file_name_pattern,
    default_mode: p.default_mode,
    schedule: p.schedule,
    method: p.delivery.method,
    host: p.delivery.host ?? '',
    port: p.delivery.port === undefined ? '' : String(p.delivery.port),
    username: p.delivery.username ?? '',
    remote_dir: p.delivery.remote_dir ?? '',
    secret: '',
    secretFile: '',
    clearSecret: false,
  };
}

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);

/** The form's problems by field key (empty when it may be sent). */
export function profileErrors(f: ProfileForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!matches(X12_ID_PATTERN, f.sender_id)) errors.sender_id = CARRIER_FILE_MESSAGES.x12Id;
  if (!matches(X12_ID_PATTERN, f.receiver_id)) errors.receiver_id = CARRIER_FILE_MESSAGES.x12Id;
  for (const [category, code] of Object.entries(f.lineOfBusiness)) {
    if (code.trim() !== '' && !matches(LINE_OF_BUSINESS_PATTERN, code.trim()))
      errors[`line_of_business.${category}`] = CARRIER_FILE_MESSAGES.lineOfBusiness;
  }
  const seen = new Set<string>();
  f.planCodes.forEach((row, i) => {
    const id = row.planId.trim();
    if (!/^[1-9][0-9]{0,9}$/.test(id)) errors[`planCodes.${i}.planId`] = CLIENT_MESSAGES.planId;
    else if (seen.has(id)) errors[`planCodes.${i}.planId`] = CLIENT_MESSAGES.duplicatePlan;
    seen.add(id);
    if (!matches(PLAN_CODE_PATTERN, row.code.trim())) errors[`planCodes.${i}.code`] = CARRIER_FILE_MESSAGES.planCode;
  });
  if (!matches(FILE_NAME_PATTERN, f.file_name_pattern))
    errors.file_name_pattern = CARRIER_FILE_MESSAGES.fileNamePattern;
  else if (!f.file_name_pattern.includes('{control}'))
    errors.file_name_pattern = CARRIER_FILE_MESSAGES.fileNameNeedsControl;
  if (f.method === 'sftp') {
    if (!f.host.trim()) errors['delivery.host'] = CARRIER_FILE_MESSAGES.sftpHost;
    if (!f.username.trim()) errors['delivery.username'] = CARRIER_FILE_MESSAGES.sftpUsername;
    if (!f.remote_dir.trim()) errors['delivery.remote_dir'] = CARRIER_FILE_MESSAGES.sftpRemoteDir;
  }
  if (f.port.trim() !== '') {
    const port = Number(f.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) errors['delivery.port'] = CLIENT_MESSAGES.port;
  }
  return errors;
}

/**
 * A server field error's key as the form names it: plan codes are keyed by plan id on the server
 * (`plan_codes.101`) and by row in the form; everything else is the same key.
 */
export function formErrorKey(serverKey: string, f: ProfileForm): string {
  const plan = /^plan_codes\.(\d+)$/.exec(serverKey);
  if (!plan) return serverKey;
  const row = f.planCodes.findIndex((r) => r.planId.trim() === plan[1]);
  return row >= 0 ? `planCodes.${row}.code` : serverKey;
}

/** The PUT body: the whole editable profile; the secret only when typed (or cleared). */
export function toProfileUpdate(f: ProfileForm): CarrierProfileUpdate {
  const delivery: CarrierProfileUpdate['delivery'] = { method: f.method };
  if (f.host.trim()) delivery.host = f.host.trim();
  if (f.port.trim()) delivery.port = Number(f.port);
  if (f.username.trim()) delivery.username = f.username.trim();
  if (f.remote_dir.trim()) delivery.remote_dir = f.remote_dir.trim();
  return {
    sender_id: f.sender_id.trim(),
    sender_qualifier: f.sender_qualifier,
    receiver_id: f.receiver_id.trim(),
    receiver_qualifier: f.receiver_qualifier,
    line_of_business: Object.fromEntries(
      Object.entries(f.lineOfBusiness)
        .filter(([, code]) => code.trim() !== '')
        .map(([category, code]) => [category, code.trim()]),
    ),
    plan_codes: Object.fromEntries(f.planCodes.map((r) => [r.planId.trim(), r.code.trim()])),
    file_name_pattern: f.file_name_pattern.trim(),
    default_mode: f.default_mode,
    schedule: f.schedule,
    delivery,
    ...(f.clearSecret ? { delivery_secret: '' } : f.secret !== '' ? { delivery_secret: f.secret } : {}),
  };
}

/** What the server takes as a private key (anything else is a password). */
export const looksLikePrivateKey = (text: string) => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text);

/** The first 12 hex digits of a checksum, for a table cell (the full one in its title). */
export const shortSum = (sha256: string) => sha256.slice(0, 12);

/** A log time as the console shows it (medium date, short time). */
export const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
