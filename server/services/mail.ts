import nodemailer, { type Transporter } from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for: quote, save-code, receipt ... */
  kind: string;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: string;
}

/** Sends mail: always recorded in the outbox; delivered over SMTP when SMTP_URL is configured. */
export interface Mailer {
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

const FROM = process.env.MAIL_FROM ?? 'OpenEnroll <no-reply@openenroll.local>';

/**
 * Without `smtpUrl` (the embedded demo) a message is kept in the outbox with status 'kept' for
 * /outbox. With it, the row is written first ('queued') so nothing is lost if delivery fails,
 * then marked 'sent' or 'failed'; a failure is logged, never shown to the shopper.
 */
export function createMailer(db: Db, smtpUrl: string | undefined, transport?: Transporter): Mailer {
  const smtp = transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined);
  return {
    delivers: smtp !== undefined,
    async send(message) {
      const now = new Date();
      const [row] = await db
        .insert(outbox)
        .values({ ...message, html: message.html ?? null, status: smtp ? 'queued' : 'kept', sentAt: smtp ? null : now })
        .returning({ id: outbox.id });
      if (!smtp || !row) return;
      try {
        await smtp.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        await db
          .update(outbox)
          .set({ status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'send failed' })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}

/** The newest kept messages first (the demo outbox; never used when SMTP is configured). */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, sent_at: (r.sentAt ?? r.createdAt).toISOString() }));
}
