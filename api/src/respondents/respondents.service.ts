import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { resultsEverPublished } from '../inquiries/answering-closed';
import { TranslationsService } from '../translations/translations.service';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_EXPIRY_DAYS, type FormState, LOGIN_PATH } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { Role } from '../common/domain/roles';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { MSG } from '../common/validation/messages';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { InvitationQuota } from '../invitation-limits/invitation-quota.service';
import { VerifiedSender } from '../invitation-limits/verified-sender.service';
import { MailQueue } from '../mail/mail-queue.service';
import { invitationMail, surveyAssignedMail } from '../mail/templates/invitation';
import { invitationWithheldMail } from '../mail/templates/invitation-withheld';
import { mailLanguage } from '../mail/templates/mail-language';
import { UsersService } from '../users/users.service';
import { formAnswerMinutes } from './answer-minutes';
import { AddParticipantsDto } from './dto/add-participants.dto';
import { StaffFormDto } from './dto/respondent-responses.dto';
import { staffSignupLink } from './invitation-cipher';
import { InquiriesService } from '../inquiries/inquiries.service';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { withTypeNamesIn } from '../inquiries/inquiry-type-names';
import { InvitationsService } from './invitations.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { isPast } from '../inquiries/inquiry-read';
import type { Respondent } from './respondent.entity';
import { inquiryHasRespondents, insertRespondents, respondentIdsByEmail } from './respondents.repository';
import { staffFormPage } from '../read-models/staff-forms.read-model';
import { RespondentAttributesService } from './respondent-attributes.service';
import { FormInquiry, FormRespondent, readForm, readRespondentPage } from './respondent-reads';
import { ReadDatabase, type RowReader } from '../database/read-database';
import { transaction } from '../database/transaction';

const DAY = 86_400_000;

/** A form's state as shown: expired once the inquiry's expiry has passed and the form is not completed. */
export const formState = (
  respondent: Pick<Respondent, 'status'>,
  inquiry: Pick<Inquiry, 'expiryDate'>,
  now = new Date(),
): FormState => (respondent.status !== 'completed' && isPast(inquiry.expiryDate, now) ? 'expired' : respondent.status);

/** Start of the UTC day, `days` days from now. */
const dayStart = (days: number, now = new Date()) =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days);

/**
 * The expiry instant of a chosen day: the form stays open for the whole of that day (UTC).
 * A date before tomorrow, or one that is not a real date, is refused. The form sends the admin's
 * local calendar date, so "tomorrow" is measured in the westernmost time zone (UTC-12): a date that
 * is tomorrow anywhere on earth is accepted.
 */
export function expiryFrom(input: string | undefined, now = new Date()): Date {
  if (input === undefined) return new Date(dayStart(DEFAULT_EXPIRY_DAYS + 1, now) - 1);
  const day = input.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw ApiError.badRequest([`ExpiryDate: ${MSG.date}`]);
  if (parsed.getTime() < dayStart(1, new Date(now.getTime() - 12 * 3_600_000)))
    throw ApiError.badRequest([`ExpiryDate: ${MSG.date}`]);
  if (parsed.getTime() > dayStart(3 * 366, now)) throw ApiError.badRequest([`ExpiryDate: ${MSG.date}`]);
  return new Date(parsed.getTime() + DAY - 1);
}

@Injectable()
export class RespondentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inquiries: InquiriesService,
    private readonly users: UsersService,
    private readonly customers: CustomersService,
    private readonly audit: AuditService,
    private readonly invitations: InvitationsService,
    private readonly verifiedSender: VerifiedSender,
    private readonly quota: InvitationQuota,
    private readonly translations: TranslationsService,
    private readonly respondentAttributes: RespondentAttributesService,
    private readonly reads: ReadDatabase,
  ) {}

  /**
   * Adds respondents in one transaction: users of the customer at once, new emails as pending
   * invitations with a sign-up mail carrying a fresh secret. An address with an account elsewhere is
   * listed as pending like a new one, and its owner gets a notice instead (the caller learns nothing).
   */
  async addParticipants(user: AuthUser, inquiryId: number, dto: AddParticipantsDto) {
    const inquiry = await this.access.findForUser(user, inquiryId);
    await this.verifiedSender.assertVerified(inquiry.customerId);
    if (!inquiry.intakeSubmittedAt)
      throw ApiError.conflict(['Please submit the intake answers before adding respondents']);
    if (resultsEverPublished(inquiry))
      throw ApiError.conflict(['The results of this inquiry are published: respondents can no longer be added']);
    const expiryDate =
      dto.ExpiryDate !== undefined || !inquiry.expiryDate ? expiryFrom(dto.ExpiryDate) : inquiry.expiryDate;
    // Adding people to a form that has already expired needs a new expiry date.
    if (isPast(expiryDate)) throw ApiError.badRequest([`ExpiryDate: ${MSG.date}`]);

    const emails = [...new Set(dto.Participants)];
    const caller = await this.users.findByIdOrFail(user.id);
    if (dto.IsCustomerAdminRespondent && !emails.includes(caller.email)) emails.push(caller.email);

    const users = await this.users.findByEmails(emails);
    const ofCustomer = (u: { customerId: number | null; role: string }) =>
      u.customerId === inquiry.customerId && u.role !== Role.SuperAdmin;
    const userByEmail = new Map(users.filter(ofCustomer).map((u) => [u.email.toLowerCase(), u]));
    // An address with an account elsewhere (another organisation, the operator) is answered like a fresh one:
    // listed as pending, but its owner gets a notice instead of an invitation (no enumeration of accounts).
    const elsewhere = new Map(users.filter((u) => !ofCustomer(u)).map((u) => [u.email.toLowerCase(), u]));
    const refused = users
      .filter((u) => ofCustomer(u) && u.deletedAt)
      .sort((a, b) => emails.indexOf(a.email.toLowerCase()) - emails.indexOf(b.email.toLowerCase()));
    if (refused.length) {
      throw ApiError.badRequest(
        refused.map((u) => `${u.email}: This account was removed and cannot be added as a respondent`),
        'Participants refused',
      );
    }
    const customer = await this.customers.findByIdOrFail(inquiry.customerId);
    // An address without an account is mailed in the request's language, else the organisation's default;
    // people with an account get their own language, when they chose one.
    const invitedLanguage = mailLanguage(dto.Language ?? customer.language);
    const languageOf = (account?: { language: string | null }) =>
      account?.language ? mailLanguage(account.language) : invitedLanguage;

    const minutes = await formAnswerMinutes(this.dataSource.manager, inquiry);
    let withheld: string[] = [];
    const added = await transaction(this.dataSource, async (m) => {
      withheld = [];
      // The inquiry row lock makes concurrent additions take turns: positions and counts stay exact.
      const locked = await this.access.lock(m, inquiryId);
      const existing = new Set((await respondentIdsByEmail(m, inquiryId, emails)).map((r) => r.email.toLowerCase()));
      const fresh = emails.filter((e) => !existing.has(e));
      if (fresh.length) {
        await insertRespondents(
          m,
          fresh.map((email, n) => ({
            inquiryId,
            customerId: inquiry.customerId,
            email,
            userId: userByEmail.get(email)?.id ?? null,
            status: 'pending' as const,
            position: locked.respondentCount + n + 1,
            language: userByEmail.has(email) ? null : invitedLanguage,
          })),
        );
      }
      // Each new respondent's directory attributes as they are now: later directory edits never move them between groups.
      await this.respondentAttributes.snapshot(m, inquiry.customerId, inquiryId, fresh);
      // Every mail of this batch counts against the organisation's daily quota; over it, the whole batch is refused.
      await this.quota.consume(
        m,
        inquiry.customerId,
        fresh.filter((e) => e !== caller.email && !elsewhere.get(e)?.deletedAt).length,
      );
      for (const email of fresh) {
        if (email === caller.email) continue;
        const input = {
          to: email,
          organisation: customer.name,
          inviterName: `${caller.firstName} ${caller.lastName}`.trim(),
          inquiryDescription: inquiry.description,
          expiryDate,
          minRespondents: this.config.minRespondents,
          minutes,
        };
        const owner = elsewhere.get(email);
        const language = languageOf(owner ?? userByEmail.get(email));
        if (owner) {
          if (!owner.deletedAt) {
            await this.mail.enqueue(
              invitationWithheldMail({
                ...input,
                language,
                firstName: owner.firstName,
                publicUrl: this.config.publicUrl,
              }),
              m,
            );
          }
          withheld.push(email);
          continue;
        }
        await this.mail.enqueue(
          userByEmail.has(email)
            ? surveyAssignedMail({ ...input, language, link: `${this.config.publicUrl}${LOGIN_PATH}` })
            : invitationMail({
                ...input,
                language,
                link: staffSignupLink(
                  this.config.publicUrl,
                  customer.name,
                  email,
                  await this.invitations.issueKey(inquiry.customerId, email, m),
                ),
              }),
          m,
        );
      }
      const total = locked.respondentCount + fresh.length;
      await this.access.recordRespondents(m, inquiryId, {
        respondentCount: total,
        expiryDate,
        noOfParticipants: dto.NoOfParticipants ?? Math.max(inquiry.noOfParticipants ?? 0, total),
        isCustomerAdminRespondent: inquiry.isCustomerAdminRespondent || !!dto.IsCustomerAdminRespondent,
        respondentsAddedAt: inquiry.respondentsAddedAt ?? new Date(),
      });
      return fresh.length;
      // Batches of one organisation's different inquiries meet on its daily quota row: a deadlock victim runs again.
    });
    await this.audit.record({
      action: 'inquiry.participants-added',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `Inquiry ${inquiryId}`,
      detail: `${added} added`,
    });
    for (const email of withheld) {
      await this.audit.record({
        action: 'inquiry.invitation-withheld',
        actorUserId: user.id,
        customerId: inquiry.customerId,
        target: email,
        detail: `Inquiry ${inquiryId}: the address has an account elsewhere; its owner was notified, no invitation sent`,
      });
    }
    return this.inquiries.get(user, inquiryId);
  }

  /** Newest first, a page a range of positions (see readRespondentPage). */
  list(user: AuthUser, inquiryId: number, page: PageQueryDto) {
    return readRespondentPage(this.reads, user, inquiryId, page);
  }

  /** The caller's own survey forms (decisions.md §4 shape), newest first. */
  async staffForms(user: AuthUser, email: string, page: PageQueryDto, language: Language = DEFAULT_LANGUAGE) {
    if (email.trim().toLowerCase() !== user.email.toLowerCase())
      throw ApiError.forbidden(['You can only list your own survey forms']);
    const forms = await staffFormPage(
      this.dataSource.manager,
      user.id,
      user.customerId ?? -1,
      page,
      (r): StaffFormDto => ({
        InquiryId: r.inquiryId,
        InquiryTypeId: r.inquiry!.inquiryTypeId,
        InquiryTypeName: r.inquiry!.inquiryType?.name ?? '',
        Description: r.inquiry!.description,
        ExpiryDate: r.inquiry!.expiryDate,
        IsExpired: isPast(r.inquiry!.expiryDate),
        Status: formState(r, r.inquiry!),
        CustomerUserId: r.userId!,
      }),
    );
    return { ...forms, data: await withTypeNamesIn(this.translations, language, forms.data) };
  }

  /**
   * The respondent row of one user's form, tenant-checked through the inquiry (404 for
   * another customer's inquiry and for a user who is not a respondent of it).
   */
  findForm(
    user: AuthUser,
    inquiryId: number,
    userId: number,
    from: RowReader = this.dataSource,
  ): Promise<{ inquiry: FormInquiry; respondent: FormRespondent }> {
    return readForm(from, user, inquiryId, userId);
  }

  /** Whether anyone was added to the inquiry as a respondent. */
  hasRespondents(inquiryId: number): Promise<boolean> {
    return inquiryHasRespondents(this.dataSource.manager, inquiryId);
  }

  /** Whether the caller may read userId's answers: the super admin, or the form's owner. */
  assertMayView(user: AuthUser, userId: number): void {
    if (!isSuperAdmin(user) && user.id !== userId)
      throw ApiError.forbidden(["Only the super admin and the respondent may view a respondent's answers"]);
  }
}
