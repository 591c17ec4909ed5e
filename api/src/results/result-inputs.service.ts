import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { areaColorOf, RESULT_AREAS, ResultArea } from '@portal/contracts';
import { AnswersService } from '../answers/answers.service';
import type { QuestionTotals } from '../answers/stored-answer';
import { CustomQuestionsService } from '../custom-questions/custom-questions.service';
import type { QuestionFields } from '../questions/question-fields';
import { rawNumberOrZero } from '../database/raw-values';
import { DiagnosticQuestionsService } from '../diagnostic-questions/diagnostic-questions.service';
import { areaFigure } from '../insights/area-figure';
import { areaColorsOf, inputsOf } from './results.repository';
import { AreaColor } from './workbook/result-workbook-format';

/** A question's means; null where every answer was Don't Know (no mean exists, so none is shown as 0). */
export interface InputLine {
  area: ResultArea;
  question: string;
  averageRating: number | null;
  averageValue: number | null;
  averageDifference: number | null;
  /** Set when the figures rest on too few answers for a customer admin: the means are then null (see template-figures.ts). */
  withheld?: boolean;
  /** Computed lines: a custom question's (not counted in its area's figure) and the unrounded mean performance. */
  isCustom?: boolean;
  meanRating?: number | null;
}

export interface AreaColorLine {
  Area: ResultArea;
  Color: AreaColor;
}

/** Thresholds of decisions.md §5 on an area's average rating, decided on the figure as shown (@portal/contracts areaColorOf). */
export function colorForRating(average: number): AreaColor {
  return areaColorOf(average)!;
}

/** a ÷ b rounded to 2 decimals, halves away from zero, exactly (a and b are integers; b > 0). */
export function roundedRatio(a: number, b: number): number {
  return (Math.sign(a) * Math.round((Math.abs(a) * 100) / b)) / 100;
}

interface RawTotals {
  id: number;
  area: ResultArea;
  question: string;
  sumPerformance: unknown;
  nPerformance: unknown;
  sumImportance: unknown;
  nImportance: unknown;
}

/**
 * Means of a question's valid ratings (DK and unanswered left out of each mean separately); a mean
 * without any valid rating is null, and so is the difference unless both means exist.
 */
export function inputLine(r: RawTotals): InputLine {
  const [sp, np, si, ni] = [
    rawNumberOrZero(r.sumPerformance),
    rawNumberOrZero(r.nPerformance),
    rawNumberOrZero(r.sumImportance),
    rawNumberOrZero(r.nImportance),
  ];
  return {
    area: r.area,
    question: r.question,
    averageRating: np ? roundedRatio(sp, np) : null,
    averageValue: ni ? roundedRatio(si, ni) : null,
    // Difference of the unrounded means (si/ni − sp/np) as one fraction.
    averageDifference: np && ni ? roundedRatio(si * np - sp * ni, ni * np) : null,
    meanRating: np ? sp / np : null,
  };
}

/**
 * Inputs of an inquiry (decisions.md §5): the uploaded Inputs sheet when there was one,
 * else computed from the answers of completed forms only, read from the inquiry's answer totals
 * (one row per question, kept as forms are completed) rather than from every answer.
 */
@Injectable()
export class ResultInputsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly answers: AnswersService,
    private readonly diagnosticQuestions: DiagnosticQuestionsService,
    private readonly customQuestions: CustomQuestionsService,
  ) {}

  /** Live, or from the given totals (a customer admin's snapshot); a question `shown` refuses has null means and `withheld`. */
  async computeInputs(
    inquiryId: number,
    manager: EntityManager = this.dataSource.manager,
    given?: (QuestionTotals & { withheld?: boolean })[],
    shown?: (t: QuestionTotals & { withheld?: boolean }) => boolean,
  ): Promise<InputLine[]> {
    const totals = given ?? (await this.answers.totalsOfInquiry(inquiryId, manager));
    const [diagnostic, custom] = await Promise.all([
      this.diagnosticQuestions.findByIds(
        totals.filter((t) => !t.isCustomQuestion).map((t) => t.questionId),
        manager,
      ),
      this.customQuestions.approvedOfInquiry(inquiryId, manager),
    ]);
    const rated = (isCustom: boolean, questions: { id: number; question: QuestionFields }[]) => {
      const byId = new Map(totals.filter((t) => t.isCustomQuestion === isCustom).map((t) => [t.questionId, t]));
      return questions
        .filter(
          (q) =>
            byId.has(q.id) &&
            q.question.type === 'Rating' &&
            (RESULT_AREAS as readonly string[]).includes(q.question.area),
        )
        .sort((a, b) => a.id - b.id)
        .map((q) => ({
          ...byId.get(q.id)!,
          id: q.id,
          isCustom,
          area: q.question.area as ResultArea,
          question: q.question.description,
        }));
    };
    const lines = [...rated(false, diagnostic), ...rated(true, custom)].map((r): InputLine =>
      !shown || shown(r)
        ? { ...inputLine(r), isCustom: r.isCustom }
        : {
            area: r.area,
            question: r.question,
            averageRating: null,
            averageValue: null,
            averageDifference: null,
            withheld: true,
            isCustom: r.isCustom,
          },
    );
    // Stable order: by area as the model lists them, diagnostic before custom, then by id.
    return RESULT_AREAS.flatMap((area) => lines.filter((l) => l.area === area));
  }

  async uploadedInputs(inquiryId: number): Promise<InputLine[]> {
    const rows = await inputsOf(this.dataSource.manager, inquiryId);
    return rows.map((r) => ({
      area: r.area as ResultArea,
      question: r.question,
      averageRating: r.averageRating === null ? null : Number(r.averageRating),
      averageValue: r.averageValue === null ? null : Number(r.averageValue),
      averageDifference: r.averageDifference === null ? null : Number(r.averageDifference),
    }));
  }

  /** The uploaded inputs when the results had an Inputs sheet, else the computed ones. */
  async inputsFor(inquiryId: number): Promise<InputLine[]> {
    const uploaded = await this.uploadedInputs(inquiryId);
    return uploaded.length ? uploaded : this.computeInputs(inquiryId);
  }

  /**
   * Colours per area: uploaded ones win; the others are derived from the mean of the
   * area's question ratings. An area without any input has no colour, nor one with a withheld
   * question (the colour would speak for figures the reader may not see).
   */
  async areaColors(inquiryId: number, inputs?: InputLine[]): Promise<AreaColorLine[]> {
    const uploaded = await areaColorsOf(this.dataSource.manager, inquiryId);
    return mergedAreaColors(uploaded, inputs ?? (await this.inputsFor(inquiryId)));
  }

  /** Colours derived from the given inputs only: a group's (docs/features/segments.md), for which uploaded colours, everyone's, do not speak. */
  areaColorsFrom(lines: InputLine[]): AreaColorLine[] {
    return RESULT_AREAS.flatMap((area) => {
      const derived = lines.some((l) => l.area === area && l.withheld) ? null : derivedColor(lines, area);
      return derived ? [derived] : [];
    });
  }
}

/** The colours set (uploaded, or a draft's) where they are given, else derived; none for an area with a withheld question. */
export function mergedAreaColors(set: { area: string; color: string }[], lines: InputLine[]): AreaColorLine[] {
  const result: AreaColorLine[] = [];
  for (const area of RESULT_AREAS) {
    if (lines.some((l) => l.area === area && l.withheld)) continue;
    const given = set.find((u) => u.area === area);
    if (given) {
      result.push({ Area: area, Color: given.color as AreaColor });
      continue;
    }
    const derived = derivedColor(lines, area);
    if (derived) result.push(derived);
  }
  return result;
}

/**
 * An area's colour from its figure (insights/area-figure.ts), the number the overview shows: computed lines carry
 * their unrounded means and whether they are custom questions; an uploaded sheet has only its rounded averages.
 */
function derivedColor(lines: InputLine[], area: ResultArea): AreaColorLine | null {
  const figure = areaFigure(
    lines
      .filter((l) => l.area === area)
      .map((l) => ({
        isCustom: l.isCustom === true,
        mean:
          l.meanRating !== undefined
            ? l.meanRating
            : l.averageRating !== null && l.averageRating > 0
              ? l.averageRating
              : null,
      })),
  );
  const color = areaColorOf(figure);
  return color ? { Area: area, Color: color } : null;
}
