import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure } from '../../schemas/envelope';

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses before any route sees it (a
 * 16 KB address or headers: 431, a request that timed out: 408, anything malformed: 400) answers
 * the error envelope like every other failure, with the API's headers, and the connection closes.
 */
export function clientErrorEnvelope(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The address or headers of this request are too long']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request could not be read'];
  const body = JSON.stringify(failure(status, [{ target_element: 'request', error_message: message }]));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
