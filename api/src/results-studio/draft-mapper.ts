import type { DraftContentDto, ResultDraftDto } from './dto/result-draft.dto';
import type { DraftContent } from './draft-content';
import type { ResultDraft } from './result-draft.entity';
import { parseDraftContent } from './draft-content';

/** Wire names (PascalCase) to the stored content and back. */
export function contentOf(dto: DraftContentDto): DraftContent {
  return {
    findings: dto.Findings.map((f) => ({ area: f.Area, text: f.Text })),
    advanceInsights: dto.AdvanceInsights.map((a) => ({ area: a.Area, text: a.Text })),
    recommendations: dto.Recommendations.map((r) => ({ detail: r.Detail, levelOfFocus: r.LevelOfFocus })),
    roadmap: dto.Roadmap.map((s) => ({
      step: s.Step,
      title: s.Title,
      briefDescription: s.BriefDescription,
      detail: s.Detail,
    })),
    areaColors: dto.AreaColors.map((c) => ({ area: c.Area, color: c.Color })),
    inputs: dto.Inputs
      ? dto.Inputs.map((i) => ({
          area: i.Area,
          question: i.Question,
          averageRating: i.AverageRating,
          averageValue: i.AverageValue,
          averageDifference: i.AverageDifference,
        }))
      : null,
  };
}

export function wireContent(c: DraftContent): DraftContentDto {
  return {
    Findings: c.findings.map((f) => ({ Area: f.area, Text: f.text })),
    AdvanceInsights: c.advanceInsights.map((a) => ({ Area: a.area, Text: a.text })),
    Recommendations: c.recommendations.map((r) => ({ Detail: r.detail, LevelOfFocus: r.levelOfFocus })),
    Roadmap: c.roadmap.map((s) => ({
      Step: s.step,
      Title: s.title,
      BriefDescription: s.briefDescription,
      Detail: s.detail,
    })),
    AreaColors: c.areaColors.map((x) => ({ Area: x.area, Color: x.color })),
    Inputs: c.inputs
      ? c.inputs.map((i) => ({
          Area: i.area,
          Question: i.question,
          AverageRating: i.averageRating,
          AverageValue: i.averageValue,
          AverageDifference: i.averageDifference,
        }))
      : null,
  };
}

export function draftResponse(row: ResultDraft, published: boolean): ResultDraftDto {
  return {
    InquiryId: row.inquiryId,
    Version: row.version,
    Published: published,
    CustomerNotified: row.customerNotified,
    UpdatedAt: row.updatedAt,
    ...wireContent(parseDraftContent(row.content)),
  };
}
