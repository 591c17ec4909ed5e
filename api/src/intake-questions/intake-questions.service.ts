import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { checkIntakeQuestion, CheckedIntakeQuestion } from '../questions/question-rules';
import { IdResultDto } from '../common/dto/id-result.dto';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { intakeAnswerCount } from '../read-models/intake-answer-counts.read-model';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { TranslationsService } from '../translations/translations.service';
import { CreateIntakeQuestionDto } from './dto/create-intake-question.dto';
import { UpdateIntakeQuestionDto } from './dto/update-intake-question.dto';
import { toIntakeQuestionResponse } from './intake-question.mapper';
import { IntakeQuestion } from './intake-question.entity';
import {
  countQuestionsOfType,
  deleteQuestion,
  insertQuestion,
  pageOfQuestions,
  questionById,
  questionsOfType,
  updateQuestion,
} from './intake-questions.repository';

@Injectable()
export class IntakeQuestionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inquiryTypes: InquiryTypesService,
    private readonly audit: AuditService,
    private readonly translations: TranslationsService,
  ) {
    inquiryTypes.registerDependent({
      one: 'intake question',
      many: 'intake questions',
      count: (inquiryTypeId) => countQuestionsOfType(this.dataSource.manager, inquiryTypeId),
    });
  }

  /**
   * The intake questions of an inquiry type in the order they are asked (oldest first):
   * the customer admin's intake screen walks this list one question at a time.
   */
  /** In the reader's language (title and description; English where not translated). */
  async list(inquiryTypeId: number, page: PageQueryDto, language: Language = DEFAULT_LANGUAGE) {
    await this.inquiryTypes.findOrFail(inquiryTypeId);
    const paged = await pageOfQuestions(this.dataSource.manager, inquiryTypeId, page, toIntakeQuestionResponse);
    const { IntakeQuestion: t } = await this.translations.lookup(language, [
      { kind: 'IntakeQuestion', ids: paged.data.map((q) => q.Id) },
    ]);
    return {
      ...paged,
      data: paged.data.map((q) => ({
        ...q,
        Title: t(q.Id, 'title', q.Title),
        Description: t(q.Id, 'description', q.Description),
      })),
    };
  }

  async get(id: number) {
    return toIntakeQuestionResponse(await this.findOrFail(id));
  }

  async create(inquiryTypeId: number, dto: CreateIntakeQuestionDto, user: AuthUser) {
    await this.inquiryTypes.findOrFail(inquiryTypeId);
    const checked = this.check(dto);
    const saved = await insertQuestion(this.dataSource.manager, inquiryTypeId, checked);
    await this.audit.record({
      action: 'intake-question.create',
      actorUserId: user.id,
      target: `IntakeQuestion ${saved.id}`,
    });
    return toIntakeQuestionResponse(saved);
  }

  /** Edits a question of this inquiry type; once answered, its type stays so the answers keep their meaning. */
  async update(inquiryTypeId: number, id: number, dto: UpdateIntakeQuestionDto, user: AuthUser) {
    const current = await this.findOrFail(id);
    if (current.inquiryTypeId !== inquiryTypeId) throw ApiError.notFound('Intake question');
    const checked = this.check(dto);
    if (checked.type !== current.type && (await intakeAnswerCount(this.dataSource, id))) {
      throw ApiError.conflict(['This intake question already has answers: its type can no longer change']);
    }
    await updateQuestion(this.dataSource.manager, id, checked);
    await this.audit.record({ action: 'intake-question.update', actorUserId: user.id, target: `IntakeQuestion ${id}` });
    return this.get(id);
  }

  /** Refused with 409 once an inquiry answered the question. */
  async remove(id: number, user: AuthUser): Promise<IdResultDto> {
    const question = await this.findOrFail(id);
    const answers = await intakeAnswerCount(this.dataSource, id);
    if (answers) {
      throw ApiError.conflict([
        `The intake question ${question.title} cannot be deleted: ${answers} ${answers === 1 ? 'inquiry has' : 'inquiries have'} answered it`,
      ]);
    }
    await deleteQuestion(this.dataSource.manager, id);
    await this.audit.record({
      action: 'intake-question.delete',
      actorUserId: user.id,
      target: `IntakeQuestion ${id}`,
      detail: question.title,
    });
    return { Id: id };
  }

  /** The intake questions of an inquiry type in asking order: what an inquiry's intake answers must cover. */
  ofType(inquiryTypeId: number): Promise<IntakeQuestion[]> {
    return questionsOfType(this.dataSource.manager, inquiryTypeId);
  }

  private async findOrFail(id: number) {
    const question = await questionById(this.dataSource.manager, id);
    if (!question) throw ApiError.notFound('Intake question');
    return question;
  }

  private check(dto: CreateIntakeQuestionDto): CheckedIntakeQuestion {
    const result = checkIntakeQuestion(dto);
    if (!result.ok) throw ApiError.badRequest(result.errors);
    return result.value;
  }
}
