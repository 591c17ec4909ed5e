import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { transaction } from '../database/transaction';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { ResultUploadService } from '../results/result-upload.service';
import { parseDraftContent, publishProblems, toParsedResults } from './draft-content';
import type { PublishDraftDto, PublishResultDto, UnpublishDto, UnpublishResultDto } from './dto/publish.dto';
import { ResultsDraftService } from './results-draft.service';
import { findDraft, updateDraft } from './results-studio.repository';

/**
 * Publishing a draft goes the workbook upload's way (ResultUploadService.publish): the same checks against the
 * customer's figures, the same rows, snapshot, webhook and notice; the draft records the publication in the same
 * transaction. Unpublishing withdraws the publication (the customer reads answer as before it) and keeps the reason
 * in the audit log; answering stays closed as the publication left it, and the customer admins, told once, are told
 * again only when a publication asks to — a workbook upload included.
 */
@Injectable()
export class ResultsPublicationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly drafts: ResultsDraftService,
    private readonly uploads: ResultUploadService,
    private readonly audit: AuditService,
  ) {}

  async publish(user: AuthUser, inquiryId: number, dto: PublishDraftDto, ip?: string): Promise<PublishResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const { row } = await transaction(this.dataSource, (m) => this.drafts.openLocked(m, inquiryId, user.id));
    const content = parseDraftContent(row.content);
    const problems = publishProblems(content);
    if (problems.length) throw ApiError.conflict(problems, 'The draft cannot be published yet');
    const notify = dto.NotifyCustomer === true ? 'always' : row.customerNotified ? 'never' : 'first-publication';
    let version = row.version;
    const published = await this.uploads.publish(user, inquiry, toParsedResults(content), {
      notify,
      ip,
      within: async (m, uploadedAt) => {
        // A save made while this publication was checked is not what was checked: publish the saved draft again.
        const now = await findDraft(m, inquiryId);
        if (!now || now.version !== row.version)
          throw ApiError.conflict(
            ['The draft was saved while it was being published: publish it again'],
            'Stale draft',
          );
        version = now.version;
        await updateDraft(m, now.id, {
          publishedAt: uploadedAt,
          customerNotified: now.customerNotified || notify !== 'never',
        });
      },
    });
    return {
      InquiryId: inquiryId,
      ResultsUploadedAt: published.uploadedAt,
      Summary: published.summary,
      NotifiedAdmins: published.notified,
      Version: version,
    };
  }

  async unpublish(user: AuthUser, inquiryId: number, dto: UnpublishDto, ip?: string): Promise<UnpublishResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    await transaction(this.dataSource, async (m) => {
      // Opened before the withdrawal: a draft not yet made is filled from the results being withdrawn.
      const { inquiry: locked } = await this.drafts.openLocked(m, inquiryId, user.id);
      if (!locked.resultsUploadedAt)
        throw ApiError.conflict(['The results of this inquiry are not published'], 'Not published');
      await this.access.markResultsWithdrawn(m, inquiryId, new Date());
    });
    await this.audit.record({
      action: 'results.unpublish',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `inquiry:${inquiryId}`,
      detail: JSON.stringify({ reason: dto.Reason }),
      ip,
    });
    return { InquiryId: inquiryId, Published: false };
  }
}
