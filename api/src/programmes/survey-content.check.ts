import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/filters/api-error';
import type { IntakeAnswerItemDto } from '../inquiries/dto/add-intake-answers.dto';
import { MSG } from '../common/validation/messages';
import { DiagnosticQuestionsService } from '../diagnostic-questions/diagnostic-questions.service';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { IntakeQuestionsService } from '../intake-questions/intake-questions.service';
import { PathwaysService } from '../pathways/pathways.service';

/** What each inquiry made with no one at the keyboard asks: a programme round's, a lifecycle period's. */
export interface SurveyContent {
  InquiryTypeId: number;
  QuestionIds?: number[] | null;
  IntakeAnswers?: { IntakeId: number; Answer: string }[];
}

/** Its stored form: the chosen questions and the intake answers as JSON, null when absent. */
export interface CheckedContent {
  inquiryTypeId: number;
  questionIds: string | null;
  intakeAnswers: string | null;
}

/** The stored form read back. */
export const questionIdsOf = (c: Pick<CheckedContent, 'questionIds'>): number[] | null =>
  c.questionIds === null ? null : (JSON.parse(c.questionIds) as number[]);

export const intakeAnswersOf = (c: Pick<CheckedContent, 'intakeAnswers'>): IntakeAnswerItemDto[] =>
  c.intakeAnswers === null ? [] : (JSON.parse(c.intakeAnswers) as IntakeAnswerItemDto[]);

/**
 * The checks of a survey's content that need the library: the inquiry type is active, the chosen questions are the
 * type's own, the intake answers answer every intake question of the type. Every refused field is named at once
 * (400), the caller's own refusals after the type's, before anything is written.
 */
@Injectable()
export class SurveyContentCheck {
  constructor(
    private readonly inquiryTypes: InquiryTypesService,
    private readonly pathways: PathwaysService,
    private readonly questions: DiagnosticQuestionsService,
    private readonly intakeQuestions: IntakeQuestionsService,
  ) {}

  async check(dto: SurveyContent, refused: string[] = []): Promise<CheckedContent> {
    const lines: string[] = [];
    const type = await this.inquiryTypes.findById(dto.InquiryTypeId);
    if (!type || !type.isActive) lines.push('InquiryTypeId: Please choose an active inquiry type');
    lines.push(...refused);
    const questionIds = dto.QuestionIds ? [...new Set(dto.QuestionIds)] : null;
    if (type && questionIds) lines.push(...(await this.foreignQuestions(type.id, questionIds)));
    const intake = dto.IntakeAnswers ?? [];
    if (type) lines.push(...(await this.unansweredIntake(type.id, intake)));
    if (lines.length) throw ApiError.badRequest(lines);
    return {
      inquiryTypeId: dto.InquiryTypeId,
      questionIds: questionIds ? JSON.stringify(questionIds) : null,
      intakeAnswers: intake.length
        ? JSON.stringify(intake.map((a) => ({ IntakeId: a.IntakeId, Answer: a.Answer })))
        : null,
    };
  }

  private async foreignQuestions(inquiryTypeId: number, ids: number[]): Promise<string[]> {
    const found = await this.questions.findByIds(ids);
    const ofType = new Set<number>();
    for (const pathwayId of new Set(found.map((q) => q.pathwayId))) {
      if ((await this.pathways.findOrFail(pathwayId)).inquiryTypeId === inquiryTypeId) ofType.add(pathwayId);
    }
    const own = new Set(found.filter((q) => ofType.has(q.pathwayId)).map((q) => q.id));
    const foreign = ids.filter((id) => !own.has(id));
    return foreign.length ? [`QuestionIds: ${foreign.join(', ')} are not questions of this inquiry type`] : [];
  }

  private async unansweredIntake(inquiryTypeId: number, given: { IntakeId: number; Answer: string }[]) {
    const questions = await this.intakeQuestions.ofType(inquiryTypeId);
    const answered = new Map(given.map((a) => [a.IntakeId, a.Answer]));
    const lines = questions.filter((q) => !answered.get(q.id)).map((q) => `IntakeAnswers: ${q.title}: ${MSG.required}`);
    const known = new Set(questions.map((q) => q.id));
    const unknown = given.filter((a) => !known.has(a.IntakeId)).map((a) => a.IntakeId);
    if (unknown.length)
      lines.push(`IntakeAnswers: ${unknown.join(', ')} are not intake questions of this inquiry type`);
    return lines;
  }
}
