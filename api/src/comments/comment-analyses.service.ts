import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/filters/api-error';
import { transaction } from '../database/transaction';
import { WorkerTaskFailed } from '../workers/worker-pool';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { isComment } from '../answers/comment-text';
import { createCommentAnalyser } from './analysis/analyse-comments';
import { MAX_SOURCE_CHARS } from './analysis/read-comment';
import { meanSentiment } from './analysis/themes';
import { CommentAnalysis } from './comment-analysis.entity';
import { CommentAnalysisWorkers } from './comment-analysis-workers';
import type { CommentScope } from './comment-scope';
import { formsOfScope, openQuestions, textAnswers } from './comment-source';
import { findAnalysis, replaceAnalysis } from './comments.repository';

/** What an analysis is made of: the scope, its forms and a marker that changes when they do. */
export interface ScopeState {
  scope: CommentScope;
  /** Live: every completed form; snapshot: the snapshot's form count. */
  forms: number;
  marker: string;
}

export const NO_THEME = 999;

/** A read task's batch: at most this many comments or characters (about half a second of a worker's time). */
const BATCH_COMMENTS = 100;
const BATCH_CHARS = 200_000;

export const ANALYSIS_UNAVAILABLE =
  'The comment analysis could not be completed just now. Please try again in a moment.';

/**
 * Keeps each inquiry's comment analysis (analysis/) stored per scope and state: a read asks for the
 * analysis of the state it sees; when the stored marker differs the analysis is redone once (concurrent
 * askers in this process share it; the write re-checks under the inquiry's row lock) and stored whole in
 * one transaction. Reads themselves never analyse. The analysis computes in worker threads
 * (comment-analysis-workers.ts): this thread reads the answers in pages, hands the first MAX_SOURCE_CHARS of
 * each text to the workers (which cut and read them) in batches, a few batches ahead, and stores the result, so
 * it keeps answering other requests meanwhile. When a worker fails twice on one batch the read answers 503 and
 * nothing is stored; the next read analyses again.
 */
@Injectable()
export class CommentAnalysesService {
  private readonly running = new Map<string, Promise<CommentAnalysis>>();

  private readonly logger = new Logger(CommentAnalysesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly workers: CommentAnalysisWorkers,
  ) {}

  /** The stored analysis of the state, made now when it is missing or stale. */
  async ensure(inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>, state: ScopeState): Promise<CommentAnalysis> {
    const stored = await findAnalysis(this.dataSource.manager, inquiry.id, state.scope);
    if (stored?.marker === state.marker) return stored;
    const key = `${inquiry.id}:${state.scope}:${state.marker}`;
    let run = this.running.get(key);
    if (!run) {
      run = this.analyse(inquiry, state).finally(() => this.running.delete(key));
      this.running.set(key, run);
    }
    return run;
  }

  private async analyse(inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>, state: ScopeState): Promise<CommentAnalysis> {
    const m = this.dataSource.manager;
    const questions = await openQuestions(m, inquiry);
    const forms = await formsOfScope(m, inquiry.id, state.scope, state.forms);
    const respondentOf = new Map<number, number>();
    const analyser = createCommentAnalyser();
    // Batches in flight, applied in the order sent: the result does not depend on which worker ends first.
    const inFlight: { refs: { ref: number; question: string }[]; reads: ReturnType<CommentAnalysisWorkers['read']> }[] =
      [];
    const ahead = this.workers.threads + 1;
    // Ends the batches still queued when one has failed (or the reading has).
    const abort = new AbortController();
    const applyFirst = async () => {
      const batch = inFlight.shift()!;
      const reads = await batch.reads;
      batch.refs.forEach((c, i) => analyser.addRead(c.ref, c.question, reads[i]));
    };
    let refs: { ref: number; question: string }[] = [];
    let texts: string[] = [];
    let chars = 0;
    const send = async () => {
      if (!texts.length) return;
      const reads = this.workers.read(texts, abort.signal);
      // Awaited in turn below; a batch that fails while an earlier one is awaited must not go unhandled.
      reads.catch(() => undefined);
      inFlight.push({ refs, reads });
      [refs, texts, chars] = [[], [], 0];
      while (inFlight.length >= ahead) await applyFirst();
    };
    try {
      for await (const page of textAnswers(m, inquiry.id, new Set(forms), new Set(questions.map((q) => q.key)))) {
        for (const row of page) {
          if (!isComment(row.text)) continue;
          respondentOf.set(row.id, row.respondentId);
          // The worker cuts it to what is analysed (readComment's analysedText); only the part it looks at crosses.
          const text = row.text.slice(0, MAX_SOURCE_CHARS);
          refs.push({ ref: row.id, question: row.question });
          texts.push(text);
          chars += text.length;
          if (texts.length >= BATCH_COMMENTS || chars >= BATCH_CHARS) await send();
        }
      }
      await send();
      while (inFlight.length) await applyFirst();
    } catch (error) {
      abort.abort();
      throw this.unavailable(inquiry.id, error);
    }
    const result = await this.workers.themes(analyser.state()).catch((error: unknown) => {
      throw this.unavailable(inquiry.id, error);
    });
    // A fresh key per analysis: the list order (by this hash) is unrelated to ids, times or the last analysis.
    const seed = randomBytes(16);
    const shuffle = (answerId: number) =>
      createHmac('sha256', seed).update(String(answerId)).digest().readUInt32BE(0) >>> 1;
    const items = result.comments.map((c) => ({
      inquiryId: inquiry.id,
      scope: state.scope,
      answerId: c.ref,
      respondentId: respondentOf.get(c.ref)!,
      questionKey: c.question,
      language: c.language,
      sentiment: c.sentiment,
      themes: `,${c.themes.join(',')}${c.themes.length ? ',' : ''}`,
      firstTheme: c.themes.length ? Math.min(...c.themes) : NO_THEME,
      shuffle: shuffle(c.ref),
    }));
    const shuffleOf = new Map(items.map((it) => [it.answerId, it.shuffle]));
    const sentimentOf = new Map(result.comments.map((c) => [c.ref, c.sentiment]));
    const scored = (refs: number[]) => refs.filter((r) => sentimentOf.get(r) !== null).length;
    const themes = result.questions.flatMap((q) => [
      // The question's own row: its comments, scored comments and mean sentiment.
      {
        questionKey: q.question,
        rank: -1,
        label: '',
        count: q.comments,
        scored: scored(q.refs),
        sentiment: meanSentiment(q.refs.map((r) => sentimentOf.get(r)!)),
        examples: '[]',
      },
      ...q.themes.map((t, rank) => {
        const refs = t.members.map((i) => q.refs[i]);
        return {
          questionKey: q.question,
          rank,
          label: t.label.slice(0, 120),
          count: t.count,
          scored: scored(refs),
          sentiment: t.sentiment,
          // Up to three examples, the first members in the shuffled order (shown only once released).
          examples: JSON.stringify(refs.sort((x, y) => shuffleOf.get(x)! - shuffleOf.get(y)!).slice(0, 3)),
        };
      }),
    ]);
    const header = { forms: forms.length, comments: items.length, marker: state.marker, analysedAt: new Date() };
    return transaction(this.dataSource, async (tm) => {
      await this.access.lock(tm, inquiry.id);
      const now = await findAnalysis(tm, inquiry.id, state.scope);
      if (now?.marker === state.marker) return now;
      return replaceAnalysis(tm, inquiry.id, state.scope, now, header, items, themes);
    });
  }

  /** A worker's failure as the read's 503; any other error as it is. */
  private unavailable(inquiryId: number, error: unknown): unknown {
    if (!(error instanceof WorkerTaskFailed)) return error;
    this.logger.error(
      `Comment analysis of inquiry ${inquiryId} failed: ${error instanceof Error ? error.message : error}`,
    );
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Service Unavailable', [ANALYSIS_UNAVAILABLE]);
  }
}
