import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DeliveryLogEntry } from '../../schemas/api/carrier-files';

/**
 * A carrier file run as the staff console follows it (issue 27): POST /admin/carrier-files/run answers
 * the run as it starts, then GET /admin/carrier-deliveries/:id is polled while the file is built
 * (running) and sent (generated), until it is delivered, held, failed or stopped.
 */
export async function settledRun(
  app: FastifyInstance,
  token: string,
  body: { carrier_id: number; mode?: 'change' | 'full' },
): Promise<DeliveryLogEntry> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/carrier-files/run',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return settled(app, token, res.json().data.result as DeliveryLogEntry);
}

/** The entry once its run is built and sent (or held, failed or stopped), polled as the console does. */
export async function settled(app: FastifyInstance, token: string, entry: DeliveryLogEntry): Promise<DeliveryLogEntry> {
  let now = entry;
  while (now.status === 'running' || now.status === 'generated') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/carrier-deliveries/${entry.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    now = res.json().data.result as DeliveryLogEntry;
  }
  return now;
}
