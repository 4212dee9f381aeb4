// The main API's error shape (docs/decisions.md#rest-shapes):
// {"error": {"code": "...", "message": "...", "fields": {"name": "This field is required"}}}

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
