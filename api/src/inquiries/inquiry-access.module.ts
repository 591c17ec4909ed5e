import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryAccess } from './inquiry-access.service';
import { Inquiry } from './inquiry.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Inquiry])],
  providers: [InquiryAccess],
  exports: [InquiryAccess],
})
export class InquiryAccessModule {}
