import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { failure, success, type FieldError } from '../../schemas/envelope';
import { MESSAGES } from '../../schemas/messages';
import { isDatabaseUnavailable } from '../db/errors';

/** Retry-After of the 503 a request gets while the database cannot be reached (seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error that becomes the error envelope with the given HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly data: FieldError[] | { message: string },
    readonly statusCode: number | string = httpStatus,
  ) {
    super(Array.isArray(data) ? (data[0]?.error_message ?? 'error') : data.message);
  }
}

/** Shorthand for a 4xx with one field error. */
export function fieldError(httpStatus: number, target: string, message: string): ApiError {
  return new ApiError(httpStatus, [{ target_element: target, error_message: message }]);
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the success envelope; `statusCode` is the envelope's code (HTTP stays 200). */
    ok<T>(data: T, statusCode?: number | string): FastifyReply;
  }
}

interface AjvErrorLike {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Names the field an ajv error is about: `/zip` -> zip, a missing property -> its name. */
function targetOf(err: AjvErrorLike, context: string | undefined): string {
  const missing = err.params?.missingProperty;
  const base = (err.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return base ? `${base}.${missing}` : missing;
  return base || context || 'body';
}

function validationToFieldErrors(error: FastifyError): FieldError[] {
  const list = (error.validation ?? []) as AjvErrorLike[];
  const context = error.validationContext;
  return list.map((e) => ({
    target_element: targetOf(e, context),
    error_message:
      e.keyword === 'required' ? 'Field is required' : `${targetOf(e, context)} ${e.message ?? 'is invalid'}`,
  }));
}

/**
 * Every answer is the envelope `{ status, statusCode, data }`; every failure, including
 * framework ones (bad JSON, oversize body, schema mismatch, unknown path), becomes the error
 * envelope with a 4xx, and anything unexpected a 500 without a stack trace.
 */
export const envelopePlugin = fp(async function envelopePlugin(app: FastifyInstance) {
  app.decorateReply('ok', function ok<T>(this: FastifyReply, data: T, statusCode: number | string = 200) {
    return this.code(200).send(success(data, statusCode));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send(failure(error.statusCode, error.data));
    }
    if (error.validation) {
      return reply.code(400).send(failure(400, validationToFieldErrors(error)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send(
          failure(429, [
            { target_element: 'request', error_message: 'Too many attempts. Please wait a few minutes and try again.' },
          ]),
        );
    }
    if (status >= 400 && status < 500) {
      const target =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'content-type'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'body'
            : 'body';
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? (request.routeOptions.config?.bodyTooLarge ?? 'Request body is too large')
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty'
            : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
              ? 'Request body is not valid JSON'
              : error.message;
      return reply.code(status).send(failure(status, [{ target_element: target, error_message: message }]));
    }
    // The database restarting or failing over: 503 with a retry hint; the pool reconnects on its own.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(failure(503, { message: MESSAGES.serviceUnavailable }));
    }
    // Logged as describeError words it (through the log redaction): no query parameters, no row values.
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(500, { message: 'Something went wrong. Please try again.' }));
  });
});
