import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ExportJob } from '../../schemas/api/export-jobs';
import { call } from '../api/homes-helpers';

/**
 * The group census through its routes (issue 27): POST /group-census-exports starts the export, the
 * export worker runs it (drained here, as no test app polls), GET /export-jobs/:id/file downloads it.
 */
export async function startCensus(app: FastifyInstance, token: string, query = '') {
  return call(app, 'POST', `/group-census-exports${query}`, token);
}

export async function jobOf(app: FastifyInstance, token: string | undefined, id: string) {
  return call(app, 'GET', `/export-jobs/${id}`, token);
}

export async function fileOf(app: FastifyInstance, token: string | undefined, id: string) {
  return call(app, 'GET', `/export-jobs/${id}/file`, token);
}

/** Starts the census, runs the worker until nothing is due, and answers the finished job and the file's answer. */
export async function exportCensus(app: FastifyInstance, token: string) {
  const started = await startCensus(app, token);
  expect(started.statusCode, started.body).toBe(200);
  const id = (started.json().data.result as ExportJob).id;
  await app.exportJobs.drain();
  const job = (await jobOf(app, token, id)).json().data.result as ExportJob;
  expect(job.status, job.error ?? '').toBe('done');
  return { job, file: await fileOf(app, token, id) };
}
