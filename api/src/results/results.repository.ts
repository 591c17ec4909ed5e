import type { EntityManager, ObjectLiteral } from 'typeorm';
import { ResultAdvanceInsight } from './result-advance-insight.entity';
import { ResultAreaColor } from './result-area-color.entity';
import { ResultFinding } from './result-finding.entity';
import { ResultInput } from './result-input.entity';
import { ResultRecommendation } from './result-recommendation.entity';
import { ResultRoadmapStep } from './result-roadmap-step.entity';
import type { ParsedResults } from './workbook/result-workbook-format';

/**
 * The statements on the results module's tables (an inquiry's published findings, recommendations, inputs,
 * advance insights, roadmap steps and area colours), each taking the caller's EntityManager.
 */

export function findingsOf(m: EntityManager, inquiryId: number): Promise<ResultFinding[]> {
  return m.find(ResultFinding, { where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } });
}

export function recommendationsOf(m: EntityManager, inquiryId: number): Promise<ResultRecommendation[]> {
  return m.find(ResultRecommendation, { where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } });
}

export function advanceInsightsOf(m: EntityManager, inquiryId: number): Promise<ResultAdvanceInsight[]> {
  return m.find(ResultAdvanceInsight, { where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } });
}

export function roadmapStepsOf(m: EntityManager, inquiryId: number): Promise<ResultRoadmapStep[]> {
  return m.find(ResultRoadmapStep, { where: { inquiryId }, order: { step: 'ASC' } });
}

/** The colours set by the publication, by area (one row per area at most: a unique key). */
export function areaColorsOf(m: EntityManager, inquiryId: number): Promise<ResultAreaColor[]> {
  return m.find(ResultAreaColor, { where: { inquiryId }, order: { area: 'ASC' } });
}

/** The uploaded Inputs sheet's lines in the sheet's order; none when the results had no such sheet. */
export function inputsOf(m: EntityManager, inquiryId: number): Promise<ResultInput[]> {
  return m.find(ResultInput, { where: { inquiryId }, order: { position: 'ASC' } });
}

const RESULT_TABLES = [
  ResultFinding,
  ResultRecommendation,
  ResultInput,
  ResultAdvanceInsight,
  ResultRoadmapStep,
  ResultAreaColor,
];

async function insertChunked<T extends ObjectLiteral>(
  m: EntityManager,
  entity: new () => T,
  rows: Partial<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await m.insert(entity, rows.slice(i, i + 500) as never);
}

/** Deletes the inquiry's results and writes the given ones in their place (the caller holds the inquiry's lock). */
export async function replaceResults(m: EntityManager, inquiryId: number, results: ParsedResults): Promise<void> {
  for (const table of RESULT_TABLES) await m.delete(table, { inquiryId });
  await insertChunked(
    m,
    ResultFinding,
    results.findings.map((f, position) => ({ inquiryId, position, area: f.area, text: f.text })),
  );
  await insertChunked(
    m,
    ResultRecommendation,
    results.recommendations.map((r, position) => ({
      inquiryId,
      position,
      detail: r.detail,
      levelOfFocus: r.levelOfFocus,
    })),
  );
  await insertChunked(
    m,
    ResultInput,
    (results.inputs ?? []).map((r, position) => ({ inquiryId, position, ...r })),
  );
  await insertChunked(
    m,
    ResultAdvanceInsight,
    results.advanceInsights.map((a, position) => ({ inquiryId, position, area: a.area, text: a.text })),
  );
  await insertChunked(
    m,
    ResultRoadmapStep,
    results.roadmap.map((s) => ({ inquiryId, ...s })),
  );
  await insertChunked(
    m,
    ResultAreaColor,
    (results.areaColors ?? []).map((c) => ({ inquiryId, ...c })),
  );
}
