import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { FindingTranslationSource } from './finding-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { Finding } from './finding.entity';
import { FindingsController } from './findings.controller';
import { FindingsService } from './findings.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Finding]), TranslationsModule, InquiryTypesModule],
  controllers: [FindingsController],
  providers: [FindingsService, FindingTranslationSource],
  exports: [FindingsService],
})
export class FindingsModule {}
