import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { statesData, type States } from '../../schemas/api/site';
import { optionList } from '../repositories/lookups';

/** Public lookups used by the forms. */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/get-states', { schema: { response: { 200: envelopeOf(statesData) } } }, async (_request, reply) => {
    const states = await optionList(app.db, 'states');
    const data: States = { result: states.map((s) => ({ name: s.label, abbrev: s.value })) };
    return reply.ok(data);
  });
}
