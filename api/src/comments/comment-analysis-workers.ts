import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WorkerPool } from '../workers/worker-pool';
import type { AnalyserState, CommentAnalysis } from './analysis/analyse-comments';
import type { AnalysisTask } from './analysis/comment-analysis.worker';
import type { ReadComment } from './analysis/read-comment';

/**
 * The worker threads of the comment analysis: threads = cores − 1 (at least one), each with a 512 MB heap
 * (the English model takes ~40 MB, a themes task of 50,000 comments ~150 MB), ended after a minute idle so
 * the model is given back. A task whose worker crashes runs once more on a fresh worker.
 */
@Injectable()
export class CommentAnalysisWorkers implements OnApplicationShutdown {
  pool: WorkerPool<AnalysisTask, ReadComment[] | CommentAnalysis>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new WorkerPool({
      module: join(__dirname, 'analysis', 'comment-analysis.worker'),
      maxHeapMb: 512,
      retries: 1,
      niceIncrement: config.workerNiceIncrement,
    });
  }

  get threads(): number {
    return this.pool.threads;
  }

  /** Each text read by wink-nlp (readComment), in order. */
  read(texts: string[], signal?: AbortSignal): Promise<ReadComment[]> {
    return this.pool.run({ kind: 'read', texts }, signal) as Promise<ReadComment[]>;
  }

  /** The themes of the comments read (finishAnalysis). */
  themes(state: AnalyserState): Promise<CommentAnalysis> {
    return this.pool.run({ kind: 'themes', state }) as Promise<CommentAnalysis>;
  }

  onApplicationShutdown(): Promise<void> {
    return this.pool.destroy();
  }
}
