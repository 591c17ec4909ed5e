import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ResultArea } from '@portal/contracts';
import { DataSource } from 'typeorm';
import type { QuestionTotals } from '../answers/stored-answer';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InquirySeries } from '../inquiries/inquiry-series.service';
import { libraryQuestions } from '../trends/library-questions';
import { areaFigures, areaWithheld, changeOf, pointOf, questionFigures, RoundFigures } from '../trends/trend-figures';
import { TrendService } from '../trends/trend.service';
import { actionVerdict, itemVerdict } from './action-effect';
import { actionsOfInquiry, targetsOf } from './actions.repository';
import { ActionEffectItemDto, ActionEffectsDto } from './dto/action-effect-responses.dto';

type Totals = Map<number, QuestionTotals & { withheld?: boolean }>;

/**
 * Did the previous round's actions work (docs/features/actions.md)? Each targeted question or area of an action of
 * the previous round of the series, before (that round) and after (this round): the same points and change a trend
 * shows (trends/trend-figures.ts), from the same totals each round contributes to the caller (TrendService.roundTotals:
 * a customer admin's round is its published snapshot, a round below MIN_RESPONDENTS contributes nothing), so this read
 * shows no figure the Trend read does not.
 */
@Injectable()
export class ActionEffectsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly series: InquirySeries,
    private readonly trends: TrendService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async effects(user: AuthUser, inquiryId: number): Promise<ActionEffectsDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const rounds = await this.series.roundsUpTo(inquiry);
    const previous = rounds.length >= 2 ? rounds[rounds.length - 2] : null;
    const base = { InquiryId: inquiry.id, MinRespondents: this.config.minRespondents };
    if (!previous)
      return {
        ...base,
        PreviousInquiryId: null,
        BeforeN: null,
        AfterN: null,
        Message: 'This inquiry continues no earlier round: there are no actions of a previous round to judge.',
        Actions: [],
      };
    const m = this.dataSource.manager;
    const [before, after, questions, actions] = await Promise.all([
      this.trends.roundTotals(user, previous),
      this.trends.roundTotals(user, inquiry),
      libraryQuestions(m, inquiry),
      actionsOfInquiry(m, previous.id),
    ]);
    const targets = await targetsOf(
      m,
      actions.map((a) => a.id),
    );
    const byId = (r: typeof before): Totals | null =>
      r ? new Map(r.totals.filter((t) => !t.isCustomQuestion).map((t) => [t.questionId, t])) : null;
    const [b, a] = [byId(before), byId(after)];
    const hide = !isSuperAdmin(user);
    const areaOf = (totals: Totals | null, area: ResultArea): RoundFigures | null =>
      !totals || (hide && areaWithheld(questions, totals, area)) ? null : areaFigures(questions, totals, area);
    const item = (
      questionId: number | null,
      area: ResultArea,
      title: string,
      pick: (totals: Totals | null) => RoundFigures | null,
    ): ActionEffectItemDto => {
      const points = [
        { inquiryId: previous.id, figures: pick(b) },
        { inquiryId: inquiry.id, figures: pick(a) },
      ];
      const change = changeOf(points);
      return {
        QuestionId: questionId,
        Area: area,
        Title: title,
        Before: pointOf(previous.id, points[0].figures),
        After: pointOf(inquiry.id, points[1].figures),
        Change: change,
        Verdict: itemVerdict(change),
      };
    };
    const titled = new Map(questions.map((q) => [q.id, q]));
    return {
      ...base,
      PreviousInquiryId: previous.id,
      BeforeN: before?.forms ?? null,
      AfterN: after?.forms ?? null,
      Message:
        before && after
          ? null
          : `Both rounds need figures (published, at least ${this.config.minRespondents} completed forms each) to judge an action.`,
      Actions: [...actions]
        .sort((x, y) => x.id - y.id)
        .map((action) => {
          const mine = targets.filter((t) => t.actionId === action.id);
          const items = [
            ...mine
              .filter((t) => t.questionId !== null && titled.has(t.questionId))
              .map((t) => {
                const q = titled.get(t.questionId!)!;
                return item(q.id, q.area, q.title, (totals) => (totals ? questionFigures(totals.get(q.id)) : null));
              }),
            ...mine
              .filter((t) => t.area !== null)
              .map((t) => item(null, t.area as ResultArea, t.area!, (totals) => areaOf(totals, t.area as ResultArea))),
          ];
          return {
            Id: action.id,
            Title: action.title,
            Status: action.status,
            DueDate: action.dueDate,
            Verdict: actionVerdict(items.map((i) => i.Verdict)),
            Items: items,
          };
        }),
    };
  }
}
