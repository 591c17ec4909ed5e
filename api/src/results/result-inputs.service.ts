import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { RESULT_AREAS, ResultArea } from '../common/domain/areas';
import { CustomQuestion } from '../custom-questions/custom-question.entity';
import { DiagnosticQuestion } from '../diagnostic-questions/diagnostic-question.entity';
import { Respondent } from '../inquiries/respondent.entity';
import { SurveyAnswer } from '../surveys/survey-answer.entity';
import { ResultAreaColor } from './result-area-color.entity';
import { ResultInput } from './result-input.entity';
import { AreaColor } from './workbook/result-workbook-format';

export interface InputLine {
  area: ResultArea;
  question: string;
  averageRating: number;
  averageValue: number;
  averageDifference: number;
}

export interface AreaColorLine {
  Area: ResultArea;
  Color: AreaColor;
}

/** Thresholds of decisions.md §5 on an area's average rating. */
export function colorForRating(average: number): AreaColor {
  if (average >= 3.75) return 'green';
  if (average >= 3.0) return 'blue';
  if (average >= 2.25) return 'yellow';
  return 'red';
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Inputs of an inquiry (decisions.md §5): the uploaded Inputs sheet when there was one,
 * else computed in the database from completed forms only. DK (0) is left out of each
 * mean separately, so a respondent who knows the performance but not the importance
 * still counts for the first.
 */
@Injectable()
export class ResultInputsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async computeInputs(inquiryId: number, manager: EntityManager = this.dataSource.manager): Promise<InputLine[]> {
    const aggregate = <T extends object>(qb: import('typeorm').SelectQueryBuilder<T>, alias: string) =>
      qb
        .select(`${alias}.id`, 'id')
        .addSelect(`${alias}.question.area`, 'area')
        .addSelect(`${alias}.question.description`, 'question')
        .addSelect('ROUND(AVG(CASE WHEN a.performance > 0 THEN a.performance END), 2)', 'averageRating')
        .addSelect('ROUND(AVG(CASE WHEN a.importance > 0 THEN a.importance END), 2)', 'averageValue')
        .addSelect(
          'ROUND(COALESCE(AVG(CASE WHEN a.importance > 0 THEN a.importance END), 0) - COALESCE(AVG(CASE WHEN a.performance > 0 THEN a.performance END), 0), 2)',
          'averageDifference',
        )
        .innerJoin(Respondent, 'r', "r.id = a.respondentId AND r.status = 'completed'")
        .where('a.inquiryId = :inquiryId', { inquiryId })
        .andWhere(`${alias}.question.type = 'Rating'`)
        .andWhere(`${alias}.question.area IN (:...areas)`, { areas: [...RESULT_AREAS] })
        .groupBy(`${alias}.id`)
        .addGroupBy(`${alias}.question.area`)
        .addGroupBy(`${alias}.question.description`)
        .orderBy(`${alias}.id`)
        .getRawMany<{ id: number; area: ResultArea; question: string; averageRating: unknown; averageValue: unknown; averageDifference: unknown }>();

    const diagnostic = await aggregate(
      manager.createQueryBuilder(SurveyAnswer, 'a').innerJoin(DiagnosticQuestion, 'q', 'q.id = a.questionId AND a.isCustomQuestion = 0'),
      'q',
    );
    const custom = await aggregate(
      manager
        .createQueryBuilder(SurveyAnswer, 'a')
        .innerJoin(CustomQuestion, 'c', "c.id = a.questionId AND a.isCustomQuestion = 1 AND c.status = 'Approved' AND c.inquiryId = a.inquiryId"),
      'c',
    );
    const lines = [...diagnostic, ...custom].map((r) => ({
      area: r.area,
      question: r.question,
      averageRating: num(r.averageRating),
      averageValue: num(r.averageValue),
      averageDifference: num(r.averageDifference),
    }));
    // Stable order: by area as the model lists them, diagnostic before custom, then by id.
    return RESULT_AREAS.flatMap((area) => lines.filter((l) => l.area === area));
  }

  async uploadedInputs(inquiryId: number): Promise<InputLine[]> {
    const rows = await this.dataSource.getRepository(ResultInput).find({ where: { inquiryId }, order: { position: 'ASC' } });
    return rows.map((r) => ({
      area: r.area as ResultArea,
      question: r.question,
      averageRating: Number(r.averageRating),
      averageValue: Number(r.averageValue),
      averageDifference: Number(r.averageDifference),
    }));
  }

  /** The uploaded inputs when the results had an Inputs sheet, else the computed ones. */
  async inputsFor(inquiryId: number): Promise<InputLine[]> {
    const uploaded = await this.uploadedInputs(inquiryId);
    return uploaded.length ? uploaded : this.computeInputs(inquiryId);
  }

  /**
   * Colours per area: uploaded ones win; the others are derived from the mean of the
   * area's question ratings. An area without any input has no colour.
   */
  async areaColors(inquiryId: number, inputs?: InputLine[]): Promise<AreaColorLine[]> {
    const uploaded = await this.dataSource.getRepository(ResultAreaColor).find({ where: { inquiryId } });
    const lines = inputs ?? (await this.inputsFor(inquiryId));
    const result: AreaColorLine[] = [];
    for (const area of RESULT_AREAS) {
      const set = uploaded.find((u) => u.area === area);
      if (set) {
        result.push({ Area: area, Color: set.color as AreaColor });
        continue;
      }
      const ratings = lines.filter((l) => l.area === area && l.averageRating > 0).map((l) => l.averageRating);
      if (ratings.length) result.push({ Area: area, Color: colorForRating(Math.round((ratings.reduce((s, x) => s + x, 0) / ratings.length) * 100) / 100) });
    }
    return result;
  }
}
