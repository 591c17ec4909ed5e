import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { resultsEverPublished } from '../inquiries/answering-closed';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { InvitationQuota } from '../invitation-limits/invitation-quota.service';
import { VerifiedSender } from '../invitation-limits/verified-sender.service';
import { MailQueue } from '../mail/mail-queue.service';
import { invitationMail } from '../mail/templates/invitation';
import { mailLanguage } from '../mail/templates/mail-language';
import { UsersService } from '../users/users.service';
import { formAnswerMinutes } from './answer-minutes';
import type { RespondentActionResultDto } from './dto/respondent-action-result.dto';
import { staffSignupLink } from './invitation-cipher';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { isPast } from '../inquiries/inquiry-read';
import { InvitationsService } from './invitations.service';
import { findRespondent } from './respondents.repository';

/**
 * Mails a pending invitee a new invitation. The new mail carries a fresh secret: the links of every
 * earlier invitation (and reminder) of that address from the organisation stop working at once.
 * The mail counts against the organisation's daily invitation quota like any invitation.
 */
@Injectable()
export class InvitationResendService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly invitations: InvitationsService,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly quota: InvitationQuota,
    private readonly verifiedSender: VerifiedSender,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async resend(
    user: AuthUser,
    inquiryId: number,
    respondentId: number,
    now = new Date(),
  ): Promise<RespondentActionResultDto> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const respondent = await findRespondent(this.dataSource.manager, inquiryId, respondentId);
    if (!respondent) throw ApiError.notFound('Respondent');
    await this.verifiedSender.assertVerified(inquiry.customerId, 'sending invitations');
    if (resultsEverPublished(inquiry))
      throw ApiError.conflict(['The results of this inquiry are published: invitations can no longer be sent']);
    if (isPast(inquiry.expiryDate, now))
      throw ApiError.conflict(['This inquiry has expired: set a new expiry date before sending invitations']);
    if (respondent.unverified)
      throw ApiError.conflict(['This respondent answered through the open link: there is no address to mail']);
    if (respondent.userId !== null) {
      throw ApiError.conflict(['This respondent has already signed up: send a reminder instead']);
    }
    const [customer, caller, [account]] = await Promise.all([
      this.customers.findByIdOrFail(inquiry.customerId),
      this.users.findByIdOrFail(user.id),
      this.users.findByEmails([respondent.email]),
    ]);
    // An address with an account elsewhere is answered like any other (nothing is revealed), but no sign-up link is mailed.
    if (!account) {
      const minutes = await formAnswerMinutes(this.dataSource.manager, inquiry);
      await transaction(this.dataSource, async (m) => {
        await this.quota.consume(m, inquiry.customerId, 1, now);
        const key = await this.invitations.issueKey(inquiry.customerId, respondent.email, m);
        await this.mail.enqueue(
          invitationMail({
            to: respondent.email,
            organisation: customer.name,
            inviterName: `${caller.firstName} ${caller.lastName}`.trim(),
            inquiryDescription: inquiry.description,
            expiryDate: inquiry.expiryDate!,
            language: mailLanguage(respondent.language ?? customer.language),
            link: staffSignupLink(this.config.publicUrl, customer.name, respondent.email, key),
            minRespondents: this.config.minRespondents,
            minutes,
          }),
          m,
        );
      });
    }
    await this.audit.record({
      action: 'inquiry.invitation-resent',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: respondent.email,
      detail: `Inquiry ${inquiryId}`,
    });
    return {
      InquiryId: inquiryId,
      RespondentId: respondentId,
      Message: `A new invitation was sent to ${respondent.email}; the earlier link no longer works`,
    };
  }
}
