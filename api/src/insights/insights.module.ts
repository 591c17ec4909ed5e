import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswersModule } from '../answers/answers.module';
import { InsightSnapshotTotal } from './insight-snapshot-total.entity';
import { InsightSnapshot } from './insight-snapshot.entity';
import { InsightSnapshotsService } from './insight-snapshots.service';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';

@Module({
  imports: [AnswersModule, TypeOrmModule.forFeature([InsightSnapshot, InsightSnapshotTotal])],
  controllers: [InsightsController],
  providers: [InsightsService, InsightSnapshotsService],
  exports: [InsightsService, InsightSnapshotsService],
})
export class InsightsModule {}
