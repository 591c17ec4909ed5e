import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { pagedEnvelope, Paged } from '../common/paging/paged';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { TranslationsService } from '../translations/translations.service';
import { CreateInquiryDto, RecreateInquiryDto } from './dto/create-inquiry.dto';
import { InquiryAccess } from './inquiry-access.service';
import { assertTenant } from '../auth/tenant-scope';
import { ReadDatabase } from '../database/read-database';
import { InquiryResponse, readInquiryPage, readInquiryRow, toInquiryResponse } from './inquiry-read';
import { withTypeNamesIn } from './inquiry-type-names';
import { transaction } from '../database/transaction';
import { countInquiriesOfType, customerOfInquiry, insertInquiry } from './inquiries.repository';
import { askedQuestionIds, insertAskedQuestions } from './inquiry-questions.repository';

@Injectable()
export class InquiriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly inquiryTypes: InquiryTypesService,
    private readonly audit: AuditService,
    private readonly translations: TranslationsService,
    private readonly reads: ReadDatabase,
  ) {
    inquiryTypes.registerDependent({
      one: 'inquiry',
      many: 'inquiries',
      count: (inquiryTypeId) => countInquiriesOfType(this.dataSource.manager, inquiryTypeId),
    });
  }

  /**
   * A new inquiry; with questionIds (library questions of its type, checked by the caller) it asks only those of
   * its type's questions, as a programme's pulse round does.
   */
  async create(user: AuthUser, dto: CreateInquiryDto, questionIds: number[] = []): Promise<InquiryResponse> {
    const type = await this.inquiryTypes.findById(dto.InquiryTypeId);
    if (!type || !type.isActive) throw ApiError.badRequest(['InquiryTypeId: Please choose an active inquiry type']);
    return this.insert(user, type.id, dto.Description, await this.previousRound(user, dto, type.id), questionIds);
  }

  /** The round a new inquiry follows (its series, docs/features/rounds-and-benchmarks.md#series): an inquiry of the caller's organisation and of the same type. */
  private async previousRound(user: AuthUser, dto: CreateInquiryDto, inquiryTypeId: number): Promise<number | null> {
    if (dto.PreviousInquiryId === undefined || dto.PreviousInquiryId === null) return null;
    // Another organisation's inquiry reads as missing, like an unknown id.
    const previous = await this.access.findForUser(user, dto.PreviousInquiryId).catch(() => null);
    if (!previous || previous.customerId !== user.customerId)
      throw ApiError.badRequest(['PreviousInquiryId: No such inquiry of your organisation']);
    if (previous.inquiryTypeId !== inquiryTypeId)
      throw ApiError.badRequest(['PreviousInquiryId: The previous inquiry must be of the same inquiry type']);
    return previous.id;
  }

  async recreate(user: AuthUser, inquiryId: number, dto: RecreateInquiryDto): Promise<InquiryResponse> {
    const source = await this.access.findForUser(user, inquiryId);
    if (!source.inquiryType?.isActive)
      throw ApiError.conflict(['The inquiry type of this inquiry is no longer active']);
    // A recreated pulse asks the same questions as its source.
    const questionIds = await askedQuestionIds(this.dataSource.manager, source.id);
    return this.insert(user, source.inquiryTypeId, dto.Description, source.id, questionIds);
  }

  private async insert(
    user: AuthUser,
    inquiryTypeId: number,
    description: string,
    recreatedFromId: number | null,
    questionIds: number[],
  ) {
    const saved = await transaction(this.dataSource, async (m) => {
      const inquiry = await insertInquiry(m, {
        customerId: user.customerId!,
        inquiryTypeId,
        description,
        createdByUserId: user.id,
        recreatedFromId,
      });
      await insertAskedQuestions(m, inquiry.id, questionIds);
      return inquiry;
    });
    await this.audit.record({
      action: recreatedFromId ? 'inquiry.recreate' : 'inquiry.create',
      actorUserId: user.id,
      customerId: user.customerId,
      target: `Inquiry ${saved.id}`,
      detail: recreatedFromId ? `from Inquiry ${recreatedFromId}` : null,
    });
    return this.get(user, saved.id);
  }

  /** Own customer's inquiries (every customer's for the super admin), newest first. */
  async list(
    user: AuthUser,
    page: PageQueryDto,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Paged<InquiryResponse>> {
    const { rows, total } = await readInquiryPage(this.reads, user, page);
    return pagedEnvelope(
      await withTypeNamesIn(
        this.translations,
        language,
        rows.map((row) => toInquiryResponse(row, user)),
      ),
      total,
      page,
    );
  }

  async get(user: AuthUser, inquiryId: number, language: Language = DEFAULT_LANGUAGE): Promise<InquiryResponse> {
    const row = await readInquiryRow(this.reads, user, inquiryId);
    // Out of the caller's scope: the same 404, marked for the audit log when it is another tenant's.
    if (!row) throw await this.refusalFor(user, inquiryId);
    const [inquiry] = await withTypeNamesIn(this.translations, language, [toInquiryResponse(row, user)]);
    return inquiry;
  }

  /** The 404 for an inquiry the caller may not read: assertTenant's, read on the read connection like the inquiry itself. */
  private async refusalFor(user: AuthUser, inquiryId: number): Promise<unknown> {
    const customerId = await customerOfInquiry(this.reads, inquiryId);
    try {
      assertTenant(user, customerId === undefined ? undefined : { customerId }, 'Inquiry');
      return ApiError.notFound('Inquiry');
    } catch (refusal) {
      return refusal;
    }
  }
}
