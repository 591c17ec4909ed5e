import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../common/filters/http-error.filter';
import { reportRefusal } from '../common/filters/refusal-hook';
import { ScimError } from './scim-error';
import { ERROR_SCHEMA, SCIM_CONTENT_TYPE } from './scim-schemas';

/**
 * Every error of /scim/v2 in SCIM's error shape (RFC 7644 §3.12): { schemas: [Error], status (a string), scimType,
 * detail }, as application/scim+json. The portal's own errors (guards, validation) are carried over by their lines.
 */
@Catch()
export class ScimErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ScimError');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const body = errorBody(exception);
    reportRefusal(host, body.status, exception);
    if (body.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const scimType =
      exception instanceof ScimError
        ? exception.scimType
        : body.status === 409
          ? 'uniqueness'
          : body.status === 400
            ? 'invalidValue'
            : undefined;
    const detail = exception instanceof ScimError ? exception.detail : body.errorMessage.join(' ');
    if (res.sent || res.raw.headersSent) return;
    res
      .status(body.status)
      .header('Content-Type', SCIM_CONTENT_TYPE)
      .send({
        schemas: [ERROR_SCHEMA],
        status: String(body.status),
        ...(scimType ? { scimType } : {}),
        detail,
      });
  }
}
