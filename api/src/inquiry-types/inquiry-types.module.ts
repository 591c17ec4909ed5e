import { Module } from '@nestjs/common';
import { TranslationsModule } from '../translations/translations.module';
import { InquiryTypeTranslationSource } from './inquiry-type-translation-source';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryType } from './inquiry-type.entity';
import { InquiryTypesController } from './inquiry-types.controller';
import { InquiryTypesService } from './inquiry-types.service';
import { AuditModule } from '../audit/audit.module';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([InquiryType]), TranslationsModule],
  controllers: [InquiryTypesController],
  providers: [InquiryTypesService, InquiryTypeTranslationSource],
  exports: [InquiryTypesService],
})
export class InquiryTypesModule {}
