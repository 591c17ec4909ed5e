import { Inject, Injectable } from '@nestjs/common';
import { roleHome } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CustomersService } from '../customers/customers.service';
import { resultsEverPublished } from '../inquiries/answering-closed';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { MailQueue } from '../mail/mail-queue.service';
import { mailLanguage } from '../mail/templates/mail-language';
import { resultsPublishedMail } from '../mail/templates/results-published';
import { TranslationsService } from '../translations/translations.service';
import { UsersService } from '../users/users.service';

/**
 * Tells the organisation's customer admins that the results of an inquiry are published: once, when they are
 * first published (a later upload replaces them without a second notice, unless the publisher asks `again`; results
 * withdrawn and published again count as published before). Queued in the publishing transaction,
 * so the notice goes exactly when the results are stored. Each admin in their language, else the organisation's.
 */
@Injectable()
export class ResultsPublishedNotice {
  constructor(
    private readonly customers: CustomersService,
    private readonly users: UsersService,
    private readonly translations: TranslationsService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queue(
    m: EntityManager,
    inquiry: Pick<
      Inquiry,
      'id' | 'customerId' | 'inquiryTypeId' | 'description' | 'resultsUploadedAt' | 'resultsWithdrawnAt'
    >,
    typeName: string,
    again = false,
  ): Promise<number> {
    if (resultsEverPublished(inquiry) && !again) return 0;
    const customer = await this.customers.findByIdOrFail(inquiry.customerId);
    const admins = await this.users.activeCustomerAdmins(inquiry.customerId, m);
    for (const admin of admins) {
      const language = mailLanguage(admin.language ?? customer.language);
      const { InquiryType: t } = await this.translations.lookup(language, [
        { kind: 'InquiryType', ids: [inquiry.inquiryTypeId] },
      ]);
      await this.mail.enqueue(
        resultsPublishedMail({
          to: admin.email,
          firstName: admin.firstName,
          inquiry: inquiry.description,
          survey: t(inquiry.inquiryTypeId, 'name', typeName),
          publicUrl: this.config.publicUrl,
          path: roleHome('CustomerAdmin'),
          language,
        }),
        m,
      );
    }
    return admins.length;
  }
}
