import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { paginateArray } from '../common/paging/paged';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { MSG } from '../common/validation/messages';
import { IntakeQuestionsService } from '../intake-questions/intake-questions.service';
import { intakeAnswersWithQuestions } from '../read-models/intake-answer-questions.read-model';
import { AddIntakeAnswersDto } from './dto/add-intake-answers.dto';
import { IntakeAnswerDto, IntakeAnswersResultDto } from './dto/inquiry-responses.dto';
import { InquiryAccess } from './inquiry-access.service';
import { lockInquiryIfAny, replaceIntakeAnswers, setIntakeSubmittedAt } from './inquiries.repository';
import { transaction } from '../database/transaction';

const DEFAULT_MAX_LENGTH = 200;

@Injectable()
export class IntakeAnswersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly intakeQuestions: IntakeQuestionsService,
    private readonly audit: AuditService,
  ) {}

  async list(user: AuthUser, inquiryId: number, page: PageQueryDto) {
    await this.access.findForUser(user, inquiryId);
    const answers = await intakeAnswersWithQuestions(this.dataSource.manager, inquiryId);
    return paginateArray(
      answers.map((a): IntakeAnswerDto => ({
        Id: a.id,
        IntakeId: a.intakeQuestionId,
        Question: a.intakeQuestion?.title ?? '',
        QuestionType: a.intakeQuestion?.type ?? 'Textbox',
        Answer: a.answer,
      })),
      page,
    );
  }

  /**
   * Stores the answers to every intake question of the inquiry's type at once. They may be
   * sent again (replacing the previous ones) until respondents are added.
   */
  async submit(user: AuthUser, inquiryId: number, dto: AddIntakeAnswersDto): Promise<IntakeAnswersResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    if (inquiry.respondentsAddedAt)
      throw ApiError.conflict(['The intake answers cannot change once respondents are added']);
    const questions = await this.intakeQuestions.ofType(inquiry.inquiryTypeId);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const given = new Map<number, string>();
    const lines: string[] = [];
    const invalid = new Set<number>();

    dto.IntakeAnswersDtos.forEach((item, n) => {
      const question = byId.get(item.IntakeId);
      if (!question)
        return lines.push(
          `IntakeAnswersDtos[${n}].IntakeId: ${item.IntakeId} is not an intake question of this inquiry`,
        );
      if (given.has(item.IntakeId)) return lines.push(`${question.title}: answered twice`);
      invalid.add(item.IntakeId);
      let answer = item.Answer;
      if (question.type === 'Checkbox') {
        answer = answer.toLowerCase();
        if (answer && answer !== 'yes' && answer !== 'no')
          return lines.push(`${question.title}: The answer must be yes or no`);
      } else {
        const max = question.maxLength ?? DEFAULT_MAX_LENGTH;
        if (answer.length > max) return lines.push(`${question.title}: Must be at most ${max} characters`);
      }
      invalid.delete(item.IntakeId);
      given.set(item.IntakeId, answer);
    });
    for (const q of questions) if (!given.get(q.id) && !invalid.has(q.id)) lines.push(`${q.title}: ${MSG.required}`);
    if (lines.length) throw ApiError.badRequest(lines);

    await transaction(this.dataSource, async (m) => {
      // Lock the inquiry row so a concurrent AddParticipants cannot slip between the check and the write.
      const locked = await lockInquiryIfAny(m, inquiryId);
      if (locked?.respondentsAddedAt)
        throw ApiError.conflict(['The intake answers cannot change once respondents are added']);
      await replaceIntakeAnswers(
        m,
        inquiryId,
        questions.map((q) => ({ intakeQuestionId: q.id, answer: given.get(q.id)! })),
      );
      await setIntakeSubmittedAt(m, inquiryId, new Date());
    });
    await this.audit.record({
      action: 'intake.answers-saved',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `Inquiry ${inquiryId}`,
      detail: `${questions.length} answers`,
    });
    const stored = await this.list(user, inquiryId, { pageSize: -1, currentPage: 1 });
    return { Id: inquiryId, InquiryId: inquiryId, IntakeAnswers: stored.data };
  }
}
