import { MESSAGES } from '@indiwave/domain/messages';

/** The one error type of the server: a code, an HTTP status and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'app_error',
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(message: string, fields?: Record<string, string>): AppError {
    return new AppError(400, message, 'bad_request', fields);
  }
  static unauthorized(message = 'Authentication credentials were not provided.'): AppError {
    return new AppError(401, message, 'unauthorized');
  }
  static forbidden(message = 'You do not have permission to perform this action.'): AppError {
    return new AppError(403, message, 'forbidden');
  }
  static notFound(message: string = MESSAGES.notFound): AppError {
    return new AppError(404, message, 'not_found');
  }
  static tooLarge(message: string = MESSAGES.bodyTooLarge): AppError {
    return new AppError(413, message, 'too_large');
  }
  static tooManyRequests(retryAfterSeconds: number): AppError {
    return new AppError(429, MESSAGES.tooManyRequests, 'rate_limited', undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}
