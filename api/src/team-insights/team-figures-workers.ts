import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { SnapshotInputs } from '../insights/segment-figures.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WorkerPool } from '../workers/worker-pool';
import type { TeamDecision } from './team-figures';
import type { TeamTask } from './team-figures.worker';
import type { TeamForm } from './team-tree';

/**
 * The worker thread of the manager views: deciding a snapshot's teams runs the disclosure rule over every answer
 * (once per snapshot, then kept), so it runs beside the request thread, at a lower priority. One thread: decisions
 * are rare, and a second would only compete with the answers.
 */
@Injectable()
export class TeamFiguresWorkers implements OnApplicationShutdown {
  private readonly pool: WorkerPool<TeamTask, TeamDecision>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new WorkerPool({
      module: join(__dirname, 'team-figures.worker'),
      maxThreads: 1,
      maxHeapMb: 1024,
      idleTimeoutMs: 60_000,
      retries: 1,
      niceIncrement: config.workerNiceIncrement,
    });
  }

  decide(input: SnapshotInputs, people: TeamForm[], min: number): Promise<TeamDecision> {
    return this.pool.run({ input, people, min });
  }

  onApplicationShutdown(): Promise<void> {
    return this.pool.destroy();
  }
}
