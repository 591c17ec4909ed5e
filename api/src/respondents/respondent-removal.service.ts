import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { transaction } from '../database/transaction';
import { FilesService } from '../files/files.service';
import type { RespondentActionResultDto } from './dto/respondent-action-result.dto';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { RespondentRemovalHooks } from './respondent-removal-hooks';
import { deleteRespondent, lockRespondent } from './respondents.repository';

/**
 * Removes a person who has not completed their form from an inquiry. A completed form is part of the
 * inquiry's figures (answer totals, snapshots) and is never removed (409). A draft's answers and the
 * files attached to them go with the person; the person's account and everything else they saved stay.
 * The later respondents move up one position, so the list's pages (ranges of positions) stay exact.
 */
@Injectable()
export class RespondentRemovalService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly removals: RespondentRemovalHooks,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  async remove(user: AuthUser, inquiryId: number, respondentId: number): Promise<RespondentActionResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    if (inquiry.resultsUploadedAt)
      throw ApiError.conflict(['The results of this inquiry are published: respondents can no longer be removed']);
    const { email, storageKeys } = await transaction(this.dataSource, async (m) => {
      // The inquiry's row lock makes removals and additions take turns: positions and counts stay exact.
      const locked = await this.access.lock(m, inquiryId);
      // The form's row is locked too: a submit racing the removal either completes first (then 409) or finds no form.
      const respondent = await lockRespondent(m, inquiryId, respondentId);
      if (!respondent) throw ApiError.notFound('Respondent');
      if (respondent.status === 'completed')
        throw ApiError.conflict(['This respondent has completed the form: a completed form cannot be removed']);
      // The draft's answers go (the answers module's listener), then the files they held, then the form.
      const fileIds = await this.removals.removing(respondent.id, m);
      const keys = await this.files.removeRecords(fileIds, m);
      await deleteRespondent(m, respondent, inquiryId);
      await this.access.recordRespondents(m, inquiryId, { respondentCount: Math.max(0, locked.respondentCount - 1) });
      return { email: respondent.email, storageKeys: keys };
    });
    // The bytes go after commit: a rolled-back removal keeps its files.
    await Promise.all(storageKeys.map((k) => this.files.discard(k)));
    await this.audit.record({
      action: 'inquiry.respondent-removed',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: email,
      detail: `Inquiry ${inquiryId}`,
    });
    return { InquiryId: inquiryId, RespondentId: respondentId, Message: `${email} was removed from this inquiry` };
  }
}
