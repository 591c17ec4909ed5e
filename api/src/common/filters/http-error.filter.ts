import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorBody } from './api-error';
import { reportRefusal } from './refusal-hook';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The one place errors become responses: every error leaves in the shape
 * { status, title, errorMessage: [lines] }, with no stack, SQL or path in it.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const body = errorBody(exception);
    reportRefusal(host, body.status, exception);
    if (body.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!res.sent && !res.raw.headersSent) res.status(body.status).send(body);
  }
}

/** Any error as the API's one error shape: what a request answers, and what a job that failed keeps. */
export function errorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse() as
      string | { title?: string; errorMessage?: string[]; message?: string | string[] };
    if (typeof response === 'object' && Array.isArray(response.errorMessage)) {
      return { status, title: response.title ?? TITLES[status] ?? 'Error', errorMessage: response.errorMessage };
    }
    // Fastify's body limit reaches here as an HttpException with its plain message.
    if (typeof response === 'string' && status === 413)
      return { status, title: TITLES[413], errorMessage: ['The request body is too large'] };
    const message = typeof response === 'string' ? response : response.message;
    const lines = Array.isArray(message) ? message : [message ?? TITLES[status] ?? 'Error'];
    return { status, title: TITLES[status] ?? 'Error', errorMessage: lines.map(String) };
  }
  // Errors of Fastify plugins (static files, multipart) carry a 4xx status code.
  const e = exception as { statusCode?: number };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return {
      status: e.statusCode,
      title: TITLES[e.statusCode] ?? 'Bad Request',
      errorMessage: [TITLES[e.statusCode] ?? 'Bad request'],
    };
  }
  if (isDatabaseUnreachable(exception)) {
    return {
      status: 503,
      title: TITLES[503],
      errorMessage: ['The service is temporarily unavailable. Please try again in a moment.'],
    };
  }
  return { status: 500, title: TITLES[500], errorMessage: ['Something went wrong on our side; please try again'] };
}

/** Codes of a lost or refused database connection (mysql2, raw or inside TypeORM's QueryFailedError). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'PROTOCOL_SEQUENCE_TIMEOUT',
]);

function isDatabaseUnreachable(exception: unknown): boolean {
  const e = exception as { code?: string; driverError?: { code?: string }; message?: string } | null;
  const code = e?.code ?? e?.driverError?.code;
  if (code && UNREACHABLE.has(code)) return true;
  return typeof e?.message === 'string' && /closed state|Connection lost|connect ETIMEDOUT/i.test(e.message);
}
