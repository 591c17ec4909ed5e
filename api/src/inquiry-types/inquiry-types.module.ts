import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryType } from './inquiry-type.entity';
import { InquiryTypesController } from './inquiry-types.controller';
import { InquiryTypesService } from './inquiry-types.service';

@Module({
  imports: [TypeOrmModule.forFeature([InquiryType])],
  controllers: [InquiryTypesController],
  providers: [InquiryTypesService],
  exports: [InquiryTypesService],
})
export class InquiryTypesModule {}
