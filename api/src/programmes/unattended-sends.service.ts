import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { Role } from '../common/domain/roles';
import { unitOfWork } from '../database/unit-of-work';
import { InquiriesService } from '../inquiries/inquiries.service';
import { IntakeAnswersService } from '../inquiries/intake-answers.service';
import { InvitationQuota } from '../invitation-limits/invitation-quota.service';
import { VerifiedSender } from '../invitation-limits/verified-sender.service';
import { RespondentsService } from '../respondents/respondents.service';
import { UsersService } from '../users/users.service';
import { intakeAnswersOf, questionIdsOf, type CheckedContent } from './survey-content.check';

/** Something an organisation sends with no one at the keyboard: a programme's rounds, a lifecycle survey's periods. */
export interface Unattended extends CheckedContent {
  customerId: number;
  createdByUserId: number;
}

/**
 * What an organisation sends with no one at the keyboard goes the way its admin's own sending goes: in the name of
 * its sender admin, under the verified-sender rule and the daily quota, an inquiry made by the ordinary creation and
 * given its intake answers, invitations through AddParticipants.
 */
@Injectable()
export class UnattendedSends {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly inquiries: InquiriesService,
    private readonly intake: IntakeAnswersService,
    private readonly respondents: RespondentsService,
    private readonly verifiedSender: VerifiedSender,
    private readonly quota: InvitationQuota,
  ) {}

  /**
   * Whose name it goes in: its creator while an active customer admin of the organisation, else the organisation's
   * first active admin; null when it has none.
   */
  async senderOf(work: Pick<Unattended, 'customerId' | 'createdByUserId'>): Promise<AuthUser | null> {
    const creator = await this.users.findById(work.createdByUserId);
    const isAdmin = (u: typeof creator) =>
      !!u && u.isActive && !u.deletedAt && u.role === Role.CustomerAdmin && u.customerId === work.customerId;
    const actor = isAdmin(creator) ? creator! : (await this.users.activeCustomerAdmins(work.customerId))[0];
    if (!actor) return null;
    return {
      id: actor.id,
      role: actor.role,
      customerId: actor.customerId,
      email: actor.email,
      firstName: actor.firstName,
      lastName: actor.lastName,
      language: actor.language,
    };
  }

  /**
   * How many invitation mails the organisation may still send today; refused while none of its admins has a verified
   * address. Checked before an inquiry is made; AddParticipants checks both again as it counts the mails.
   */
  async allowance(customerId: number): Promise<number> {
    await this.verifiedSender.assertVerified(customerId);
    return this.quota.remaining(customerId);
  }

  /** The inquiry, made as `actor` after `previousInquiryId` in its series; its id. Its intake answers follow. */
  async createInquiry(
    actor: AuthUser,
    work: Unattended,
    description: string,
    previousInquiryId: number | null,
  ): Promise<number> {
    const inquiry = await unitOfWork(this.dataSource, () =>
      this.inquiries.create(
        actor,
        {
          InquiryTypeId: work.inquiryTypeId,
          Description: description,
          PreviousInquiryId: previousInquiryId ?? undefined,
        },
        questionIdsOf(work) ?? [],
      ),
    );
    return inquiry.Id;
  }

  /** Gives the inquiry the intake answers stored with the work, as AddIntakeAnswer would. */
  async submitIntake(actor: AuthUser, inquiryId: number, work: Unattended): Promise<void> {
    await unitOfWork(this.dataSource, () =>
      this.intake.submit(actor, inquiryId, { IntakeAnswersDtos: intakeAnswersOf(work) }),
    );
  }

  /** Invites one batch (at most MAX_PARTICIPANTS addresses), open until `expiry` (YYYY-MM-DD). */
  async invite(actor: AuthUser, inquiryId: number, emails: string[], expiry: string): Promise<void> {
    await unitOfWork(this.dataSource, () =>
      this.respondents.addParticipants(actor, inquiryId, { Participants: emails, ExpiryDate: expiry }),
    );
  }
}

/** A refusal's words, as kept on a round or a survey (LastError). */
export function reasonOf(err: unknown): string {
  if (err instanceof HttpException) {
    const body = err.getResponse() as { title?: string; errorMessage?: string[] };
    return [body.title, ...(body.errorMessage ?? [])].filter(Boolean).join(': ').slice(0, 2000);
  }
  return (err instanceof Error ? err.message : String(err)).slice(0, 2000);
}
