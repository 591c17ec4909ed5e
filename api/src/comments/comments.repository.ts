import { SENTIMENT_BAND_EDGE } from '@portal/contracts';
import { EntityManager, In } from 'typeorm';
import { containsPattern } from '../common/paging/contains';
import { whereAnswerTextLike } from '../read-models/comment-answers.read-model';
import { CommentAnalysis } from './comment-analysis.entity';
import { CommentItem } from './comment-item.entity';
import { CommentRelease } from './comment-release.entity';
import type { CommentScope } from './comment-scope';
import { CommentTheme } from './comment-theme.entity';
import type { CommentsQueryDto } from './dto/comment-query.dto';

/**
 * The statements on the comments module's tables (analyses, items, themes, releases), each taking the
 * caller's EntityManager. The answers' texts they point to are read through the answers module, and the
 * one search that joins them lives in read-models/comment-answers.read-model.ts.
 */

export type AnalysisHeader = Pick<CommentAnalysis, 'forms' | 'comments' | 'marker' | 'analysedAt'>;
export type NewCommentItem = Omit<CommentItem, 'id' | 'inquiry'>;
export type NewCommentTheme = Omit<CommentTheme, 'id' | 'inquiry' | 'inquiryId' | 'scope'>;

const ITEM_COLUMNS = [
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
];
const THEME_COLUMNS = [
  'inquiry_id',
  'scope',
  'question_key',
  'rank',
  'label',
  'count',
  'scored',
  'sentiment',
  'examples',
];

/**
 * Multi-row INSERTs by hand, `chunk` rows a statement: the query builder's insert spends more CPU per row
 * than the database does (50,000 analysed comments are written on the first read after a change).
 */
async function bulkInsert(m: EntityManager, table: string, columns: string[], rows: unknown[][], chunk = 500) {
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    // Backquoted names: both engines take them, and `rank` is a reserved word in MySQL 8.
    await m.query(
      `INSERT INTO ${table} (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ${part.map(() => tuple).join(', ')}`,
      part.flat(),
    );
  }
}

export function findAnalysis(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
): Promise<CommentAnalysis | null> {
  return m.findOneBy(CommentAnalysis, { inquiryId, scope });
}

/**
 * Replaces the scope's stored analysis with the given items and themes and answers the stored header.
 * `existing` is the header the caller found (under the inquiry's lock): updated when there is one.
 */
export async function replaceAnalysis(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
  existing: CommentAnalysis | null,
  header: AnalysisHeader,
  items: NewCommentItem[],
  themes: NewCommentTheme[],
): Promise<CommentAnalysis> {
  await m.delete(CommentItem, { inquiryId, scope });
  await m.delete(CommentTheme, { inquiryId, scope });
  await bulkInsert(
    m,
    'comment_items',
    ITEM_COLUMNS,
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
    m,
    'comment_themes',
    THEME_COLUMNS,
    themes.map((t) => [inquiryId, scope, t.questionKey, t.rank, t.label, t.count, t.scored, t.sentiment, t.examples]),
  );
  if (existing) await m.update(CommentAnalysis, { inquiryId, scope }, header);
  else await m.insert(CommentAnalysis, { inquiryId, scope, ...header });
  return (await m.findOneBy(CommentAnalysis, { inquiryId, scope }))!;
}

/** The stored themes (with the questions' own rows) of the given questions, by question and rank. */
export function themesOfQuestions(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
  questionKeys: string[],
): Promise<CommentTheme[]> {
  return m.find(CommentTheme, {
    where: { inquiryId, scope, questionKey: In(questionKeys) },
    order: { questionKey: 'ASC', rank: 'ASC' },
  });
}

/** The stored themes (with the questions' own rows) of the given questions, in no particular order. */
export function themeLabelsOfQuestions(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
  questionKeys: string[],
): Promise<CommentTheme[]> {
  return m.find(CommentTheme, { where: { inquiryId, scope, questionKey: In(questionKeys) } });
}

/** Every stored theme of the scope, by rank when asked. */
export function themesOfScope(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
  byRank = false,
): Promise<CommentTheme[]> {
  return m.find(CommentTheme, { where: { inquiryId, scope }, ...(byRank ? { order: { rank: 'ASC' } } : {}) });
}

/** The stored items of the given questions: who wrote each, its sentiment and themes. */
export function itemsOfQuestions(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
  questionKeys: string[],
): Promise<Pick<CommentItem, 'questionKey' | 'respondentId' | 'sentiment' | 'themes'>[]> {
  return m.find(CommentItem, {
    where: { inquiryId, scope, questionKey: In(questionKeys.length ? questionKeys : ['-']) },
    select: { questionKey: true, respondentId: true, sentiment: true, themes: true },
  });
}

/** Every stored item of the scope: its answer, question, themes and sentiment. */
export function itemsOfScope(
  m: EntityManager,
  inquiryId: number,
  scope: CommentScope,
): Promise<Pick<CommentItem, 'answerId' | 'questionKey' | 'themes' | 'sentiment'>[]> {
  return m.find(CommentItem, {
    where: { inquiryId, scope },
    select: { answerId: true, questionKey: true, themes: true, sentiment: true },
  });
}

/** What a list of comments is narrowed to. */
export interface CommentFilter {
  inquiryId: number;
  scope: CommentScope;
  question?: string;
  /** Questions left out. */
  withheld: string[];
  /** The themes asked for (a theme label may name one theme in each question); undefined: any theme. */
  themes?: Pick<CommentTheme, 'questionKey' | 'rank'>[];
  sentiment?: CommentsQueryDto['sentiment'];
  /** Text the answer contains, ignoring case. */
  search?: string;
  /** The group's respondents; undefined: everyone. */
  members?: number[];
}

export interface CommentRow {
  answerId: unknown;
  questionKey: string;
  sentiment: unknown;
  themes: string;
}

const chunk = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * One page of the stored items the filter lets through, by question, first theme and shuffle (index
 * ix_comment_items_order), and how many there are; the answer's text is joined only to search it.
 */
export async function commentPage(
  m: EntityManager,
  filter: CommentFilter,
  page: { currentPage: number; pageSize: number },
): Promise<{ totalItem: number; rows: CommentRow[] }> {
  const { inquiryId, scope } = filter;
  const qb = m
    .createQueryBuilder(CommentItem, 'i')
    .where('i.inquiryId = :inquiryId AND i.scope = :scope', { inquiryId, scope });
  if (filter.question) qb.andWhere('i.questionKey = :question', { question: filter.question });
  if (filter.withheld.length) qb.andWhere('i.questionKey NOT IN (:...withheld)', { withheld: filter.withheld });
  if (filter.themes !== undefined) {
    const hits = filter.themes;
    if (!hits.length) qb.andWhere('1 = 0');
    else
      qb.andWhere(
        `(${hits.map((_, n) => `(i.questionKey = :tq${n} AND i.themes LIKE :tr${n})`).join(' OR ')})`,
        Object.fromEntries(
          hits.flatMap((t, n) => [
            [`tq${n}`, t.questionKey],
            [`tr${n}`, `%,${t.rank},%`],
          ]),
        ),
      );
  }
  if (filter.sentiment === 'unscored') qb.andWhere('i.sentiment IS NULL');
  if (filter.sentiment === 'positive') qb.andWhere('i.sentiment > :edge', { edge: SENTIMENT_BAND_EDGE });
  if (filter.sentiment === 'negative') qb.andWhere('i.sentiment < :negEdge', { negEdge: -SENTIMENT_BAND_EDGE });
  if (filter.sentiment === 'neutral')
    qb.andWhere('i.sentiment BETWEEN :negEdge AND :edge', { edge: SENTIMENT_BAND_EDGE, negEdge: -SENTIMENT_BAND_EDGE });
  const like = containsPattern(filter.search);
  if (like) whereAnswerTextLike(qb, like);
  if (filter.members) {
    const ids = filter.members;
    if (!ids.length) qb.andWhere('1 = 0');
    // In slices: an engine takes a limited number of parameters per statement.
    else
      qb.andWhere(
        `(${chunk(ids, 5000)
          .map((_, n) => `i.respondentId IN (:...g${n})`)
          .join(' OR ')})`,
        Object.fromEntries(chunk(ids, 5000).map((c, n) => [`g${n}`, c])),
      );
  }
  const totalItem = Number((await qb.clone().select('COUNT(*)', 'n').getRawOne<{ n: unknown }>())?.n ?? 0);
  qb.select('i.answerId', 'answerId')
    .addSelect('i.questionKey', 'questionKey')
    .addSelect('i.sentiment', 'sentiment')
    .addSelect('i.themes', 'themes')
    .orderBy('i.questionKey', 'ASC')
    .addOrderBy('i.firstTheme', 'ASC')
    .addOrderBy('i.shuffle', 'ASC');
  if (page.pageSize !== -1) qb.offset((page.currentPage - 1) * page.pageSize).limit(page.pageSize);
  const rows = totalItem ? await qb.getRawMany<CommentRow>() : [];
  return { totalItem, rows };
}

export function findRelease(m: EntityManager, inquiryId: number): Promise<CommentRelease | null> {
  return m.findOneBy(CommentRelease, { inquiryId });
}

export async function upsertRelease(
  m: EntityManager,
  release: Pick<CommentRelease, 'inquiryId' | 'released' | 'changedAt'>,
): Promise<void> {
  await m.upsert(CommentRelease, release, ['inquiryId']);
}
