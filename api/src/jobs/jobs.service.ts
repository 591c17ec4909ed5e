import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { ErrorBody } from '../common/filters/api-error';
import { errorBody } from '../common/filters/http-error.filter';
import { detachedUnitOfWork, unitOfWork } from '../database/unit-of-work';
import type { JobDto } from './dto/job.dto';
import type { Job, JobStatus } from './job.entity';
import { runAsJob } from './job-progress';
import { beatJob, deleteJobsBefore, findJob, finishJob, insertJob } from './jobs.repository';

/** How often a running job's progress and heartbeat are written, so every instance can answer for it. */
export const JOB_HEARTBEAT_MS = 5_000;
/** A running job whose row was not written for this long lost its instance (a restart or a crash). */
export const JOB_STALE_MS = 60_000;
/** A user's jobs are kept this long (their results are links that expire sooner). */
const JOB_KEPT_MS = 7 * 86_400_000;
/** An ended job is answered from memory this long, then from its row. */
const LIVE_AFTER_END_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const JOB_INTERRUPTED = 'The work stopped before it ended, because the server restarted. Please start it again.';

interface LiveJob {
  id: string;
  userId: number;
  kind: string;
  status: JobStatus;
  progress: number;
  result: unknown;
  error: ErrorBody | null;
  createdAt: Date;
  finishedAt: Date | null;
  done: Promise<void>;
}

/**
 * Heavy work a request starts and answers at once (docs/architecture.md, "Jobs"): the job runs as a unit of work of
 * its own after the request, reports its progress (reportJobProgress) and keeps the body the same call answers
 * without a job, or its error in the API's error shape. Only the user who started a job reads it.
 */
@Injectable()
export class JobsService implements OnApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private readonly live = new Map<string, LiveJob>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records the job and starts `work` after the current request; answers the job as it is now. */
  async start(user: AuthUser, kind: string, work: () => Promise<unknown>): Promise<JobDto> {
    const now = wholeSeconds(new Date());
    const m = this.dataSource.manager;
    await deleteJobsBefore(m, user.id, new Date(now.getTime() - JOB_KEPT_MS));
    const id = randomUUID();
    await insertJob(m, {
      id,
      userId: user.id,
      customerId: user.customerId,
      kind,
      status: 'Running',
      progress: 0,
      result: null,
      error: null,
      createdAt: now,
      heartbeatAt: now,
      finishedAt: null,
    });
    const job: LiveJob = {
      id,
      userId: user.id,
      kind,
      status: 'Running',
      progress: 0,
      result: null,
      error: null,
      createdAt: now,
      finishedAt: null,
      done: Promise.resolve(),
    };
    this.live.set(id, job);
    job.done = detachedUnitOfWork(this.dataSource, () => this.run(job, work)).catch((error) =>
      this.logger.error(`Job ${id} could not be recorded as ended: ${error instanceof Error ? error.stack : error}`),
    );
    return toDto(job);
  }

  /** The caller's job; 404 for an unknown id and for another user's job alike. */
  async find(user: AuthUser, id: string): Promise<JobDto> {
    const live = this.live.get(id);
    if (live) {
      if (live.userId !== user.id) throw ApiError.notFound('Job');
      return toDto(live);
    }
    const row = UUID.test(id) ? await findJob(this.dataSource.manager, id) : null;
    if (!row || row.userId !== user.id) throw ApiError.notFound('Job');
    return rowToDto(row, new Date());
  }

  /** Waits for the jobs of this instance to end, so none is cut off by the database closing. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.live.values()].map((job) => job.done));
  }

  private async run(job: LiveJob, work: () => Promise<unknown>): Promise<void> {
    const m = this.dataSource.manager;
    const beat = setInterval(() => {
      void unitOfWork(this.dataSource, () => beatJob(m, job.id, job.progress, new Date())).catch(() => undefined);
    }, JOB_HEARTBEAT_MS);
    beat.unref();
    try {
      job.result = await runAsJob(
        { progress: (fraction) => (job.progress = Math.min(1, Math.max(job.progress, fraction))) },
        work,
      );
      job.status = 'Done';
      job.progress = 1;
    } catch (error) {
      job.error = errorBody(error);
      if (job.error.status >= 500)
        this.logger.error(`Job ${job.id} (${job.kind}) failed: ${error instanceof Error ? error.stack : error}`);
      job.status = 'Failed';
    } finally {
      clearInterval(beat);
      job.finishedAt = wholeSeconds(new Date());
      setTimeout(() => this.live.delete(job.id), LIVE_AFTER_END_MS).unref();
    }
    await finishJob(
      m,
      job.id,
      job.status as Exclude<JobStatus, 'Running'>,
      {
        result: job.status === 'Done' ? JSON.stringify(job.result ?? null) : null,
        error: job.error ? JSON.stringify(job.error) : null,
      },
      job.finishedAt,
    );
  }
}

/** Times as every engine keeps them (MySQL's datetime has no fraction), so memory and row answer alike. */
function wholeSeconds(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

function toDto(job: LiveJob): JobDto {
  return {
    Id: job.id,
    Kind: job.kind,
    Status: job.status,
    Progress: job.progress,
    Result: job.status === 'Done' ? job.result : null,
    Error: job.error,
    CreatedAt: job.createdAt.toISOString(),
    FinishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** A job of another instance (or of before a restart), as its row has it. */
function rowToDto(row: Job, now: Date): JobDto {
  const stale = row.status === 'Running' && now.getTime() - new Date(row.heartbeatAt).getTime() > JOB_STALE_MS;
  const error: ErrorBody | null = stale
    ? { status: 503, title: 'Service Unavailable', errorMessage: [JOB_INTERRUPTED] }
    : row.error
      ? (JSON.parse(row.error) as ErrorBody)
      : null;
  return {
    Id: row.id,
    Kind: row.kind,
    Status: stale ? 'Failed' : row.status,
    Progress: Number(row.progress),
    Result: row.status === 'Done' && row.result !== null ? JSON.parse(row.result) : null,
    Error: error,
    CreatedAt: new Date(row.createdAt).toISOString(),
    FinishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}
