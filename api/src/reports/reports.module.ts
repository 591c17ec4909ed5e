import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights/insights.module';
import { ResultsModule } from '../results/results.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [ResultsModule, InsightsModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
