import type { FastifyInstance } from 'fastify';
import { deleteExpiredRevocations } from '../repositories/session-revocations';
import { deleteExpiredConsents } from '../repositories/signing';

/** How often the retention round runs, and how long after start the first one waits (start stays quick). */
const ROUND_MS = 6 * 60 * 60 * 1000;
const FIRST_ROUND_MS = 60 * 1000;

/**
 * Retention: consent records are kept until their `keep_until` (signed + 10 years, decision on
 * remote signing) and deleted after it. A round is one indexed DELETE (consent_keep_idx), so every
 * API process may run it; two processes deleting the same rows is harmless. Logs the count only.
 * Session revocations go once the tokens they name have expired.
 */
export async function retentionRound(app: FastifyInstance, now = new Date()): Promise<number> {
  const consents = await deleteExpiredConsents(app.db, now);
  if (consents > 0) app.log.info({ consents }, 'retention: expired consent records deleted');
  // Sign-outs of tokens that have expired since (services/session-revocations.ts): nothing left to refuse.
  const revocations = await deleteExpiredRevocations(app.db, now);
  if (revocations > 0) app.log.info({ revocations }, 'retention: expired session revocations deleted');
  return consents;
}

/** Runs retentionRound a minute after the app is ready, then every six hours (unref'd timers); waits for a round on close. */
export function registerRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const round = () => {
    if (running) return;
    running = retentionRound(app)
      .catch((err: unknown) => app.log.warn({ error: (err as Error).name }, 'retention round failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      round();
      timer = setInterval(round, ROUND_MS);
      timer.unref();
    }, FIRST_ROUND_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    clearInterval(timer);
    await running;
  });
}
