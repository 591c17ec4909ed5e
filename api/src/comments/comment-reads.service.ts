import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANONYMITY_TEXTS, sentimentBand } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import { pagedEnvelope, Paged } from '../common/paging/paged';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { rawNumberOrNull } from '../database/raw-values';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { RespondentAttributesService } from '../respondents/respondent-attributes.service';
import { InsightSnapshotsService } from '../insights/insight-snapshots.service';
import { SegmentFiguresService, SegmentView, withheldOf } from '../insights/segment-figures.service';
import { HIDDEN_REASON_TEXT, hiddenSegment } from '../insights/segment-texts';
import { meanSentiment } from './analysis/themes';
import { CommentAnalysesService, ScopeState } from './comment-analyses.service';
import type { CommentScope } from './comment-scope';
import { CommentAnalysis } from './comment-analysis.entity';
import { CommentReleasesService } from './comment-releases.service';
import { formsOfScope, OpenQuestion, openQuestions } from './comment-source';
import { CommentTheme } from './comment-theme.entity';
import {
  commentPage,
  itemsOfQuestions,
  itemsOfScope,
  themeLabelsOfQuestions,
  themesOfQuestions,
  themesOfScope,
} from './comments.repository';
import { CommentsQueryDto, CommentThemesQueryDto } from './dto/comment-query.dto';
import { CommentItemDto, CommentQuestionDto, CommentThemesDto } from './dto/comment-responses';
import { SegmentGroup, segmentGroup } from './segment-groups';

const EXAMPLE_CHARS = 300;
const NOT_RELEASED = 'The comments of this inquiry are not released yet.';
const GROUP_HIDDEN = 'No completed form of the figures belongs to this group';

type Viewer = 'super' | 'customer';

interface Seen {
  viewer: Viewer;
  released: boolean;
  /** Null when the figures are withheld from the caller. */
  state: ScopeState | null;
  message: string | null;
  /** The snapshot's groups and withheld figures for a customer admin's read; null for the super admin's live read. */
  view: SegmentView | null;
}

/**
 * The reads of comments (docs/features/comments.md), with who sees what:
 * - the super admin: the live analysis of every completed form, examples and comments always;
 * - a customer admin (and the super admin with ?view=customer): the analysis of the insight snapshot's
 *   forms only (none before the first snapshot, which needs MIN_RESPONDENTS completed forms and a closed
 *   inquiry), so counts move only when the snapshot does; a ?segment group only when the suppression
 *   rule of "Segments" shows it; examples and the verbatim list only while released.
 */
@Injectable()
export class CommentReadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly answers: AnswersService,
    private readonly snapshots: InsightSnapshotsService,
    private readonly analyses: CommentAnalysesService,
    private readonly releases: CommentReleasesService,
    private readonly attributes: RespondentAttributesService,
    private readonly segmentFigures: SegmentFiguresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async seen(user: AuthUser, inquiry: Inquiry, view?: 'customer'): Promise<Seen> {
    const released = await this.releases.isReleased(inquiry.id);
    if (isSuperAdmin(user) && view !== 'customer') {
      return {
        viewer: 'super',
        released,
        state: { scope: 'live', forms: inquiry.completedCount, marker: `live:${inquiry.completedCount}` },
        message: null,
        view: null,
      };
    }
    // The super admin's preview reads the snapshot as it stands; only a customer admin's read may take one.
    const { snapshot, view: groups } = isSuperAdmin(user)
      ? { snapshot: await this.snapshots.current(inquiry.id), view: await this.segmentFigures.stored(inquiry.id) }
      : await this.snapshots.forCustomer(inquiry);
    if (!snapshot) {
      const min = this.config.minRespondents;
      return {
        viewer: 'customer',
        released,
        state: null,
        message: ANONYMITY_TEXTS.collecting(min, Math.max(0, min - inquiry.completedCount)),
        view: null,
      };
    }
    const state: ScopeState = {
      scope: 'snapshot',
      forms: snapshot.forms,
      marker: `snapshot:${snapshot.forms}:${new Date(snapshot.takenAt).getTime()}`,
    };
    return { viewer: 'customer', released, state, message: null, view: groups };
  }

  private async group(
    inquiry: Inquiry,
    seen: Seen,
    analysis: CommentAnalysis,
    segment: string | undefined,
  ): Promise<SegmentGroup | null> {
    if (!segment || !seen.state) return null;
    const forms = await formsOfScope(this.dataSource.manager, inquiry.id, seen.state.scope, analysis.forms);
    // A customer admin selects the groups the snapshot reports (stored with it by the insights module); the super admin any group, live.
    const view = seen.view ?? (await this.segmentFigures.live(inquiry.id, inquiry.completedCount));
    return segmentGroup(this.dataSource.manager, this.attributes, forms, segment, view, seen.viewer === 'customer');
  }

  /** Why a group is withheld, in the segments module's words. */
  private hiddenText(group: SegmentGroup): string {
    const reason = group.reason;
    return hiddenSegment(
      group.attribute,
      group.value,
      reason && group.members.size ? HIDDEN_REASON_TEXT[reason](this.config.minRespondents) : GROUP_HIDDEN,
    );
  }

  /**
   * The questions whose comments a customer admin does not get for the group (Overall without one): fewer than
   * MIN_RESPONDENTS commenters, or a combination of shown groups would isolate fewer (decided with the snapshot).
   */
  private withheldQuestions(seen: Seen, group: SegmentGroup | null): Set<string> {
    if (seen.viewer !== 'customer' || !seen.view) return new Set();
    return group ? withheldOf(seen.view, 'comments', group.attribute, group.value) : withheldOf(seen.view, 'comments');
  }

  private question(questions: OpenQuestion[], key?: string): OpenQuestion[] {
    if (!key) return questions;
    const q = questions.filter((x) => x.key === key);
    if (!q.length) throw ApiError.badRequest([`question: ${key} is not an open question of this inquiry`]);
    return q;
  }

  async themes(user: AuthUser, inquiryId: number, query: CommentThemesQueryDto): Promise<CommentThemesDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const m = this.dataSource.manager;
    const questions = this.question(await openQuestions(m, inquiry), query.question);
    const seen = await this.seen(user, inquiry, query.view);
    const base = { InquiryId: inquiryId, Released: seen.released, MinRespondents: this.config.minRespondents };
    if (!seen.state) return { ...base, Gated: true, Message: seen.message, N: 0, Questions: [], WithheldQuestions: 0 };
    const analysis = await this.analyses.ensure(inquiry, seen.state);
    const group = await this.group(inquiry, seen, analysis, query.segment);
    if (group?.hidden)
      return { ...base, Gated: true, Message: this.hiddenText(group), N: 0, Questions: [], WithheldQuestions: 0 };
    const scope = seen.state.scope;
    const withheld = this.withheldQuestions(seen, group);
    const keys = questions.map((q) => q.key).filter((k) => !withheld.has(k));
    const rows = await themesOfQuestions(m, inquiryId, scope, keys);
    const themes = rows.filter((r) => r.rank >= 0);
    // Per question and theme: count, scored count and sentiment — as stored, or tallied over the group's comments.
    const tally = group ? await this.tallyGroup(inquiryId, scope, keys, group.members) : storedTally(rows);
    const showExamples = seen.viewer === 'super' || seen.released;
    const texts = showExamples ? await this.exampleTexts(themes, group) : new Map<number, string>();
    const Questions: CommentQuestionDto[] = questions.map((q) => {
      // A withheld question's comments are left out: no count, no themes, no examples ("Not enough answers").
      if (withheld.has(q.key))
        return {
          Key: q.key,
          Id: q.id,
          IsCustomQuestion: q.isCustom,
          Title: q.title,
          Area: q.area,
          Count: 0,
          Scored: 0,
          Sentiment: null,
          Themes: [],
          Withheld: true,
        };
      const t = tally.get(q.key);
      const own = themes.filter((x) => x.questionKey === q.key);
      return {
        Key: q.key,
        Id: q.id,
        IsCustomQuestion: q.isCustom,
        Title: q.title,
        Area: q.area,
        Count: t?.count ?? 0,
        Scored: t?.scored ?? 0,
        Sentiment: t?.sentiment ?? null,
        Themes: own
          .map((x) => {
            const th = group ? t?.themes.get(x.rank) : { count: x.count, sentiment: rawNumberOrNull(x.sentiment) };
            const examples = (JSON.parse(x.examples) as number[])
              .map((id) => texts.get(id))
              .filter((s): s is string => s !== undefined);
            return {
              Theme: x.label,
              Count: th?.count ?? 0,
              Sentiment: th?.sentiment ?? null,
              Examples: showExamples ? examples : [],
            };
          })
          .filter((x) => x.Count > 0)
          .sort((a, b) => b.Count - a.Count || a.Theme.localeCompare(b.Theme)),
        Withheld: false,
      };
    });
    const WithheldQuestions = questions.filter((q) => withheld.has(q.key)).length;
    return {
      ...base,
      Gated: false,
      Message: seen.message,
      N: group ? group.members.size : analysis.forms,
      Questions,
      WithheldQuestions,
    };
  }

  private async tallyGroup(inquiryId: number, scope: CommentScope, keys: string[], members: Set<number>) {
    const items = await itemsOfQuestions(this.dataSource.manager, inquiryId, scope, keys);
    const out = new Map<
      string,
      {
        count: number;
        scored: number;
        sentiment: number | null;
        themes: Map<number, { count: number; sentiment: number | null }>;
      }
    >();
    const values = new Map<string, (number | null)[]>();
    for (const it of items) {
      if (!members.has(it.respondentId)) continue;
      const s = rawNumberOrNull(it.sentiment);
      (values.get(it.questionKey) ?? values.set(it.questionKey, []).get(it.questionKey)!).push(s);
      for (const rank of it.themes.split(',').filter(Boolean).map(Number)) {
        const k = `${it.questionKey}#${rank}`;
        (values.get(k) ?? values.set(k, []).get(k)!).push(s);
      }
    }
    for (const key of keys) {
      const all = values.get(key) ?? [];
      const themes = new Map<number, { count: number; sentiment: number | null }>();
      for (const [k, v] of values)
        if (k.startsWith(`${key}#`))
          themes.set(Number(k.slice(key.length + 1)), { count: v.length, sentiment: meanSentiment(v) });
      out.set(key, {
        count: all.length,
        scored: all.filter((v) => v !== null).length,
        sentiment: meanSentiment(all),
        themes,
      });
    }
    return out;
  }

  private async exampleTexts(themes: CommentTheme[], group: SegmentGroup | null): Promise<Map<number, string>> {
    const ids = themes.flatMap((t) => JSON.parse(t.examples) as number[]);
    if (!ids.length) return new Map();
    const rows = await this.answers.textsByIds(ids);
    return new Map(
      rows.filter((r) => !group || group.members.has(r.respondentId)).map((r) => [r.id, clip(r.text ?? '')]),
    );
  }

  async comments(
    user: AuthUser,
    inquiryId: number,
    query: CommentsQueryDto,
  ): Promise<Paged<CommentItemDto> & { WithheldQuestions: number }> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const m = this.dataSource.manager;
    const questions = this.question(await openQuestions(m, inquiry), query.question);
    const seen = await this.seen(user, inquiry, query.view);
    if (!seen.state) throw ApiError.forbidden([seen.message ?? NOT_RELEASED]);
    if (seen.viewer === 'customer' && !seen.released) throw ApiError.forbidden([NOT_RELEASED]);
    const analysis = await this.analyses.ensure(inquiry, seen.state);
    const group = await this.group(inquiry, seen, analysis, query.segment);
    if (group?.hidden) throw ApiError.forbidden([this.hiddenText(group)]);
    const scope = seen.state.scope;
    const keys = questions.map((q) => q.key);
    const themes = (await themeLabelsOfQuestions(m, inquiryId, scope, keys)).filter((t) => t.rank >= 0);
    const labelOf = new Map(themes.map((t) => [`${t.questionKey}#${t.rank}`, t.label]));
    const withheld = [...this.withheldQuestions(seen, group)].filter((k) => questions.some((q) => q.key === k));
    const { totalItem, rows } = await commentPage(
      m,
      {
        inquiryId,
        scope,
        question: query.question,
        withheld,
        themes: query.theme === undefined ? undefined : themes.filter((t) => t.label === query.theme),
        sentiment: query.sentiment,
        search: query.search,
        members: group ? [...group.members] : undefined,
      },
      query,
    );
    const texts = await this.texts(rows.map((r) => Number(r.answerId)));
    const byKey = new Map(questions.map((q) => [q.key, q]));
    const data = rows.map((r) => {
      // A question left the set after the analysis (it is redone on the next change): shown by its key.
      const q = byKey.get(r.questionKey) ?? { title: r.questionKey, key: r.questionKey, area: '' };
      return {
        Question: q.title,
        QuestionKey: q.key,
        Area: q.area,
        Text: texts.get(Number(r.answerId)) ?? '',
        Sentiment: rawNumberOrNull(r.sentiment),
        Themes: r.themes
          .split(',')
          .filter(Boolean)
          .map((rank) => labelOf.get(`${r.questionKey}#${rank}`)!)
          .filter(Boolean),
      };
    });
    return { ...pagedEnvelope(data, totalItem, query), WithheldQuestions: withheld.length };
  }

  /** The answers' texts by id, read by primary key in slices. */
  private async texts(ids: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (const part of chunk(ids, 500)) {
      for (const r of await this.answers.textsByIds(part)) out.set(r.id, r.text ?? '');
    }
    return out;
  }

  /** Per answer (live scope, every completed form): its themes and sentiment, for the answers export. No access check: callers check. */
  async ofAnswers(
    inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId' | 'completedCount'>,
  ): Promise<Map<number, { themes: string[]; sentiment: number | null }>> {
    await this.analyses.ensure(inquiry, {
      scope: 'live',
      forms: inquiry.completedCount,
      marker: `live:${inquiry.completedCount}`,
    });
    const m = this.dataSource.manager;
    const themes = await themesOfScope(m, inquiry.id, 'live');
    const labelOf = new Map(themes.map((t) => [`${t.questionKey}#${t.rank}`, t.label]));
    const items = await itemsOfScope(m, inquiry.id, 'live');
    return new Map(
      items.map((i) => [
        i.answerId,
        {
          sentiment: rawNumberOrNull(i.sentiment),
          themes: i.themes
            .split(',')
            .filter(Boolean)
            .map((r) => labelOf.get(`${i.questionKey}#${r}`) ?? ''),
        },
      ]),
    );
  }

  /** The top themes of each open question (live scope), for the PDF report. No access check: callers check. */
  async topThemes(
    inquiry: Pick<Inquiry, 'id' | 'inquiryTypeId' | 'completedCount'>,
    perQuestion = 5,
  ): Promise<
    {
      title: string;
      count: number;
      themes: { label: string; count: number; sentiment: number | null; band: string }[];
    }[]
  > {
    await this.analyses.ensure(inquiry, {
      scope: 'live',
      forms: inquiry.completedCount,
      marker: `live:${inquiry.completedCount}`,
    });
    const m = this.dataSource.manager;
    const questions = await openQuestions(m, inquiry);
    const rows = await themesOfScope(m, inquiry.id, 'live', true);
    const themes = rows.filter((r) => r.rank >= 0);
    const tally = storedTally(rows);
    return questions
      .map((q) => ({
        title: q.title,
        count: tally.get(q.key)?.count ?? 0,
        themes: themes
          .filter((t) => t.questionKey === q.key)
          .slice(0, perQuestion)
          .map((t) => ({
            label: t.label,
            count: t.count,
            sentiment: rawNumberOrNull(t.sentiment),
            band: sentimentBand(rawNumberOrNull(t.sentiment)),
          })),
      }))
      .filter((q) => q.count > 0);
  }
}

type Tally = Map<
  string,
  {
    count: number;
    scored: number;
    sentiment: number | null;
    themes: Map<number, { count: number; sentiment: number | null }>;
  }
>;

/** The questions' own rows (rank -1) of a stored analysis: comments, scored comments, mean sentiment. */
function storedTally(rows: CommentTheme[]): Tally {
  return new Map(
    rows
      .filter((r) => r.rank === -1)
      .map((r) => [
        r.questionKey,
        { count: r.count, scored: r.scored, sentiment: rawNumberOrNull(r.sentiment), themes: new Map() },
      ]),
  );
}

const clip = (s: string) => (s.length > EXAMPLE_CHARS ? `${s.slice(0, EXAMPLE_CHARS - 1)}…` : s);
const chunk = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
