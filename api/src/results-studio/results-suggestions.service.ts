import { Injectable } from '@nestjs/common';
import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';
import { FindingsService } from '../findings/findings.service';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InsightsService } from '../insights/insights.service';
import { round, suggestFocus } from '../insights/ipa';
import { RecommendationsService } from '../recommendations/recommendations.service';
import { ResultInputsService } from '../results/result-inputs.service';
import { TemplateFiguresService, unbackedAreas, unbackedReason } from '../results/template-figures.service';
import type { Roadmap } from '../roadmaps/roadmap.entity';
import { RoadmapsService } from '../roadmaps/roadmaps.service';
import { TrendService } from '../trends/trend.service';
import type { ResultSuggestionsDto } from './dto/suggestions.dto';
import { COLOUR_RULE, ProposedColour, rank, relatedAreas, signalsOf } from './suggestion-rules';

/**
 * Library findings, recommendations and roadmaps ranked for one inquiry (suggestion-rules.ts), and area colours
 * proposed, from the figures the customer will see once published (template-figures.service.ts, the template's
 * own source) and the trend's changes against the previous round.
 */
@Injectable()
export class ResultsSuggestionsService {
  constructor(
    private readonly access: InquiryAccess,
    private readonly customerFigures: TemplateFiguresService,
    private readonly inputs: ResultInputsService,
    private readonly insights: InsightsService,
    private readonly trends: TrendService,
    private readonly findings: FindingsService,
    private readonly recommendations: RecommendationsService,
    private readonly roadmaps: RoadmapsService,
  ) {}

  async suggestions(user: AuthUser, inquiryId: number): Promise<ResultSuggestionsDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const figures = await this.customerFigures.of(inquiry, await this.access.completedForms(inquiryId));
    const typeId = inquiry.inquiryTypeId;
    const [findings, recommendations, roadmaps] = await Promise.all([
      this.findings.ofInquiryType(typeId),
      this.recommendations.ofInquiryType(typeId),
      this.roadmaps.ofInquiryType(typeId),
    ]);
    const totals = figures.totals ?? [];
    const computed = figures.totals
      ? await this.inputs.computeInputs(inquiryId, undefined, figures.totals, figures.shown)
      : [];
    const analysis = await this.insights.analysis(inquiry, totals.filter(figures.shown));
    const unbacked = unbackedAreas(figures, computed);
    const derived = this.inputs.areaColorsFrom(computed);
    const colours: ProposedColour[] = RESULT_AREAS.map((area) => ({
      area,
      color: unbacked.has(area) ? null : (derived.find((c) => c.Area === area)?.Color ?? null),
      figure: analysis.areas.find((a) => a.area === area)?.figures.meanCrosshair?.performance ?? null,
    }));
    const trend = figures.totals ? await this.trends.trend(user, inquiryId) : null;
    const changes = (trend?.Questions ?? []).map((q) => ({
      ...q,
      N: q.Points.find((p) => p.InquiryId === inquiryId)?.N ?? 0,
    }));
    const signals = figures.totals ? signalsOf(analysis, colours, figures.forms, changes, inquiryId) : [];

    const roadmapText = (r: Roadmap) =>
      stepsOf(r)
        .map((s) => `${s.Title} ${s.BriefDescription} ${s.Detail}`)
        .join(' ');
    const allAreas = [...RESULT_AREAS] as ResultArea[];
    return {
      InquiryId: inquiryId,
      Forms: figures.forms,
      Message: figures.totals ? null : `No suggestion from the figures: ${unbackedReason(figures)}.`,
      CompletedForms: figures.completedForms,
      MinRespondents: figures.minRespondents,
      Signals: signals,
      Findings: rank(
        findings,
        signals,
        (f) => [f.area as ResultArea],
        (f) => f.detail,
      ).map((r) => ({
        FindingId: r.entry.id,
        Area: r.entry.area,
        Text: r.entry.detail,
        Score: r.score,
        Evidence: r.evidence,
      })),
      Recommendations: rank(
        recommendations,
        signals,
        (rec) => relatedAreas(rec.detail, analysis),
        (rec) => rec.detail,
      ).map((r) => {
        const focus = suggestFocus(r.entry.detail, analysis);
        return {
          RecommendationId: r.entry.id,
          Text: r.entry.detail,
          LevelOfFocus: focus.levelOfFocus,
          Note: focus.note,
          Areas: r.areas,
          Score: r.score,
          Evidence: r.evidence,
        };
      }),
      Roadmaps: rank(
        roadmaps,
        signals,
        (m) => {
          const areas = relatedAreas(roadmapText(m), analysis);
          return areas.length ? areas : allAreas;
        },
        roadmapText,
      ).map((r) => ({
        RoadmapId: r.entry.id,
        Steps: stepsOf(r.entry),
        Areas: r.areas,
        Score: r.score,
        Evidence: r.evidence,
      })),
      AreaColors: colours.map((c) => ({
        Area: c.area,
        Color: c.color,
        Figure: round(c.figure),
        N: figures.forms,
        Rule: c.color
          ? COLOUR_RULE
          : unbacked.has(c.area)
            ? `No colour: ${unbackedReason(figures)}`
            : 'No colour: the area has no rated answers',
        NoColour: c.color
          ? null
          : unbacked.has(c.area)
            ? figures.totals
              ? ('QuestionTooFewAnswers' as const)
              : ('TooFewForms' as const)
            : ('Unrated' as const),
      })),
    };
  }
}

function stepsOf(r: Roadmap) {
  const s = r.steps;
  return [
    { Step: 1, Title: s.step1Title, BriefDescription: s.step1Brief, Detail: s.step1Detail },
    { Step: 2, Title: s.step2Title, BriefDescription: s.step2Brief, Detail: s.step2Detail },
    { Step: 3, Title: s.step3Title, BriefDescription: s.step3Brief, Detail: s.step3Detail },
  ];
}
