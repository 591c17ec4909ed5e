import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { CustomQuestionTranslationSource } from './custom-question-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswersModule } from '../answers/answers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { CustomQuestion } from './custom-question.entity';
import { CustomQuestionsController } from './custom-questions.controller';
import { CustomQuestionsService } from './custom-questions.service';
import { CustomersModule } from '../customers/customers.module';
import { ReviewNotice } from './review-notice.service';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';

@Module({
  imports: [
    InquiryAccessModule,
    MailModule,
    AuditModule,
    TypeOrmModule.forFeature([CustomQuestion]),
    TranslationsModule,
    AnswersModule,
    RespondentsModule,
    CustomersModule,
  ],
  controllers: [CustomQuestionsController],
  providers: [CustomQuestionsService, CustomQuestionTranslationSource, ReviewNotice],
  exports: [CustomQuestionsService],
})
export class CustomQuestionsModule {}
