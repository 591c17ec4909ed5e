import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/filters/api-error';
import { MSG } from '../common/validation/messages';
import { DiagnosticQuestionsService } from '../diagnostic-questions/diagnostic-questions.service';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { IntakeQuestionsService } from '../intake-questions/intake-questions.service';
import { PathwaysService } from '../pathways/pathways.service';
import type { CreateProgrammeDto } from './dto/create-programme.dto';
import { formatLocalDateTime, isTimeZone, parseLocalDateTime } from './programme-schedule';
import type { ProgrammeFields } from './programmes.repository';

export type CheckedFields = Omit<
  ProgrammeFields,
  'customerId' | 'createdByUserId' | 'pausedAt' | 'nextRoundIndex' | 'nextRoundAt'
>;

/**
 * The checks of a programme's fields that need the library: the inquiry type is active, a pulse's questions are
 * the type's own, the intake answers answer every intake question of the type, the start is a real date and the
 * zone one Intl knows. Every refused field is named at once (400).
 */
@Injectable()
export class ProgrammeFieldsCheck {
  constructor(
    private readonly inquiryTypes: InquiryTypesService,
    private readonly pathways: PathwaysService,
    private readonly questions: DiagnosticQuestionsService,
    private readonly intakeQuestions: IntakeQuestionsService,
  ) {}

  async check(dto: CreateProgrammeDto): Promise<CheckedFields> {
    const lines: string[] = [];
    const type = await this.inquiryTypes.findById(dto.InquiryTypeId);
    if (!type || !type.isActive) lines.push('InquiryTypeId: Please choose an active inquiry type');
    const start = parseLocalDateTime(dto.StartDate);
    if (!start) lines.push('StartDate: Must be a real date, YYYY-MM-DD or YYYY-MM-DDTHH:mm');
    const timeZone = dto.TimeZone?.trim() || 'UTC';
    if (!isTimeZone(timeZone)) lines.push('TimeZone: Must be an IANA time zone such as Europe/Brussels');
    const questionIds = dto.QuestionIds ? [...new Set(dto.QuestionIds)] : null;
    if (type && questionIds) lines.push(...(await this.foreignQuestions(type.id, questionIds)));
    const intake = dto.IntakeAnswers ?? [];
    if (type) lines.push(...(await this.unansweredIntake(type.id, intake)));
    if (lines.length) throw ApiError.badRequest(lines);
    const audience = dto.AudienceAttribute != null && dto.AudienceValue != null;
    return {
      name: dto.Name,
      inquiryTypeId: dto.InquiryTypeId,
      questionIds: questionIds ? JSON.stringify(questionIds) : null,
      audienceAttribute: audience ? dto.AudienceAttribute! : null,
      audienceValue: audience ? dto.AudienceValue! : null,
      intakeAnswers: intake.length
        ? JSON.stringify(intake.map((a) => ({ IntakeId: a.IntakeId, Answer: a.Answer })))
        : null,
      cadence: dto.Cadence,
      daysOpen: dto.DaysOpen,
      startsAt: formatLocalDateTime(start!),
      timeZone,
    };
  }

  private async foreignQuestions(inquiryTypeId: number, ids: number[]): Promise<string[]> {
    const found = await this.questions.findByIds(ids);
    const pathwayIds = [...new Set(found.map((q) => q.pathwayId))];
    const ofType = new Set<number>();
    for (const pathwayId of pathwayIds) {
      const pathway = await this.pathways.findOrFail(pathwayId);
      if (pathway.inquiryTypeId === inquiryTypeId) ofType.add(pathwayId);
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
