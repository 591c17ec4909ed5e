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
import { EnpsService } from '../insights/enps.service';
import {
  markWithheld,
  parseSegment,
  resolveSegment,
  Segment,
  SegmentFiguresService,
  withheldOf,
} from '../insights/segment-figures.service';
import { TrendDto, TrendRound } from './dto/trend-responses.dto';
import { sharedLibraryQuestions } from './library-questions';
import { areaFigures, areasOf, areaWithheld, changeOf, pointOf, questionFigures, RoundFigures } from './trend-figures';

/** The totals a round contributes to the caller's trend, and the forms they cover; null when it contributes none. */
export interface RoundTotals {
  forms: number;
  totals: QuestionTotals[];
}

/**
 * Trend of an inquiry's series (docs/features/rounds-and-benchmarks.md). Anonymity: a customer admin's round is that round's snapshot, and only
 * once its results are published (the same rule as the importance-performance read); a round below the floor
 * (no snapshot, fewer than MIN_RESPONDENTS completed forms) contributes no figures. The super admin reads live
 * totals of rounds with at least MIN_RESPONDENTS completed forms. Totals are kept; no answer row is read.
 * With ?segment= a round contributes that reported group's totals (Other selects the rolled-up group): for a
 * customer admin only when the round's snapshot reports the group, its withheld questions zeroed (no figure); for
 * the super admin when the live groups report it. Rounds are different forms (different variables), each checked on
 * its own, so no two of them subtract to fewer people.
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
    private readonly enps: EnpsService,
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
    const view = await this.segments.live(round.id, round.completedCount);
    const { group } = resolveSegment(view, segment);
    if (!group || group.hidden || round.completedCount < this.config.minRespondents) return null;
    const totals = await this.segments.totalsOf(round.id, view, group.attribute, group.value);
    return {
      forms: group.forms,
      totals: markWithheld(totals, withheldOf(view, 'ratings', group.attribute, group.value), false),
    };
  }

  private async storedGroup(round: Inquiry, segment: Segment): Promise<RoundTotals | null> {
    if (!round.resultsUploadedAt) return null;
    const { snapshot, view } = await this.snapshots.forCustomer(round);
    if (!snapshot) return null;
    const { group } = resolveSegment(view, segment);
    if (!group || group.hidden) return null;
    const totals = await this.segments.totalsOf(round.id, view, group.attribute, group.value);
    return {
      forms: group.forms,
      totals: markWithheld(totals, withheldOf(view, 'ratings', group.attribute, group.value), true),
    };
  }

  async trend(user: AuthUser, inquiryId: number, rawSegment?: string): Promise<TrendDto> {
    const segment = rawSegment ? parseSegment(rawSegment) : undefined;
    const inquiry = await this.access.findForUser(user, inquiryId);
    const rounds = await this.series.roundsUpTo(inquiry);
    const figures = await Promise.all(rounds.map((r) => this.roundTotals(user, r, segment)));
    const questions = await sharedLibraryQuestions(this.dataSource.manager, rounds);
    const byRound = figures.map((f) =>
      f ? new Map(f.totals.filter((t) => !t.isCustomQuestion).map((t) => [t.questionId, t])) : null,
    );
    const withFigures = figures.filter((f) => f !== null).length;
    // A round's eNPS comes from the totals its other figures come from; the whole inquiry only, never a group.
    const enps = await Promise.all(
      rounds.map(async (r, i) =>
        figures[i] && !segment ? ((await this.enps.figuresOf(user, r, figures[i]!.totals))[0] ?? null) : null,
      ),
    );
    const hide = !isSuperAdmin(user);

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
      Message:
        withFigures >= 2
          ? null
          : `A trend needs at least two rounds with figures (published, at least ${this.config.minRespondents} completed forms each); this series has ${withFigures}.`,
      Rounds: rounds.map((r, i): TrendRound => ({
        InquiryId: r.id,
        Description: r.description,
        ClosedAt: closedAt(r),
        N: figures[i]?.forms ?? null,
        HasFigures: figures[i] !== null,
        Enps: enps[i],
      })),
      // An area with a withheld question shows no figure to a customer admin in that round (it would mix the withheld answers in).
      Areas: areasOf(questions).map((area) => ({
        Area: area,
        ...shaped(
          series((byId) =>
            hide && areaWithheld(questions, byId, area)
              ? { performance: null, importance: null }
              : areaFigures(questions, byId, area),
          ),
        ),
      })),
      Questions: questions.map((q) => ({
        Id: q.id,
        Title: q.title,
        Area: q.area,
        ...shaped(series((byId) => questionFigures(byId.get(q.id)))),
      })),
    };
  }
}

function closedAt(r: Inquiry): string | null {
  if (r.resultsUploadedAt) return new Date(r.resultsUploadedAt).toISOString();
  if (r.expiryDate && isPast(r.expiryDate)) return new Date(r.expiryDate).toISOString();
  return null;
}
