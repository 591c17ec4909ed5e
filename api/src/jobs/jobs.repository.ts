import { EntityManager, LessThan } from 'typeorm';
import { Job, JobStatus } from './job.entity';

/** The statements on the jobs table, each taking the caller's EntityManager. */

export async function insertJob(m: EntityManager, job: Job): Promise<void> {
  await m.insert(Job, job);
}

export function findJob(m: EntityManager, id: string): Promise<Job | null> {
  return m.findOneBy(Job, { id });
}

/** Progress and heartbeat of a job still running (a job that ended is never written back to running). */
export async function beatJob(m: EntityManager, id: string, progress: number, at: Date): Promise<void> {
  await m.update(Job, { id, status: 'Running' }, { progress, heartbeatAt: at });
}

export async function finishJob(
  m: EntityManager,
  id: string,
  status: Exclude<JobStatus, 'Running'>,
  outcome: { result: string | null; error: string | null },
  at: Date,
): Promise<void> {
  await m.update(
    Job,
    { id },
    { status, progress: status === 'Done' ? 1 : undefined, ...outcome, heartbeatAt: at, finishedAt: at },
  );
}

/** A user's jobs that started before `before`: their results are links that expired long ago. */
export async function deleteJobsBefore(m: EntityManager, userId: number, before: Date): Promise<void> {
  await m.delete(Job, { userId, createdAt: LessThan(before) });
}
