import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { DocumentsService } from './documents.service';
import { InquiryDocumentsController } from './inquiry-documents.controller';

/** An inquiry's help documents and the documents a respondent attached to their form. */
@Module({
  imports: [AnswersModule, RespondentsModule],
  controllers: [InquiryDocumentsController],
  providers: [DocumentsService],
})
export class DocumentsModule {}
