/** An error whose message is safe to show the user. The error handler maps it to the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const tokenExpired = () => new AppError(498, 'Access token expired');
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field);
export const payloadTooLarge = (message = 'The upload is too large') => new AppError(413, message);
export const unsupportedMediaType = (message = 'This file type is not supported') => new AppError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
