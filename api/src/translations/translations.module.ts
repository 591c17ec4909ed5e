import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { ContentTranslation } from './content-translation.entity';
import { TranslationEditorService } from './translation-editor.service';
import { TranslationTransferService } from './translation-transfer.service';
import { TranslationWorkbookWorkers } from './translation-workbook-workers';
import { TranslationsController } from './translations.controller';
import { TranslationsService } from './translations.service';

/**
 * Content translations. Content modules import this module, register their source of English
 * texts with TranslationsService and ask it for lookups; this module imports none of them.
 */
@Module({
  imports: [JobsModule, TypeOrmModule.forFeature([ContentTranslation])],
  controllers: [TranslationsController],
  providers: [TranslationsService, TranslationEditorService, TranslationTransferService, TranslationWorkbookWorkers],
  exports: [TranslationsService],
})
export class TranslationsModule {}
