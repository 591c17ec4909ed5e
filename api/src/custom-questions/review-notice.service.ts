import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { MailQueue } from '../mail/mail-queue.service';
import { customQuestionReviewedMail } from '../mail/templates/custom-question-reviewed';
import { mailLanguage } from '../mail/templates/mail-language';
import type { CustomQuestion } from './custom-question.entity';

/**
 * Tells a custom question's author the outcome of the operator's review: approved, or rejected with the reason.
 * In the author's language, else the organisation's. A removed or deactivated author is not mailed.
 */
@Injectable()
export class ReviewNotice {
  constructor(
    private readonly customers: CustomersService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(question: CustomQuestion, status: 'Approved' | 'Reject', reason: string | null): Promise<void> {
    const author = question.createdBy;
    if (!author || author.deletedAt || !author.isActive) return;
    const customer = await this.customers.findByIdOrFail(question.customerId);
    const view = status === 'Approved' ? 'view' : 'edit';
    await this.mail.enqueue(
      customQuestionReviewedMail({
        to: author.email,
        firstName: author.firstName,
        question: question.question.title,
        inquiry: question.inquiry?.description ?? '',
        status,
        reason,
        publicUrl: this.config.publicUrl,
        path: `/customerAdmin/custom-metrics/inquiry/${question.inquiryId}/${view}/${question.id}`,
        language: mailLanguage(author.language ?? customer.language),
      }),
    );
  }
}
