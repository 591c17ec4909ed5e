import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswersModule } from '../answers/answers.module';
import { InsightSnapshotTotal } from './insight-snapshot-total.entity';
import { InsightSnapshotForm } from './insight-snapshot-form.entity';
import { InsightSnapshotGeneration } from './insight-snapshot-generation.entity';
import { InsightSnapshotGroup } from './insight-snapshot-group.entity';
import { InsightSnapshotWithheld } from './insight-snapshot-withheld.entity';
import { InsightSnapshotSegmentTotal } from './insight-snapshot-segment-total.entity';
import { HeatmapController } from './heatmap.controller';
import { HeatmapService } from './heatmap.service';
import { SegmentFiguresService } from './segment-figures.service';
import { InsightSnapshot } from './insight-snapshot.entity';
import { InsightSnapshotsService } from './insight-snapshots.service';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { EnpsController } from './enps.controller';
import { EnpsService } from './enps.service';
import { InquiryAccessModule } from '../inquiries/inquiry-access.module';

@Module({
  imports: [
    InquiryAccessModule,
    AnswersModule,
    TypeOrmModule.forFeature([
      InsightSnapshot,
      InsightSnapshotTotal,
      InsightSnapshotSegmentTotal,
      InsightSnapshotGeneration,
      InsightSnapshotForm,
      InsightSnapshotGroup,
      InsightSnapshotWithheld,
    ]),
  ],
  controllers: [InsightsController, HeatmapController, EnpsController],
  providers: [InsightsService, InsightSnapshotsService, SegmentFiguresService, HeatmapService, EnpsService],
  exports: [InsightsService, InsightSnapshotsService, SegmentFiguresService, HeatmapService, EnpsService],
})
export class InsightsModule {}
