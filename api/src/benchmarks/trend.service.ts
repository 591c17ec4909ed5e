import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import type { QuestionTotals } from '../answers/stored-answer';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isPast } from '../inquiries/inquiry-read';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InquirySeries } from '../inquiries/inquiry-series.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { InsightSnapshotsService } from '../insights/insight-snapshots.service';
import { parseSegment, Segment, SegmentFiguresService } from '../insights/segment-figures.service';
import { TrendDto, TrendRound } from './dto/trend-responses.dto';
import { libraryQuestions } from './library-questions';
import { areaFigures, areasOf, changeOf, pointOf, questionFigures, RoundFigures } from './trend-figures';

/** The totals a round contributes to the caller's trend, and the forms they cover; null when it contributes none. */
export interface RoundTotals {
  forms: number;
  totals: QuestionTotals[];
}

/**
 * Trend of an inquiry's series (issue 20). Anonymity: a customer admin's round is that round's snapshot, and only
 * once its results are published (the same rule as the importance-performance read); a round below the floor
 * (no snapshot, fewer than MIN_RESPONDENTS completed forms) contributes no figures. The super admin reads live
 * totals of rounds with at least MIN_RESPONDENTS completed forms. Totals are kept; no answer row is read.
 * With ?segment= (issue 19) a round contributes that group's totals: for a customer admin only when the round's
 * snapshot shows the group (the suppression decided with it), for the super admin when the group holds at least
 * MIN_RESPONDENTS completed forms. Rounds are different forms, so no two of them subtract to fewer people.
 */
@Injectable()
export class TrendService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly series: InquirySeries,
    private readonly answers: AnswersService,
    private readonly snapshots: InsightSnapshotsService,
    private readonly segments: SegmentFiguresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What one round contributes to the caller (no access check: the series is the caller's). */
  async roundTotals(user: AuthUser, round: Inquiry, segment?: Segment): Promise<RoundTotals | null> {
    if (segment) return isSuperAdmin(user) ? this.liveGroup(round, segment) : this.storedGroup(round, segment);
    if (isSuperAdmin(user)) {
      if (round.completedCount < this.config.minRespondents) return null;
      return { forms: round.completedCount, totals: await this.answers.totalsOfInquiry(round.id) };
    }
    if (!round.resultsUploadedAt) return null;
    const { snapshot, totals } = await this.snapshots.forCustomer(round);
    return snapshot ? { forms: snapshot.forms, totals } : null;
  }

  private async liveGroup(round: Inquiry, segment: Segment): Promise<RoundTotals | null> {
    const group = (await this.segments.live(round.id, round.completedCount)).find((g) => sameGroup(g, segment));
    if (!group || group.forms < this.config.minRespondents) return null;
    const overall = await this.answers.totalsOfInquiry(round.id);
    const totals = await this.segments.totalsOf(round.id, segment.attribute, true, overall, segment.value);
    return { forms: group.forms, totals: totals.get(segment.value) ?? [] };
  }

  private async storedGroup(round: Inquiry, segment: Segment): Promise<RoundTotals | null> {
    if (!round.resultsUploadedAt || !(await this.snapshots.forCustomer(round)).snapshot) return null;
    const group = (await this.segments.stored(round.id)).find((g) => sameGroup(g, segment));
    if (!group || group.hidden) return null;
    const totals = await this.segments.totalsOf(round.id, segment.attribute, false, [], segment.value);
    return { forms: group.forms, totals: totals.get(segment.value) ?? [] };
  }

  async trend(user: AuthUser, inquiryId: number, rawSegment?: string): Promise<TrendDto> {
    const segment = rawSegment ? parseSegment(rawSegment) : undefined;
    const inquiry = await this.access.findForUser(user, inquiryId);
    const rounds = await this.series.roundsUpTo(inquiry);
    const figures = await Promise.all(rounds.map((r) => this.roundTotals(user, r, segment)));
    const questions = await libraryQuestions(this.dataSource.manager, inquiry);
    const byRound = figures.map((f) => (f ? new Map(f.totals.filter((t) => !t.isCustomQuestion).map((t) => [t.questionId, t])) : null));
    const withFigures = figures.filter((f) => f !== null).length;

    const series = (pick: (byId: Map<number, QuestionTotals>) => RoundFigures) =>
      rounds.map((r, i) => ({ inquiryId: r.id, figures: byRound[i] ? pick(byRound[i]!) : null }));
    const shaped = (points: { inquiryId: number; figures: RoundFigures | null }[]) => ({
      Points: points.map((p) => pointOf(p.inquiryId, p.figures)),
      Change: changeOf(points),
    });

    return {
      InquiryId: inquiry.id,
      Enough: withFigures >= 2,
      RoundsWithFigures: withFigures,
      MinRespondents: this.config.minRespondents,
      Message: withFigures >= 2 ? null : `A trend needs at least two rounds with figures (published, at least ${this.config.minRespondents} completed forms each); this series has ${withFigures}.`,
      Rounds: rounds.map((r, i): TrendRound => ({
        InquiryId: r.id,
        Description: r.description,
        ClosedAt: closedAt(r),
        N: figures[i]?.forms ?? null,
        HasFigures: figures[i] !== null,
      })),
      Areas: areasOf(questions).map((area) => ({ Area: area, ...shaped(series((byId) => areaFigures(questions, byId, area))) })),
      Questions: questions.map((q) => ({ Id: q.id, Title: q.title, Area: q.area, ...shaped(series((byId) => questionFigures(byId.get(q.id)))) })),
    };
  }
}

const sameGroup = (g: { attribute: string; value: string }, s: Segment) => g.attribute === s.attribute && g.value === s.value;

function closedAt(r: Inquiry): string | null {
  if (r.resultsUploadedAt) return new Date(r.resultsUploadedAt).toISOString();
  if (r.expiryDate && isPast(r.expiryDate)) return new Date(r.expiryDate).toISOString();
  return null;
}
