import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { transaction } from '../database/transaction';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import type { InputItem } from '../results/dto/result-responses';
import { InputLine, mergedAreaColors, ResultInputsService } from '../results/result-inputs.service';
import { byArea, roadmapItem } from '../results/results.service';
import { TemplateFiguresService, unbackedAreas, unbackedReason } from '../results/template-figures.service';
import { TranslationsService } from '../translations/translations.service';
import { parseDraftContent, publishProblems } from './draft-content';
import type { ResultPreviewDto } from './dto/preview.dto';
import { ResultsDraftService } from './results-draft.service';

/**
 * What the customer admin will read once the draft is published, read the way the result reads answer them
 * (results.service.ts) from the figures publishing gives the customer (template-figures.service.ts): library texts
 * in the reader's language, inputs set by hand or else the customer's computed ones, colours set or derived.
 */
@Injectable()
export class ResultsPreviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly drafts: ResultsDraftService,
    private readonly inputs: ResultInputsService,
    private readonly customerFigures: TemplateFiguresService,
    private readonly translations: TranslationsService,
  ) {}

  async preview(user: AuthUser, inquiryId: number, language: Language = DEFAULT_LANGUAGE): Promise<ResultPreviewDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const { row } = await transaction(this.dataSource, (m) => this.drafts.openLocked(m, inquiryId, user.id));
    const c = parseDraftContent(row.content);
    const figures = await this.customerFigures.of(inquiry, await this.access.completedForms(inquiryId));
    const computed = figures.totals
      ? await this.inputs.computeInputs(inquiryId, undefined, figures.totals, figures.shown)
      : [];
    const set: InputLine[] | null = c.inputs?.length ? c.inputs : null;
    const lines = set ?? computed;
    const gated = !set && !figures.totals;

    const texts = async (kind: 'Finding' | 'Recommendation' | 'Roadmap', any: boolean) =>
      this.translations.byEnglish(any ? language : DEFAULT_LANGUAGE, [kind]);
    const trFinding = await texts('Finding', c.findings.length > 0);
    const trRecommendation = await texts('Recommendation', c.recommendations.length > 0);
    const trRoadmap = await texts('Roadmap', c.roadmap.length > 0);
    const steps = c.roadmap.map((s) => ({
      id: 0,
      inquiryId,
      step: s.step,
      title: trRoadmap(s.title.trim()),
      briefDescription: trRoadmap(s.briefDescription.trim()),
      detail: trRoadmap(s.detail.trim()),
    }));
    const item = roadmapItem(steps);

    const unbacked = unbackedAreas(figures, computed);
    const colourProblems = c.areaColors
      .filter((x) => unbacked.has(x.area))
      .map(
        (x) =>
          `AreaColors, area ${x.area}: no colour can be set, because ${unbackedReason(figures)}. Leave the area to be derived.`,
      );
    return {
      InquiryId: inquiryId,
      Version: row.version,
      Language: language,
      FindingsResult: byArea(c.findings, (f) => ({ FindingsDesc: trFinding(f.text.trim()) })),
      AdvanceInsightsResult: byArea(c.advanceInsights, (a) => ({ AdvanceInsights: a.text.trim() })),
      RecommendationResult: {
        data: c.recommendations.map((r) => ({
          RecommendationDetails: trRecommendation(r.detail.trim()),
          LevelOfFocus: r.levelOfFocus,
        })),
      },
      RoadmapResult: { data: item ? [item] : [] },
      InputResult: gated
        ? { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [], Gated: true }
        : {
            ...byArea(lines, (l): InputItem => {
              const out: InputItem = {
                Questiondescription: l.question,
                AverageRating: l.averageRating,
                AverageValue: l.averageValue,
              };
              if (l.withheld) out.Withheld = true;
              return out;
            }),
            // Computed inputs come from the snapshot publishing gives the customer (its time is the publication's).
            ...(set ? {} : { SnapshotForms: figures.forms }),
          },
      AreaColorResult: gated
        ? []
        : mergedAreaColors(
            c.areaColors.filter((x) => !unbacked.has(x.area)),
            lines,
          ),
      Problems: [...publishProblems(c), ...colourProblems],
    };
  }
}
