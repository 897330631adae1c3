import type { FastifyInstance } from 'fastify';

/**
 * The origin links in e-mails and texts point at: PUBLIC_URL, else this server on localhost. Never
 * the request's Host header: a forged host would put an attacker's link in a real message.
 */
export function publicOrigin(app: FastifyInstance): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${app.config.port}`).replace(/\/+$/, '');
}
