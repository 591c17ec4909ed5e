import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user';
import { JOB_KIND } from './offers-job.decorator';
import { JobsService } from './jobs.service';

/** The request asks to be answered at once and to follow the work (RFC 7240 `Prefer: respond-async`). */
export function prefersRespondAsync(prefer: string | string[] | undefined): boolean {
  return [prefer ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .some(
      (p) =>
        p
          .trim()
          .split(/[;=\s]/)[0]
          .toLowerCase() === 'respond-async',
    );
}

/**
 * On a route that offers a job (@OffersJob), a request with `Prefer: respond-async` is answered 202 at once with the
 * job (Location: /api/Jobs/{id}); the handler, its pipes included, runs as the job. Without the preference the route
 * answers as it always did. Guards have run before: a caller the route refuses is refused at once.
 */
@Injectable()
export class JobInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly jobs: JobsService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const kind = this.reflector.get<string>(JOB_KIND, context.getHandler());
    // An API key reads no jobs (GET /api/Jobs takes none): its calls answer as they always did.
    if (!kind || !request.user || 'apiKey' in request.user || !prefersRespondAsync(request.headers.prefer))
      return next.handle();
    const reply = http.getResponse<FastifyReply>();
    return from(this.jobs.start(request.user, kind, () => lastValueFrom(next.handle()))).pipe(
      map((job) => {
        reply.status(202).header('Location', `/api/Jobs/${job.Id}`).header('Preference-Applied', 'respond-async');
        return job;
      }),
    );
  }
}
