import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';

describe('GET /get-states', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('answers the 50 states and DC by name, without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/get-states' });
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result as Array<{ name: string; abbrev: string }>;
    expect(result).toHaveLength(51);
    expect(new Set(result.map((s) => s.abbrev)).size).toBe(51);
    expect(result.every((s) => /^[A-Z]{2}$/.test(s.abbrev) && s.name.length > 3)).toBe(true);
    expect(result).toContainEqual({ name: 'Georgia', abbrev: 'GA' });
    expect(result).toContainEqual({ name: 'New York', abbrev: 'NY' });
    expect(result).toContainEqual({ name: 'District of Columbia', abbrev: 'DC' });
    const names = result.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('drops unknown query parameters instead of failing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/get-states?foo=bar' });
    expect(res.statusCode).toBe(200);
  });
});
