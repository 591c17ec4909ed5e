import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/filters/api-error';
import { MSG } from '../common/validation/messages';
import { DiagnosticQuestionsService } from '../diagnostic-questions/diagnostic-questions.service';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { IntakeQuestionsService } from '../intake-questions/intake-questions.service';
import { PathwaysService } from '../pathways/pathways.service';
import type { CreateLifecycleDto } from './dto/create-lifecycle.dto';
import type { LifecycleFields } from './lifecycle.repository';

export type CheckedFields = Pick<
  LifecycleFields,
  'name' | 'kind' | 'inquiryTypeId' | 'questionIds' | 'intakeAnswers' | 'daysAfter' | 'daysOpen'
>;

/**
 * The checks of a lifecycle survey's fields that need the library: the inquiry type is active, the chosen questions
 * are the type's own, the intake answers answer every intake question of the type. Every refused field is named at
 * once (400), before anything is written.
 */
@Injectable()
export class LifecycleFieldsCheck {
  constructor(
    private readonly inquiryTypes: InquiryTypesService,
    private readonly pathways: PathwaysService,
    private readonly questions: DiagnosticQuestionsService,
    private readonly intakeQuestions: IntakeQuestionsService,
  ) {}

  async check(dto: CreateLifecycleDto): Promise<CheckedFields> {
    const lines: string[] = [];
    const type = await this.inquiryTypes.findById(dto.InquiryTypeId);
    if (!type || !type.isActive) lines.push('InquiryTypeId: Please choose an active inquiry type');
    const questionIds = dto.QuestionIds ? [...new Set(dto.QuestionIds)] : null;
    if (type && questionIds) lines.push(...(await this.foreignQuestions(type.id, questionIds)));
    const intake = dto.IntakeAnswers ?? [];
    if (type) lines.push(...(await this.unansweredIntake(type.id, intake)));
    if (lines.length) throw ApiError.badRequest(lines);
    return {
      name: dto.Name,
      kind: dto.Trigger,
      inquiryTypeId: dto.InquiryTypeId,
      questionIds: questionIds ? JSON.stringify(questionIds) : null,
      intakeAnswers: intake.length
        ? JSON.stringify(intake.map((a) => ({ IntakeId: a.IntakeId, Answer: a.Answer })))
        : null,
      daysAfter: dto.DaysAfter,
      daysOpen: dto.DaysOpen,
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
