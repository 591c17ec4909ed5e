import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryAccess } from './inquiry-access.service';
import { InquirySeries } from './inquiry-series.service';
import { Inquiry } from './inquiry.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Inquiry])],
  providers: [InquiryAccess, InquirySeries],
  exports: [InquiryAccess, InquirySeries],
})
export class InquiryAccessModule {}
