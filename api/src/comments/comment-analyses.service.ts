import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { transaction } from '../database/transaction';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { createCommentAnalyser } from './analysis/analyse-comments';
import { meanSentiment } from './analysis/themes';
import { CommentAnalysis } from './comment-analysis.entity';
import { CommentItem } from './comment-item.entity';
import { bulkInsert } from './bulk-insert';
import type { CommentScope } from './comment-scope';
import { formsOfScope, openQuestions, textAnswers } from './comment-source';
import { CommentTheme } from './comment-theme.entity';

/** What an analysis is made of: the scope, its forms and a marker that changes when they do. */
export interface ScopeState {
  scope: CommentScope;
  /** Live: every completed form; snapshot: the snapshot's form count. */
  forms: number;
  marker: string;
}

export const NO_THEME = 999;

/**
 * Keeps each inquiry's comment analysis (analysis/) stored per scope and state: a read asks for the
 * analysis of the state it sees; when the stored marker differs the analysis is redone once (concurrent
 * askers in this process share it; the write re-checks under the inquiry's row lock) and stored whole in
 * one transaction. Reads themselves never analyse.
 */
@Injectable()
export class CommentAnalysesService {
  private readonly running = new Map<string, Promise<CommentAnalysis>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
  ) {}

  /** The stored analysis of the state, made now when it is missing or stale. */
  async ensure(inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId'>, state: ScopeState): Promise<CommentAnalysis> {
    const stored = await this.dataSource.manager.findOneBy(CommentAnalysis, {
      inquiryId: inquiry.id,
      scope: state.scope,
    });
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
    for await (const page of textAnswers(m, inquiry.id, new Set(forms), new Set(questions.map((q) => q.key)))) {
      for (const row of page) {
        respondentOf.set(row.id, row.respondentId);
        analyser.add({ ref: row.id, question: row.question, text: row.text });
      }
    }
    const result = analyser.finish();
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
      const now = await tm.findOneBy(CommentAnalysis, { inquiryId: inquiry.id, scope: state.scope });
      if (now?.marker === state.marker) return now;
      await tm.delete(CommentItem, { inquiryId: inquiry.id, scope: state.scope });
      await tm.delete(CommentTheme, { inquiryId: inquiry.id, scope: state.scope });
      await bulkInsert(
        tm,
        'comment_items',
        [
          'inquiry_id',
          'scope',
          'answer_id',
          'respondent_id',
          'question_key',
          'language',
          'sentiment',
          'themes',
          'first_theme',
          'shuffle',
        ],
        items.map((i) => [
          i.inquiryId,
          i.scope,
          i.answerId,
          i.respondentId,
          i.questionKey,
          i.language,
          i.sentiment,
          i.themes,
          i.firstTheme,
          i.shuffle,
        ]),
      );
      await bulkInsert(
        tm,
        'comment_themes',
        ['inquiry_id', 'scope', 'question_key', 'rank', 'label', 'count', 'scored', 'sentiment', 'examples'],
        themes.map((t) => [
          inquiry.id,
          state.scope,
          t.questionKey,
          t.rank,
          t.label,
          t.count,
          t.scored,
          t.sentiment,
          t.examples,
        ]),
      );
      if (now) await tm.update(CommentAnalysis, { inquiryId: inquiry.id, scope: state.scope }, header);
      else await tm.insert(CommentAnalysis, { inquiryId: inquiry.id, scope: state.scope, ...header });
      return (await tm.findOneBy(CommentAnalysis, { inquiryId: inquiry.id, scope: state.scope }))!;
    });
  }
}
