import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who may read the demo outbox (GET /api/v1/outbox and the page /outbox): it holds every code and
 * receipt the demo "sent", so it is a development mailbox, not a public page.
 */

/** True for 127.0.0.0/8, ::1 and IPv4-mapped ::ffff:127.x (request.ip as Fastify resolved it). */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Off whenever SMTP or a text provider delivers for real; otherwise loopback clients only, unless OUTBOX_PUBLIC=1. */
export function outboxOpenTo(app: FastifyInstance, request: FastifyRequest): boolean {
  if (app.config.smtpUrl || app.mailer.delivers || app.config.smsUrl || app.mailer.sms.delivers) return false;
  return app.config.outboxPublic || isLoopbackAddress(request.ip);
}
