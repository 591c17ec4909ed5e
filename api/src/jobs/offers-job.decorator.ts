import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader } from '@nestjs/swagger';
import { JobDto } from './dto/job.dto';
import { JobInterceptor } from './job.interceptor';

export const JOB_KIND = 'portal:job-kind';

/**
 * The route's work may run as a job (docs/architecture.md, "Jobs"): with `Prefer: respond-async` it answers 202 with
 * the job at once. Put it after interceptors that read the request body (file uploads), so the body is read first.
 */
export const OffersJob = (kind: string) =>
  applyDecorators(
    SetMetadata(JOB_KIND, kind),
    UseInterceptors(JobInterceptor),
    ApiHeader({
      name: 'Prefer',
      required: false,
      description: 'respond-async: answer 202 with a job at once and follow it at GET /api/Jobs/{id}',
    }),
    ApiAcceptedResponse({ type: JobDto, description: 'With Prefer: respond-async, the job that does the work' }),
  );
