import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { DocumentsService } from './documents.service';
import { InquiryDocumentsController } from './inquiry-documents.controller';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';

/** An inquiry's help documents and the documents a respondent attached to their form. */
@Module({
  imports: [InquiryAccessModule, FilesModule, AuditModule, AnswersModule, RespondentsModule],
  controllers: [InquiryDocumentsController],
  providers: [DocumentsService],
})
export class DocumentsModule {}
