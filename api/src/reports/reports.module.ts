import { Module } from '@nestjs/common';
import { ResultsModule } from '../results/results.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [ResultsModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
