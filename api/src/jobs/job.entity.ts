import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type JobStatus = 'Running' | 'Done' | 'Failed';

/**
 * Heavy work a request started and answered at once (docs/architecture.md, "Jobs"): the apps follow its progress
 * and read its result here. The row is written at the start, at most every few seconds while it runs and at the
 * end; the running instance also answers from memory, so a poll never waits for a write.
 */
@Entity('jobs')
@Index('ix_jobs_user_created', ['userId', 'createdAt'])
export class Job {
  /** Random and unguessable: a job is only ever read by the user who started it, and its id is the handle. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'varchar', length: 12 })
  status: JobStatus;

  /** 0 to 1. */
  @Column({ type: 'double' })
  progress: number;

  /** The body the same call answers without a job, as JSON. */
  @Column({ type: 'text', nullable: true })
  result: string | null;

  /** The error body ({ status, title, errorMessage }) as JSON. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn()
  createdAt: Date;

  /** The last time the running instance wrote the row: a running job not written for long was interrupted. */
  @Column({ type: 'datetime' })
  heartbeatAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
