// The main API's error shape (docs/decisions.md#rest-shapes):
// {"error": {"code": "...", "message": "...", "fields": {"name": "This field is required"}}}
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error with an HTTP status that the central handler answers as JSON. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

/** 400 for input the service cannot use. */
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'BAD_REQUEST', message, fields);
/** 400 for field rules of docs/decisions.md#validation; `fields` maps field names to the spec's messages. */
export const validationFailed = (fields: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'Validation failed', fields);
export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message = 'The record changed since it was read') =>
  new ApiError(409, 'CONFLICT', message);

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/**
 * Fastify's `frameworkErrors`: what it refuses before a route runs (a malformed URL, a path
 * parameter over maxParamLength), in the API's shape and without echoing the URL back.
 */
export function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  const message = FRAMEWORK_MESSAGES[err.code] ?? 'The request could not be used';
  return reply.status(status).send(new ApiError(status, 'BAD_REQUEST', message).toJSON());
}

/**
 * Fastify's `clientErrorHandler`: what the HTTP parser refuses (headers over Node's 16 KB, a
 * malformed request line), in the API's shape; the connection is closed as Node would.
 */
export function clientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The URL or headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is malformed'];
  const body = JSON.stringify(new ApiError(status, 'BAD_REQUEST', message).toJSON());
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}
