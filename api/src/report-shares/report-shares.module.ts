import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';
import { UsersModule } from '../users/users.module';
import { MyReportSharesController } from './my-report-shares.controller';
import { ReportShare } from './report-share.entity';
import { ReportSharesController } from './report-shares.controller';
import { ReportSharesService } from './report-shares.service';

/** Shares of an inquiry's results with managers and named people (docs/features/managers.md). */
@Module({
  imports: [InquiryAccessModule, UsersModule, AuditModule, TypeOrmModule.forFeature([ReportShare])],
  controllers: [ReportSharesController, MyReportSharesController],
  providers: [ReportSharesService],
  exports: [ReportSharesService],
})
export class ReportSharesModule {}
