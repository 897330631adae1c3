import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/envelope';

function sameSecret(given: string, expected: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** preHandler of the admin routes: Authorization: Bearer ADMIN_TOKEN; 404 when no token is configured. */
export function adminGuard(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = app.config.adminToken;
    if (!token) throw new ApiError(404, { message: 'Not found' });
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7).trim(), token)) throw new ApiError(401, { message: 'Admin token required' });
  };
}
