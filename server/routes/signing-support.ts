import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SigningAgreement, SigningChannel, SigningStatus, SigningSummary } from '../../schemas/api/signing';
import { SIGNING_LINK_TTL_HOURS } from '../../schemas/api/signing';
import { normalizeDate } from '../../schemas/dates';
import { isPlainObject } from '../../schemas/field-values';
import { maskSsn } from '../../schemas/input-formatters';
import { DEPENDENT_RELATIONSHIPS } from '../../steps/dependent-info/module';
import { canonicalJson, isLocked, signingStateOf } from '../domain/signing';
import { cartTotals } from '../domain/totals';
import type { Db } from '../db/client';
import { fieldError } from '../plugins/envelope';
import { agreementTextsFor } from '../repositories/agreement-texts';
import { cartLinesOf } from '../repositories/cart';
import { writeStep, type EnrollmentRow } from '../repositories/enrollments';
import { cartProfile } from '../repositories/form-rules';
import { findAgentById, findGroupById } from '../repositories/identity';
import {
  consentOfEnrollment,
  latestSigningRequest,
  replaceSigningRequest,
  type SigningRequestRow,
} from '../repositories/signing';
import { decryptField, encryptField } from '../services/field-crypto';
import { publicOrigin } from '../services/public-origin';
import { isEmail } from '../../schemas/formats';
import { maskEmail, maskPhone, normalisePhone } from '../services/sms';
import { newSigningToken, secretHash, signingLinkExpiry } from '../services/signing-tokens';
import { savedStepData } from './wizard/step-support';

/**
 * Remote signing's shared parts (docs/decisions/0090-remote-signing.md): sending a link from the
 * review, the rep's status view, and the read-only summary the client signs.
 */

/** The client's name and where to reach them, from Personal and Contact Information. */
export interface ClientContact {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
}

const textOf = (record: Record<string, unknown> | null, key: string): string =>
  typeof record?.[key] === 'string' ? (record[key] as string).trim() : '';

/** The applicant's name, phone (E.164) and e-mail as saved in the wizard. */
export async function clientContact(app: FastifyInstance, enrollmentId: string): Promise<ClientContact> {
  const [primary, contact] = await Promise.all([
    savedStepData(app, enrollmentId, 'primary_info'),
    savedStepData(app, enrollmentId, 'contact_info'),
  ]);
  const email = textOf(contact, 'email_address');
  return {
    firstName: textOf(primary, 'first_name'),
    lastName: textOf(primary, 'last_name'),
    phone: normalisePhone(textOf(contact, 'phone_number')),
    email: isEmail(email) ? email : null,
  };
}

/** Who sent a signing link, as the client's page shows it before asking for anything. */
export interface SigningSender {
  /** The rep's or group's name. */
  name: string;
  /** Their public phone (10 digits), or null. */
  phone: string | null;
  /** The storefront's display name and logo (a site path), as its header shows them. */
  brandName: string;
  brandLogo: string | null;
}

const PRODUCT = { name: 'OpenEnroll', logo: '/img/logo-openenroll.svg' };

/** The group (a group's enrollment) or the rep behind an enrollment, with their storefront's brand. */
export async function signingSender(app: FastifyInstance, enrollment: EnrollmentRow): Promise<SigningSender> {
  if (enrollment.eprocess === 'group' && enrollment.groupId !== null) {
    const found = await findGroupById(app.db, enrollment.groupId);
    if (found) {
      const name = found.group.displayName || found.group.name;
      return { name, phone: found.group.displayPhone, brandName: name, brandLogo: found.group.logo ?? PRODUCT.logo };
    }
  }
  if (enrollment.agentId !== null) {
    const agent = await findAgentById(app.db, enrollment.agentId);
    if (agent) {
      const name = agent.displayName || `${agent.firstName} ${agent.lastName}`;
      return { name, phone: agent.displayPhone ?? agent.phone, brandName: name, brandLogo: agent.logo ?? PRODUCT.logo };
    }
  }
  return { name: 'Your enrollment representative', phone: null, brandName: PRODUCT.name, brandLogo: PRODUCT.logo };
}

/** The rep's or group's name the client sees beside the summary. */
export async function enrollerName(app: FastifyInstance, enrollment: EnrollmentRow): Promise<string> {
  return (await signingSender(app, enrollment)).name;
}

/** Where the rep is told about a decline: the rep's e-mail (a group enrollment: its rep's, else the group's). */
export async function enrollerEmail(app: FastifyInstance, enrollment: EnrollmentRow): Promise<string | null> {
  if (enrollment.agentId !== null) {
    const agent = await findAgentById(app.db, enrollment.agentId);
    if (agent?.email) return agent.email;
  }
  if (enrollment.groupId !== null) {
    const group = await findGroupById(app.db, enrollment.groupId);
    if (group?.group.displayEmail) return group.group.displayEmail;
  }
  return null;
}

function linkText(firstName: string, link: string): string {
  const hello = firstName ? `Hi ${firstName}, your` : 'Your';
  return `${hello} enrollment is ready to review and sign: ${link} (works for ${SIGNING_LINK_TTL_HOURS} hours)`;
}

/**
 * Sends a new signing link (the old one revoked) over the channels asked for, in ONE transaction
 * with the request row, the enrollment's 'awaiting_signature' and, from the review, its notes: the
 * link exists exactly when its messages are queued. Refuses a channel the contact step cannot serve.
 */
export async function sendSigningLink(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  channels: readonly SigningChannel[],
  reviewRecord?: Record<string, unknown>,
): Promise<SigningRequestRow> {
  const contact = await clientContact(app, enrollment.id);
  if (channels.includes('sms') && !contact.phone)
    throw fieldError(400, 'send_sms', 'Contact Information has no mobile number to text the signing link to.');
  if (channels.includes('email') && !contact.email)
    throw fieldError(
      400,
      'send_email_signature',
      'Contact Information has no e-mail address to send the signing link to.',
    );
  const now = new Date();
  const token = newSigningToken();
  const link = `${publicOrigin(app)}/sign/${token}`;
  const key = app.config.encryptionKey;
  return app.db.transaction(async (tx) => {
    if (reviewRecord) await writeStep(tx, enrollment.id, 'review_info', reviewRecord);
    const row = await replaceSigningRequest(
      tx,
      {
        enrollmentId: enrollment.id,
        tokenHash: secretHash(token),
        channels: [...channels],
        phone: channels.includes('sms') && contact.phone ? encryptField(contact.phone, key) : null,
        email: channels.includes('email') && contact.email ? encryptField(contact.email, key) : null,
        status: 'sent',
        sentAt: now,
        expiresAt: signingLinkExpiry(now),
      },
      now,
    );
    if (channels.includes('sms') && contact.phone)
      await app.mailer.sms.enqueue(tx, {
        to: contact.phone,
        kind: 'signing-link',
        text: linkText(contact.firstName, link),
      });
    if (channels.includes('email') && contact.email)
      await app.mailer.enqueue(tx, {
        to: contact.email,
        kind: 'signing-link',
        subject: 'Please review and sign your enrollment',
        text:
          `${contact.firstName ? `Dear ${contact.firstName},` : 'Hello,'}\n\n` +
          `Your enrollment is ready for your review and signature.\n\nReview and sign: ${link}\n\n` +
          `The link works once, for ${SIGNING_LINK_TTL_HOURS} hours. You will confirm your date of birth and a code we text or e-mail you.\n` +
          `If you did not expect this message, you can ignore it.`,
      });
    return row;
  });
}

/** The rep's view of the enrollment's newest request ('none' before any). */
export async function signingStatusOf(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  now = new Date(),
): Promise<SigningStatus> {
  const [row, consent] = await Promise.all([
    latestSigningRequest(app.db, enrollment.id),
    consentOfEnrollment(app.db, enrollment.id),
  ]);
  const key = app.config.encryptionKey;
  const open = (v: string | null) => (v === null ? null : decryptField(v, key));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  if (!row)
    return {
      status: 'none',
      channels: [],
      phone_masked: null,
      email_masked: null,
      sent_at: null,
      opened_at: null,
      signed_at: null,
      declined_at: null,
      expires_at: null,
      decline_reason: null,
      receipt_available: enrollment.status === 'completed',
      consent_pdf_available: consent !== null,
      locked: false,
    };
  const phone = open(row.phone);
  const email = open(row.email);
  return {
    status: signingStateOf(row, now),
    channels: row.channels.filter((c): c is SigningChannel => c === 'sms' || c === 'email'),
    phone_masked: phone === null ? null : maskPhone(phone),
    email_masked: email === null ? null : maskEmail(email),
    sent_at: iso(row.sentAt),
    opened_at: iso(row.openedAt),
    signed_at: iso(row.signedAt),
    declined_at: iso(row.declinedAt),
    expires_at: iso(row.expiresAt),
    decline_reason: open(row.declineReason),
    // The link is claimed in the completion's own transaction, so a signed link means a completed
    // enrollment even when the enrollment row was read a moment before that transaction committed.
    receipt_available: enrollment.status === 'completed' || row.status === 'signed',
    consent_pdf_available: consent !== null,
    locked: (row.status === 'sent' || row.status === 'opened') && isLocked(row),
  };
}

const RELATIONSHIP_TITLES: Record<string, string> = Object.fromEntries(
  DEPENDENT_RELATIONSHIPS.map((r) => [r.const, r.title]),
);

function personOf(record: Record<string, unknown>, relationship: string): SigningSummary['people'][number] {
  const name = [textOf(record, 'first_name'), textOf(record, 'last_name')].filter(Boolean).join(' ');
  const ssn = textOf(record, 'ssn');
  return { name, relationship, ssn_masked: ssn ? maskSsn(ssn) : null };
}

/** A short version of an agreement's text: the first 16 hex characters of its SHA-256. */
export function textVersion(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000'), 'utf8').digest('hex').slice(0, 16);
}

/** The agreements the client accepts: the cart's texts, with a version each. */
export async function signingAgreements(db: Db, enrollmentId: string): Promise<SigningAgreement[]> {
  const texts = await agreementTextsFor(db, await cartProfile(db, enrollmentId));
  return texts.map((t) => ({
    id: String(t.id),
    title: t.text_head,
    text: t.text_body,
    version: textVersion(t.text_head, t.text_body),
    required: t.text_required,
  }));
}

/** The read-only summary the client signs: plans and costs in cents, covered people (SSNs masked), agreements. */
export async function signingSummary(app: FastifyInstance, enrollment: EnrollmentRow): Promise<SigningSummary> {
  const [primary, dependents, lines, agreements, enroller] = await Promise.all([
    savedStepData(app, enrollment.id, 'primary_info'),
    savedStepData(app, enrollment.id, 'dependent_info'),
    cartLinesOf(app.db, enrollment.id),
    signingAgreements(app.db, enrollment.id),
    enrollerName(app, enrollment),
  ]);
  const totals = cartTotals(lines.map((l) => ({ monthly_cents: l.monthlyCents })));
  const list = Array.isArray(dependents?.dependents) ? dependents.dependents.filter(isPlainObject) : [];
  const people = [
    personOf(primary ?? {}, 'Primary'),
    ...list.map((d) => {
      const fields = isPlainObject(d.primary_info) ? d.primary_info : d;
      const relationship = textOf(fields, 'relationship');
      return personOf(fields, RELATIONSHIP_TITLES[relationship] ?? (relationship || 'Dependent'));
    }),
  ];
  return {
    first_name: textOf(primary, 'first_name'),
    last_name: textOf(primary, 'last_name'),
    plans: lines.map((l) => ({ plan_name: l.planName, tier: enrollment.tier ?? '', monthly_cents: l.monthlyCents })),
    initial_month_cost_cents: totals.initial_month_cents,
    recurring_month_cost_cents: totals.recurring_month_cents,
    effective_date: enrollment.effectiveDate ? normalizeDate(enrollment.effectiveDate) : '',
    people,
    agreements,
    enroller_name: enroller,
  };
}

/** SHA-256 (hex) of the summary's canonical JSON: what the consent record keeps and the PDF prints. */
export function summaryHash(summary: SigningSummary): string {
  return createHash('sha256').update(canonicalJson(summary), 'utf8').digest('hex');
}
