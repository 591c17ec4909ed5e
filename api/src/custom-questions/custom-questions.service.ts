import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant, isSuperAdmin } from '../auth/tenant-scope';
import { CUSTOM_TYPES, DEFAULT_VALIDATION_REGEX } from '@portal/contracts';
import { checkQuestion, CheckedQuestion } from '../questions/question-rules';
import { ApiError } from '../common/filters/api-error';
import { assertCustomTextboxRoom } from '../comments/open-question-limit';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { customQuestionPage, customQuestionWithParents } from '../read-models/custom-question-parents.read-model';
import { RespondentsService } from '../respondents/respondents.service';
import type { CustomQuestion } from './custom-question.entity';
import { toCustomQuestionListItem, toCustomQuestionResponse } from './custom-question.mapper';
import { ChangeStatusDto } from './dto/change-status.dto';
import { CreateCustomQuestionDto } from './dto/create-custom-question.dto';
import { CustomQuestionIdDto } from './dto/custom-question-responses.dto';
import { UpdateCustomQuestionDto } from './dto/update-custom-question.dto';
import {
  approvedCustomQuestionsOf,
  customQuestionsOfInquiry,
  deleteCustomQuestion,
  findCustomQuestion,
  insertCustomQuestion,
  unreviewedCustomQuestionsOf,
  updateOpenCustomQuestion,
} from './custom-questions.repository';
import { ReviewNotice } from './review-notice.service';

@Injectable()
export class CustomQuestionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly respondents: RespondentsService,
    private readonly answers: AnswersService,
    private readonly inquiries: InquiryAccess,
    private readonly audit: AuditService,
    private readonly reviewNotice: ReviewNotice,
  ) {}

  /** Every custom question of every customer, newest first (the super admin's review list). */
  listAll(page: PageQueryDto) {
    return customQuestionPage(this.dataSource.manager, undefined, page, toCustomQuestionListItem);
  }

  /** The questions a user created; a customer admin may only ask for their own (404 otherwise). */
  listByUser(user: AuthUser, userId: number, page: PageQueryDto) {
    if (!isSuperAdmin(user) && userId !== user.id) throw ApiError.notFound('User');
    return customQuestionPage(this.dataSource.manager, userId, page, toCustomQuestionListItem);
  }

  async get(user: AuthUser, id: number) {
    return toCustomQuestionResponse(await this.findForUser(user, id));
  }

  /** A customer admin adds a question to their inquiry until respondents are added (then 409). */
  async create(user: AuthUser, inquiryId: number, dto: CreateCustomQuestionDto) {
    const inquiry = await this.inquiries.findForUser(user, inquiryId);
    if (inquiry.respondentsAddedAt || (await this.respondents.hasRespondents(inquiryId))) {
      throw ApiError.conflict([
        'Custom questions can no longer be added to this inquiry: respondents were already added',
      ]);
    }
    const question = this.check(dto);
    const types = (await customQuestionsOfInquiry(this.dataSource.manager, inquiryId)).map((q) => q.question.type);
    assertCustomTextboxRoom(types, question.type);
    const saved = await insertCustomQuestion(this.dataSource.manager, {
      inquiryId,
      customerId: inquiry.customerId,
      createdByUserId: user.id,
      question,
      status: null,
    });
    await this.audit.record({
      action: 'custom-question.create',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `CustomQuestion ${saved.id}`,
    });
    return this.get(user, saved.id);
  }

  /**
   * Edits a question that is not Approved (409 otherwise). An edited question goes back to
   * review: a Reject no longer applies to the new wording.
   */
  async update(user: AuthUser, id: number, dto: UpdateCustomQuestionDto) {
    const current = await this.findForUser(user, id);
    if (current.status === 'Approved') throw this.approved('edited');
    const question = this.check(dto);
    const others = (await customQuestionsOfInquiry(this.dataSource.manager, current.inquiryId)).filter(
      (q) => q.id !== id,
    );
    assertCustomTextboxRoom(
      others.map((q) => q.question.type),
      question.type,
    );
    // Conditional on the status, so an approval that lands in between is never overwritten.
    const updated = await updateOpenCustomQuestion(this.dataSource.manager, id, {
      question,
      status: null,
      reviewReason: null,
    });
    if (!updated) await this.assertStillOpen(id, 'edited');
    await this.audit.record({
      action: 'custom-question.update',
      actorUserId: user.id,
      customerId: current.customerId,
      target: `CustomQuestion ${id}`,
    });
    return this.get(user, id);
  }

  /**
   * The super admin's review: Status Approved or Reject, and the Area where the type allows it
   * (only a Rating question may leave Other). Approved is final; concurrent reviews are settled
   * by one conditional UPDATE, so the stored status is always one of them, never a mix.
   */
  async changeStatus(user: AuthUser, id: number, dto: ChangeStatusDto) {
    const current = await this.findForUser(user, id);
    if (current.status === 'Approved') throw this.approved('reviewed again');
    if (current.question.type !== 'Rating' && dto.Area !== current.question.area) {
      throw ApiError.badRequest([`Area: Can not change the area due to the ${current.question.type} question type`]);
    }
    // A reason belongs to a Reject only; blank is none.
    const reason = dto.Status === 'Reject' ? dto.Reason?.trim() || null : null;
    const reviewed = await updateOpenCustomQuestion(this.dataSource.manager, id, {
      status: dto.Status,
      question: { area: dto.Area },
      approvedAt: dto.Status === 'Approved' ? new Date() : null,
      reviewReason: reason,
    });
    if (!reviewed) await this.assertStillOpen(id, 'reviewed again');
    await this.reviewNotice.send(current, dto.Status, reason);
    await this.audit.record({
      action: 'custom-question.review',
      actorUserId: user.id,
      customerId: current.customerId,
      target: `CustomQuestion ${id}`,
      detail: `${dto.Status} (${dto.Area})`,
    });
    return this.get(user, id);
  }

  /** Deletes a question (the customer admin their own tenant's); refused with 409 once answered. */
  async remove(user: AuthUser, id: number): Promise<CustomQuestionIdDto> {
    const question = await this.findForUser(user, id);
    const answers = await this.answers.countForQuestion(id, true);
    if (answers) {
      throw ApiError.conflict([
        `The custom question ${question.question.title} cannot be deleted: it has ${answers} ${answers === 1 ? 'answer' : 'answers'} from respondents`,
      ]);
    }
    await deleteCustomQuestion(this.dataSource.manager, id);
    await this.audit.record({
      action: 'custom-question.delete',
      actorUserId: user.id,
      customerId: question.customerId,
      target: `CustomQuestion ${id}`,
      detail: question.question.title,
    });
    return { Id: id, CustomQuestionId: id };
  }

  /** The Approved questions of an inquiry: the ones its survey form asks. */
  approvedOfInquiry(inquiryId: number, m: EntityManager = this.dataSource.manager): Promise<CustomQuestion[]> {
    return approvedCustomQuestionsOf(m, inquiryId);
  }

  /**
   * The questions of an inquiry still awaiting the operator's review (neither Approved nor Rejected), by id: the form
   * preview shows them, marked, where the form will ask them once approved.
   */
  awaitingReviewOfInquiry(inquiryId: number): Promise<CustomQuestion[]> {
    return unreviewedCustomQuestionsOf(this.dataSource.manager, inquiryId);
  }

  /** The question with its inquiry and creator; another tenant's is a 404. */
  private async findForUser(user: AuthUser, id: number): Promise<CustomQuestion> {
    const question = await customQuestionWithParents(this.dataSource.manager, id);
    return assertTenant(user, question, 'Custom question');
  }

  /** A conditional update matched nothing: the row is gone (404), became Approved (409), or was already so. */
  private async assertStillOpen(id: number, what: string) {
    const now = await findCustomQuestion(this.dataSource.manager, id);
    if (!now) throw ApiError.notFound('Custom question');
    if (now.status === 'Approved') throw this.approved(what);
  }

  private approved(what: string) {
    return ApiError.conflict([`This custom question is Approved and cannot be ${what}`]);
  }

  private check(dto: CreateCustomQuestionDto): CheckedQuestion {
    const result = checkQuestion(dto, {
      types: CUSTOM_TYPES,
      defaultRegex: DEFAULT_VALIDATION_REGEX,
      ratingOptions: false,
    });
    if (!result.ok) throw ApiError.badRequest(result.errors);
    return result.value;
  }
}
