import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { Finding } from './finding.entity';
import { FindingsController } from './findings.controller';
import { FindingsService } from './findings.service';

@Module({
  imports: [TypeOrmModule.forFeature([Finding]), InquiryTypesModule],
  controllers: [FindingsController],
  providers: [FindingsService],
  exports: [FindingsService],
})
export class FindingsModule {}
