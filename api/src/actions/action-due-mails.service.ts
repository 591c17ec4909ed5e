import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/filters/api-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { transaction } from '../database/transaction';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { InvitationQuota } from '../invitation-limits/invitation-quota.service';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import { UsersService } from '../users/users.service';
import { actionDueMail } from './action-due-mail';
import { ownerActionPath } from './action-link';
import type { Action } from './action.entity';
import { today } from './action.mapper';
import { actionsDueBetween, actionsOverdue, claimDueMail } from './actions.repository';

/** Days before the due date the owner is reminded. */
export const DUE_REMINDER_DAYS = 3;
const BATCH = 200;
const DAY_MS = 86_400_000;

/**
 * The owner's mails about a due date: a reminder DUE_REMINDER_DAYS days before it, and a notice once it has passed
 * with the action neither done nor dropped. Each is claimed with a conditional UPDATE of its column and queued in the
 * same transaction, counted against the organisation's daily mail quota (invitations and reminders included): a mail
 * that does not fit today is left unclaimed for a later round. An owner no longer active is not mailed.
 */
@Injectable()
export class ActionDueMails {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly inquiries: InquiryAccess,
    private readonly quota: InvitationQuota,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One round: answers the number of mails queued. */
  async run(now = new Date()): Promise<number> {
    const m = this.dataSource.manager;
    const day = today(now);
    const horizon = today(new Date(now.getTime() + DUE_REMINDER_DAYS * DAY_MS));
    let sent = 0;
    for (const action of await actionsOverdue(m, day, BATCH)) sent += await this.send(action, 'overdue', now);
    for (const action of await actionsDueBetween(m, day, horizon, BATCH))
      sent += await this.send(action, 'dueSoon', now);
    return sent;
  }

  private async send(action: Action, kind: 'dueSoon' | 'overdue', now: Date): Promise<number> {
    const owner = action.ownerUserId === null ? null : await this.users.findCustomerUser(action.ownerUserId);
    if (!owner || !owner.isActive || owner.customerId !== action.customerId) return 0;
    const inquiry = await this.inquiries.findForUser(
      { id: owner.id, role: owner.role, customerId: owner.customerId, email: owner.email, firstName: '', lastName: '' },
      action.inquiryId,
    );
    try {
      return await transaction(this.dataSource, async (m) => {
        if (!(await claimDueMail(m, action.id, kind === 'dueSoon' ? 'dueReminderSentAt' : 'overdueMailSentAt', now)))
          return 0;
        await this.quota.consume(m, action.customerId, 1, now);
        await this.mail.enqueue(
          actionDueMail({
            kind,
            to: owner.email,
            firstName: owner.firstName,
            action: action.title,
            inquiry: inquiry.description,
            dueDate: action.dueDate!,
            publicUrl: this.config.publicUrl,
            path: ownerActionPath(owner.role, action.inquiryId, action.id),
            language: mailLanguage(owner.language ?? owner.customer?.language),
          }),
          m,
        );
        return 1;
      });
    } catch (err) {
      // Today's quota is spent: the claim rolled back with it, and a later round tries again.
      if (err instanceof ApiError && err.getStatus() === 429) return 0;
      throw err;
    }
  }
}
