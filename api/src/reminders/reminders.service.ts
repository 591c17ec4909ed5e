import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { resultsEverPublished } from '../inquiries/answering-closed';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { transaction } from '../database/transaction';
import { staffSignupLink } from '../respondents/invitation-cipher';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InvitationsService } from '../respondents/invitations.service';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { isPast } from '../inquiries/inquiry-read';
import { OpenForm, REMINDER_INTERVAL_MS, ReminderTargetsService } from '../respondents/reminder-targets.service';
import { InvitationQuota } from '../invitation-limits/invitation-quota.service';
import { VerifiedSender } from '../invitation-limits/verified-sender.service';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import { reminderMail } from '../mail/templates/reminder';
import { TranslationsService } from '../translations/translations.service';
import { UsersService } from '../users/users.service';
import { SendRemindersResultDto } from './dto/send-reminders-result.dto';
import type { RespondentActionResultDto } from '../respondents/dto/respondent-action-result.dto';

const DAY_MS = 86_400_000;
const AUTO_BATCH = 200;
/** The title of every refusal to remind: the toast then says what was refused, its line says why. */
const NOT_SENT = 'Reminder not sent';

/** A person invited after `cutoff` has just had the invitation mail: a reminder on its heels only adds noise. */
const invitedSince = (form: OpenForm, cutoff: Date) => form.invitedAt.getTime() > cutoff.getTime();

export type SendRemindersResult = SendRemindersResultDto;
export type RespondentReminderResult = RespondentActionResultDto;

/**
 * Reminder mails to respondents whose form is not completed, at most one a day per respondent and none in the
 * first 24 hours after the invitation (respondents.created_at: the person was added, and mailed, then). Each reminder is claimed
 * with a conditional UPDATE of respondents.lastRemindedAt (only a row not reminded since the cutoff
 * is updated), and its mail is queued in the same transaction: two requests, or two API instances,
 * never remind one respondent twice, and a reminder is recorded exactly when its mail is queued.
 */
@Injectable()
export class RemindersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly customers: CustomersService,
    private readonly targets: ReminderTargetsService,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
    private readonly invitations: InvitationsService,
    private readonly users: UsersService,
    private readonly verifiedSender: VerifiedSender,
    private readonly quota: InvitationQuota,
    private readonly translations: TranslationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST /Inquiry/SendReminders/{inquiryId}: customer admin of the inquiry, or the super admin. */
  async sendReminders(user: AuthUser, inquiryId: number, now = new Date()): Promise<SendRemindersResult> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    await this.verifiedSender.assertVerified(inquiry.customerId, 'sending reminders');
    this.assertOpen(inquiry, now);
    const completed = await this.targets.completedForms(inquiryId);
    const open = await this.targets.openForms(inquiryId);
    const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_MS);
    const due = open.filter((form) => !invitedSince(form, cutoff));
    const invitedRecently = open.length - due.length;
    const sent = await this.remind(inquiry, due, cutoff, now);
    const remindedRecently = due.length - sent;
    const skipped = invitedRecently + remindedRecently;
    await this.audit.record({
      action: 'inquiry.reminders-sent',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `Inquiry ${inquiryId}`,
      detail: `${sent} sent, ${skipped} skipped`,
    });
    const parts = [`${sent} reminder${sent === 1 ? '' : 's'} sent`];
    if (remindedRecently) parts.push(`${remindedRecently} skipped (already reminded in the last 24 hours)`);
    if (invitedRecently) parts.push(`${invitedRecently} skipped (invited in the last 24 hours)`);
    if (!open.length)
      parts.splice(
        0,
        parts.length,
        completed
          ? 'Every respondent has completed the form: no reminder to send'
          : 'This inquiry has no respondents to remind yet',
      );
    return {
      InquiryId: inquiryId,
      Sent: sent,
      Skipped: skipped,
      SkippedRemindedRecently: remindedRecently,
      SkippedInvitedRecently: invitedRecently,
      Completed: completed,
      Message: parts.join('; '),
    };
  }

  /** POST /Inquiry/{inquiryId}/Respondents/{respondentId}/Remind: one person, under the same rules and quota. */
  async remindOne(
    user: AuthUser,
    inquiryId: number,
    respondentId: number,
    now = new Date(),
  ): Promise<RespondentReminderResult> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const form = await this.targets.formStatus(inquiryId, respondentId);
    if (!form) throw ApiError.notFound('Respondent');
    await this.verifiedSender.assertVerified(inquiry.customerId, 'sending reminders');
    this.assertOpen(inquiry, now);
    if (form.status === 'completed')
      throw ApiError.conflict(['This respondent has completed the form: no reminder to send'], NOT_SENT);
    if (form.unverified)
      throw ApiError.conflict(
        ['This respondent answered through the open link: there is no address to mail'],
        NOT_SENT,
      );
    const open = await this.targets.openForms(inquiryId, undefined, 1, respondentId);
    if (!open.length) throw ApiError.conflict(['This respondent can no longer sign in: no reminder to send'], NOT_SENT);
    const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_MS);
    if (invitedSince(open[0], cutoff))
      throw ApiError.conflict(['This respondent was invited in the last 24 hours: no reminder is sent yet'], NOT_SENT);
    const sent = await this.remind(inquiry, open, cutoff, now);
    if (!sent) throw ApiError.conflict(['This respondent was already reminded in the last 24 hours'], NOT_SENT);
    await this.audit.record({
      action: 'inquiry.reminders-sent',
      actorUserId: user.id,
      customerId: inquiry.customerId,
      target: `Inquiry ${inquiryId}`,
      detail: `1 sent to ${form.email}`,
    });
    return { InquiryId: inquiryId, RespondentId: respondentId, Message: `A reminder was sent to ${form.email}` };
  }

  /** No reminder once the results are published or the inquiry has expired. */
  private assertOpen(inquiry: Inquiry, now: Date): void {
    if (resultsEverPublished(inquiry))
      throw ApiError.conflict(['The results of this inquiry are published: reminders can no longer be sent'], NOT_SENT);
    if (isPast(inquiry.expiryDate, now))
      throw ApiError.conflict(['This inquiry has expired: set a new expiry date before sending reminders'], NOT_SENT);
  }

  /**
   * The automatic reminder (REMINDER_DAYS_BEFORE_EXPIRY = N > 0): once an open inquiry is within
   * N days of its expiry, each respondent who has not completed gets one reminder, unless they
   * were already reminded since the window opened (a manual reminder then counts) or in the last
   * 24 hours, or were invited in the last 24 hours. Returns the number of reminders queued.
   */
  async remindBeforeExpiry(now = new Date()): Promise<number> {
    const days = this.config.reminderDaysBeforeExpiry;
    if (days <= 0) return 0;
    const inquiries = await this.access.expiringBetween(now, new Date(now.getTime() + days * DAY_MS));
    let sent = 0;
    for (const inquiry of inquiries) {
      const windowStart = new Date(inquiry.expiryDate!.getTime() - days * DAY_MS);
      const cutoff = new Date(Math.min(windowStart.getTime() - 1, now.getTime() - REMINDER_INTERVAL_MS));
      const invitedBy = new Date(now.getTime() - REMINDER_INTERVAL_MS);
      const open = await this.targets.openForms(inquiry.id, cutoff, AUTO_BATCH, undefined, invitedBy);
      if (!open.length || !(await this.verifiedSender.isVerified(inquiry.customerId))) continue;
      // Over the organisation's daily quota the round skips this inquiry; the next round (or day) tries again.
      sent += await this.remind(inquiry, open, cutoff, now).catch((err) =>
        err instanceof ApiError && err.getStatus() === 429 ? 0 : Promise.reject(err),
      );
    }
    return sent;
  }

  /**
   * The invitation link a reminder carries: the one the invitee already holds (a pending invitation, or the
   * account started from it), so the mail they have keeps working; a fresh secret only for an invitation
   * whose secret was never kept. A person added with an account gets the login link (none here).
   */
  private async invitationPath(
    m: EntityManager,
    customerId: number,
    organisation: string,
    form: OpenForm,
  ): Promise<string | undefined> {
    const key =
      (await this.invitations.currentKey(customerId, form.email, m)) ??
      (form.userId === null ? await this.invitations.issueKey(customerId, form.email, m) : null);
    return key ? staffSignupLink('', organisation, form.email, key) : undefined;
  }

  /** Claims and mails each open form not reminded after `cutoff`; one transaction, so claim and mail go together. */
  private async remind(inquiry: Inquiry, forms: OpenForm[], cutoff: Date, now: Date): Promise<number> {
    if (!forms.length) return 0;
    const customer = await this.customers.findByIdOrFail(inquiry.customerId);
    const typeName = inquiry.inquiryType?.name ?? '';
    // Each reminder names the survey in its recipient's language: one lookup per language among the forms.
    const languageOf = (form: OpenForm) => mailLanguage(form.language ?? customer.language);
    const typeNames = new Map<string, string>();
    for (const language of new Set(forms.map(languageOf))) {
      const { InquiryType: t } = await this.translations.lookup(language, [
        { kind: 'InquiryType', ids: [inquiry.inquiryTypeId] },
      ]);
      typeNames.set(language, t(inquiry.inquiryTypeId, 'name', typeName));
    }
    const invited = forms.filter((f) => f.userId === null).map((f) => f.email);
    const accounts = new Set(
      invited.length ? (await this.users.findByEmails(invited)).map((u) => u.email.toLowerCase()) : [],
    );
    return transaction(this.dataSource, async (m) => {
      let sent = 0;
      let mailed = 0;
      for (const form of forms) {
        if (!(await this.targets.claim(m, form.id, cutoff, now))) continue;
        // A pending invitation of an address that has an account (in another organisation, or withheld when
        // added): counted like any reminder, so the organisation learns nothing, but no sign-up link is mailed.
        if (form.userId === null && accounts.has(form.email.toLowerCase())) {
          sent++;
          continue;
        }
        await this.mail.enqueue(
          reminderMail({
            to: form.email,
            firstName: form.firstName,
            language: languageOf(form),
            organisation: customer.name,
            inquiryTypeName: typeNames.get(languageOf(form)) ?? typeName,
            description: inquiry.description,
            expiryDate: inquiry.expiryDate,
            publicUrl: this.config.publicUrl,
            path: await this.invitationPath(m, inquiry.customerId, customer.name, form),
          }),
          m,
        );
        mailed++;
        sent++;
      }
      // Reminders count against the daily invitation quota: over it, no claim and no mail of this round is kept.
      await this.quota.consume(m, inquiry.customerId, mailed, now);
      return sent;
    });
  }
}
